import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { router } from '../app/router.ts';
import { applySignInTheme, applyUser, refreshAssurance } from './applyUser.ts';
import { authState } from './authState.ts';

/** Every auth event of the spec, handled outside supabase's callback (see initAuth). */
export async function handleAuthEvent(event: AuthChangeEvent, session: Session | null): Promise<void> {
  switch (event) {
    case 'INITIAL_SESSION':
      return; // start-up is handled by initAuth
    case 'SIGNED_IN': {
      const wasSignedIn = authState.user !== null;
      applyUser(session?.user ?? null);
      await refreshAssurance();
      if (!wasSignedIn) applySignInTheme();
      break;
    }
    case 'TOKEN_REFRESHED':
    case 'USER_UPDATED':
      applyUser(session?.user ?? null);
      break;
    case 'MFA_CHALLENGE_VERIFIED':
      applyUser(session?.user ?? null);
      await refreshAssurance();
      break;
    case 'PASSWORD_RECOVERY':
      applyUser(session?.user ?? null);
      authState.recovering = true;
      await router.navigate('/login/reset');
      return;
    case 'SIGNED_OUT':
      applyUser(null);
      break;
  }
  // Let the guard look at the new state: e.g. another tab's sign-out sends this one to /login.
  if (authState.initiated) await router.revalidate();
}
