import type { SupabaseClient } from '@supabase/supabase-js';
import { applyUser } from './applyUser.ts';
import { isAuthErrorNamed } from './authErrors.ts';
import { authState } from './authState.ts';
import { supabaseReady } from './supabaseClient.ts';

/** Coming back to the tab several times in a row (focus and visibility fire together) asks once. */
const RECONFIRM_AFTER_MS = 5_000;

let lastAsked = Number.NEGATIVE_INFINITY;
let asking: Promise<void> | null = null;

/**
 * Asks the server about the stored session's user. A user deleted or a session revoked meanwhile
 * (signed out everywhere, a password changed, or an authenticator app added on another device,
 * which ends the user's sessions without a code) is signed out here, and the guard sends the
 * visitor to /login; offline, the stored session is kept.
 */
export function confirmSession(client: SupabaseClient): Promise<void> {
  lastAsked = Date.now();
  asking ??= (async () => {
    try {
      const asked = authState.user?.id ?? null;
      const { data, error } = await client.auth.getUser();
      // Signed out (or in as someone else) while the server answered: the answer is about a
      // session that is gone, and must neither bring its user back nor sign out the next one.
      if ((authState.user?.id ?? null) !== asked) return;
      if (data.user) applyUser(data.user);
      else if (!isAuthErrorNamed(error, 'AuthRetryableFetchError')) await client.auth.signOut({ scope: 'local' });
    } finally {
      asking = null;
    }
  })();
  return asking;
}

/**
 * A session's tokens stay usable for up to an hour after the server ended it, and row level
 * security then shows such a tab empty lists. So the session is confirmed again whenever the user
 * comes back to the tab, rather than at the next token refresh.
 */
export function confirmSessionOnReturn(): void {
  const onReturn = () => {
    if (document.visibilityState !== 'visible' || !authState.user || Date.now() - lastAsked < RECONFIRM_AFTER_MS) return;
    supabaseReady()
      .then(confirmSession)
      .catch((error: unknown) => console.error('[coinwatch] Could not confirm the session', error));
  };
  document.addEventListener('visibilitychange', onReturn);
  window.addEventListener('focus', onReturn);
}
