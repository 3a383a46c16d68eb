import { UserNotSignedIn } from '@coinwatch/shared';
import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import type { AppConfig } from '../config/appConfig.ts';
import { applySession, applySignInTheme, applyUser } from './applyUser.ts';
import { isAuthErrorNamed } from './authErrors.ts';
import { handleAuthEvent } from './authEvents.ts';
import { authState } from './authState.ts';
import { configureSupabase, emailLinkType, supabaseReady, surelyAnonymous } from './supabaseClient.ts';

let initiating: Promise<void> | null = null;

/**
 * Start-up: try to authenticate the user once. With no user it raises (and logs) UserNotSignedIn,
 * and the client is still marked initiated, so the guard can send the visitor to /login.
 */
export function initAuth(config: AppConfig): Promise<void> {
  initiating ??= (async () => {
    configureSupabase(config, (client) =>
      client.auth.onAuthStateChange((event: AuthChangeEvent, session: Session | null) => {
        // Never await a supabase call inside this callback (it can deadlock): defer the work.
        setTimeout(() => void handleAuthEvent(event, session), 0);
      }),
    );
    try {
      // No session to look for: /login paints without waiting for supabase-js (Root loads it after
      // the first paint, so a sign-in in another tab still reaches this one).
      if (surelyAnonymous(config)) throw new UserNotSignedIn();
      const client = await supabaseReady();
      const { data } = await client.auth.getSession();
      if (!data.session) throw new UserNotSignedIn();
      const { data: fresh, error } = await client.auth.getUser();
      // Offline at start: keep the stored session rather than signing the user out.
      const user = fresh.user ?? (isAuthErrorNamed(error, 'AuthRetryableFetchError') ? data.session.user : null);
      if (!user) throw new UserNotSignedIn(error);
      await applySession(user);
      const linkType = emailLinkType();
      // An email link (confirmation, recovery) is a sign-in, though it happens during start-up.
      if (linkType) applySignInTheme();
      // A recovery link signs the user in to choose a new password: decide before the first page.
      if (linkType === 'recovery') authState.recovering = true;
    } catch (error) {
      if (!(error instanceof UserNotSignedIn)) console.error('[coinwatch] Unexpected error during initialization', error);
      applyUser(null);
    } finally {
      authState.initiated = true;
    }
  })();
  return initiating;
}
