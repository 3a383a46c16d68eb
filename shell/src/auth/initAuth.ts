import { UserNotSignedIn } from '@coinwatch/shared';
import { isOffline, withDeadline } from '@coinwatch/shared/toolkit';
import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import type { AppConfig } from '../config/appConfig.ts';
import { notifySuccess } from '../notifications/notificationsState.ts';
import { applyFromSession, applySignInTheme, applyUser } from './applyUser.ts';
import { handleAuthEvent } from './authEvents.ts';
import { authState, setRecovering, wasRecovering } from './authState.ts';
import { confirmSession, confirmSessionWhileOpen } from './confirmSession.ts';
import { notifyEmailConfirmed } from './emailConfirmed.ts';
import { mayPass, SessionNotResumed } from './sessionNotResumed.ts';
import { configureSupabase, emailLinkType, keepsSession, supabaseReady, surelyAnonymous } from './supabaseClient.ts';

let initiating: Promise<void> | null = null;

/** Long enough for a session that needs no refresh (read from storage); a refresh cannot be had offline. */
const OFFLINE_WAIT_MS = 2000;
/** What supabase-js itself reports once its retries give up: no answer from the server. */
const offline = () => Object.assign(new Error('You are offline.'), { name: 'AuthRetryableFetchError', status: 0 });
let configured = false;

/**
 * Start-up: try to authenticate the user once. With no user it raises (and logs) UserNotSignedIn,
 * and the client is still marked initiated, so the guard can send the visitor to /login. A stored
 * session the server could not confirm for now rejects with SessionNotResumed, and is tried again
 * at the next call.
 */
export function initAuth(config: AppConfig): Promise<void> {
  if (!configured) {
    configured = true;
    configureSupabase(config, (client) =>
      client.auth.onAuthStateChange((event: AuthChangeEvent, session: Session | null) => {
        // Never await a supabase call inside this callback (it can deadlock): defer the work.
        setTimeout(() => void handleAuthEvent(event, session), 0);
      }),
    );
    confirmSessionWhileOpen();
  }
  initiating ??= (async () => {
    // Read now: the client drops a kept session the server refuses, before getSession answers.
    const kept = keepsSession(config);
    let refused = false;
    try {
      // No session to look for: /login paints without waiting for supabase-js (Root loads it after
      // the first paint, so a sign-in in another tab still reaches this one).
      if (surelyAnonymous(config)) throw new UserNotSignedIn();
      // supabase-js not downloaded, and no reload got it (offline, or one just made): a stored
      // session is not known to be over. Taken as none, it was signed out and what the tools kept
      // here was wiped; now the page says the sign-in is not confirmed yet, and Reload goes on.
      const client = await supabaseReady().catch((error: unknown) => {
        throw new SessionNotResumed(error);
      });
      // Offline, a token to refresh is retried for about 30 s before supabase-js gives up (a tab
      // restored before the Wi-Fi is up): the page says at once that it cannot confirm the sign-in.
      const { data, error } = await (isOffline()
        ? withDeadline(client.auth.getSession(), OFFLINE_WAIT_MS, () => new SessionNotResumed(offline()))
        : client.auth.getSession());
      if (!data.session && mayPass(error)) throw new SessionNotResumed(error);
      // A sign-in kept here that the server refused (expired while away, ended on another device):
      // /login says why, rather than starting over without a word.
      if (!data.session) {
        refused = kept;
        throw new UserNotSignedIn();
      }
      applyFromSession(data.session);
      // After the first page rather than before it, one round trip less at every start: the page
      // only shows what the database (row level security) lets this session read anyway.
      confirmSession(client).catch((error: unknown) => console.error('[coinwatch] Could not confirm the session', error));
      const linkType = emailLinkType();
      // An email link (confirmation, recovery) is a sign-in, though it happens during start-up.
      if (linkType) applySignInTheme();
      // A recovery link signs the user in to choose a new password: decide before the first page.
      if (linkType === 'recovery' || wasRecovering(data.session.user.id)) setRecovering(true);
      // The second of an email change's links: the change is made.
      if (linkType === 'email_change') notifySuccess('Email changed', `You now log in with ${data.session.user.email}.`);
      if (linkType === 'signup') notifyEmailConfirmed();
    } catch (error) {
      // Not signed out, not known to be signed in: the error page says so, and the next navigation
      // (its Reload, or Go to Home) tries again.
      if (error instanceof SessionNotResumed) {
        initiating = null;
        throw error;
      }
      if (!(error instanceof UserNotSignedIn)) console.error('[coinwatch] Unexpected error during initialization', error);
      applyUser(null);
      if (refused) authState.sessionEnded = 'expired';
    }
    authState.initiated = true;
  })();
  return initiating;
}
