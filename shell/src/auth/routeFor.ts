import { type AuthState, owesSecondFactor } from './authState.ts';
import { safeNextPath, withNext } from './nextPath.ts';

export const LOGIN_PATH = '/login';
export const RESET_PATH = '/login/reset';
export const VERIFY_PATH = '/login/verify';
export const SETTINGS_PATH = '/settings';
/** Pages an anonymous visitor may see (product spec §6). */
export const PUBLIC_PATHS = [LOGIN_PATH, '/signup', RESET_PATH];

export type RouteState = Pick<AuthState, 'aal' | 'recovering' | 'linkError'> & { signedIn: boolean };

/**
 * The guard's decision, a pure function of where the visitor goes and the auth state: the path to
 * redirect to, or null to let the navigation through.
 * - anonymous → /login, remembering the page asked for (?next=);
 * - signed in → away from the public pages, to the remembered page or /;
 * - owes a TOTP code (aal1 with a verified factor) → only /login/verify;
 * - a recovery link's user goes to /login/reset until the new password is set;
 * - a failed email link shows on the reset form it was meant for (when anonymous) or else on
 *   /login/verify; either page then forgets it, so it never shows anywhere later.
 */
export function routeFor(to: URL, state: RouteState): string | null {
  const path = to.pathname.replace(/\/+$/, '') || '/';
  // The router matches paths whatever their case (/LOGIN shows the sign-in form), so the guard must
  // too; `path` keeps its case for ?next=, where a ticker's case matters.
  const page = path.toLowerCase();
  if (state.linkError) return page === VERIFY_PATH || (page === RESET_PATH && !state.signedIn) ? null : VERIFY_PATH;
  if (!state.signedIn) {
    if (PUBLIC_PATHS.includes(page)) return null;
    return withNext(LOGIN_PATH, nextOf(path, page, to));
  }
  if (owesSecondFactor(state)) return page === VERIFY_PATH ? null : withNext(VERIFY_PATH, nextOf(path, page, to));
  // A recovery link's user chooses the new password first (after the TOTP code, if they owe one).
  if (state.recovering) return page === RESET_PATH ? null : withNext(RESET_PATH, nextOf(path, page, to));
  if (PUBLIC_PATHS.includes(page) || page === VERIFY_PATH) return safeNextPath(to.searchParams.get('next'));
  return null;
}

/**
 * The page to end on: on an account page, the one it remembers (`?next=`); on any other, itself
 * (whose own `next`, if it has one, is its business).
 */
function nextOf(path: string, page: string, to: URL): string {
  return safeNextPath(PUBLIC_PATHS.includes(page) || page === VERIFY_PATH ? to.searchParams.get('next') : path + to.search);
}
