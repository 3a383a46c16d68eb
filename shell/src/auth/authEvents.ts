import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { router } from '../app/router.ts';
import { applyFromSession, applyUser } from './applyUser.ts';
import { authState, setRecovering, wasAccountDeleted } from './authState.ts';

/** Every auth event of the spec, handled outside supabase's callback (see initAuth). */
export async function handleAuthEvent(event: AuthChangeEvent, session: Session | null): Promise<void> {
  switch (event) {
    case 'INITIAL_SESSION':
      return; // start-up is handled by initAuth
    case 'SIGNED_IN':
    case 'MFA_CHALLENGE_VERIFIED':
      if (session) applyFromSession(session);
      break;
    // A refreshed session carries the user's authenticator apps as they are now: one added or removed
    // on another device changes whether a code is owed, so the assurance level is read again.
    case 'TOKEN_REFRESHED':
      if (session) applyFromSession(session);
      break;
    case 'USER_UPDATED':
      if (session) applyFromSession(session);
      // A recovery link reaches every tab (supabase-js broadcasts the event); the only change the
      // reset page allows is the new password, so once one tab has saved it, every tab moves on.
      setRecovering(false);
      break;
    // Another tab's reset too: the guard sends this tab on to the new password (after the TOTP
    // code, when owed), remembering the page it was on.
    case 'PASSWORD_RECOVERY':
      if (session) applyFromSession(session);
      setRecovering(true);
      break;
    case 'SIGNED_OUT':
      // Our own Sign out moves to /login itself (signOut.ts); a revalidation here would race it.
      if (authState.signingOut) return;
      if (authState.user) authState.sessionEnded = wasAccountDeleted(authState.user.id) ? 'deleted' : 'elsewhere';
      applyUser(null);
      break;
  }
  // Let the guard look at the new state: e.g. another tab's sign-out sends this one to /login.
  if (authState.initiated) await router.revalidate();
}
