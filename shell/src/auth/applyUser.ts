import type { Session, User } from '@supabase/supabase-js';
import { dismissOtherAccounts } from '../notifications/notificationsState.ts';
import { setDarkMode } from '../theme/settingsState.ts';
import { accountFromUser } from './account.ts';
import { authState, markAccountDeleted, owesSecondFactor, rememberLeftBy, setRecovering, setUser } from './authState.ts';
import { forgetUserData } from './forgetUserData.ts';
import { tokenClaims } from './storedSession.ts';
import { supabase } from './supabaseClient.ts';

/** Signing in turns dark mode on, unless the account's saved preference (user metadata) says off. */
export function applySignInTheme(): void {
  setDarkMode(authState.account?.preferences.darkMode ?? true);
}

/**
 * Puts the auth user (or nobody) into client state. A sign-in after start-up applies the account's
 * theme; a session restored at start-up keeps the theme this browser already has.
 */
export function applyUser(user: User | null): void {
  const signingIn = user !== null && authState.user === null && authState.initiated;
  const previous = authState.user?.id ?? null;
  if ((user?.id ?? null) !== previous) dismissOtherAccounts(user?.id ?? null);
  // Nobody signed in (also a start whose session ended while the browser was closed), or another
  // user: the next person at this browser must not find the last one's coins in its storage.
  if (!user || (previous !== null && previous !== user.id)) void forgetUserData();
  setUser(user);
  authState.account = user ? accountFromUser(user) : null;
  if (signingIn) applySignInTheme();
  if (user) {
    authState.sessionEnded = null;
    if (signingIn) markAccountDeleted(null);
  } else {
    // A user who owed their code never had a page of their own: the one asked for is the visitor's.
    if (previous && !owesSecondFactor(authState)) rememberLeftBy(previous);
    authState.aal = { current: null, next: null };
    setRecovering(false);
  }
}

/** Reads the session's assurance level and the one its verified factors call for. */
export async function refreshAssurance(): Promise<void> {
  const { data } = await supabase().auth.mfa.getAuthenticatorAssuranceLevel();
  authState.aal = { current: data?.currentLevel ?? null, next: data?.nextLevel ?? null };
}

/** After a sign-in or a verified code: the user and the assurance level, before the next page. */
export async function applySession(user: User): Promise<void> {
  applyUser(user);
  await refreshAssurance();
}

/**
 * The user and assurance level of a session in hand (an auth event's, a sign-in's, the stored one
 * at start-up), read from the session itself. Not refreshAssurance: it loads the session again,
 * and on a device whose clock runs an hour ahead every token looks about to expire, so that load
 * refreshed it, and the refresh's event asked again: over a hundred refreshes a second, until the
 * server's rate limit signed the user out.
 */
export function applyFromSession(session: Session): void {
  applyUser(session.user);
  const current = tokenClaims(session.access_token)?.aal ?? null;
  const owed = session.user.factors?.some((factor) => factor.status === 'verified') ?? false;
  authState.aal = { current, next: owed ? 'aal2' : current };
}
