import type { NavigationGuard } from '../app/guards.ts';
import { loadAppConfig } from '../config/appConfig.ts';
import { authState } from './authState.ts';
import { initAuth } from './initAuth.ts';
import { routeFor } from './routeFor.ts';

/** Before every navigation: start-up has tried to authenticate, then routeFor decides. */
export const authGuard: NavigationGuard = async (to) => {
  await initAuth(await loadAppConfig());
  return routeFor(to, { ...authState, signedIn: authState.user !== null });
};
