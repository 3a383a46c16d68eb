import type { NavigationGuard } from '../app/guards.ts';
import { loadAppConfig } from '../config/appConfig.ts';
import { authState, owesSecondFactor } from './authState.ts';
import { initAuth } from './initAuth.ts';
import { safeNextPath } from './nextPath.ts';

/** Pages an anonymous visitor may see (product spec §6). */
export const PUBLIC_PATHS = ['/login', '/signup', '/login/reset'];
export const VERIFY_PATH = '/login/verify';

/**
 * Anonymous → /login (remembering the page asked for); signed in → away from the public pages;
 * a user who still owes a TOTP code → only /login/verify.
 */
export const authGuard: NavigationGuard = async (to) => {
  await initAuth(await loadAppConfig());
  const path = to.pathname.replace(/\/+$/, '') || '/';
  const wanted = path + to.search;
  if (!authState.user) {
    if (PUBLIC_PATHS.includes(path)) return null;
    return path === '/' || path === VERIFY_PATH ? '/login' : `/login?next=${encodeURIComponent(wanted)}`;
  }
  if (owesSecondFactor(authState)) {
    return path === VERIFY_PATH ? null : `${VERIFY_PATH}${nextQuery(to)}`;
  }
  if (path === '/login/reset' && authState.recovering) return null;
  if (PUBLIC_PATHS.includes(path) || path === VERIFY_PATH) return safeNextPath(to.searchParams.get('next'));
  return null;
};

function nextQuery(to: URL): string {
  const next = to.searchParams.get('next') ?? (PUBLIC_PATHS.includes(to.pathname) ? null : to.pathname + to.search);
  return next && next !== '/' ? `?next=${encodeURIComponent(next)}` : '';
}
