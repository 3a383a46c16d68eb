import type { SupabaseClient } from '@supabase/supabase-js';
import { authState } from './authState.ts';
import { supabaseReady } from './supabaseClient.ts';

/** Coming back to the tab several times in a row (focus and visibility fire together) asks once. */
const RECONFIRM_AFTER_MS = 5_000;

let lastAsked = Number.NEGATIVE_INFINITY;
let asking: Promise<void> | null = null;

/**
 * Asks the server about the stored session's user (askSession.ts, which comes with supabase-js, in
 * its chunk: /login never needs it). A session the server ended is signed out here.
 */
export function confirmSession(client: SupabaseClient): Promise<void> {
  lastAsked = Date.now();
  asking ??= import(/* webpackChunkName: "supabase" */ './supabaseChunk.ts')
    .then(({ askSession }) => askSession(client))
    .finally(() => {
      asking = null;
    });
  return asking;
}

/** A tab left open on screen asks about this often too (5 to 7.5 minutes apart): signed out from another device, it showed the user's data until its token's next refresh. */
const RECONFIRM_EVERY_MS = 5 * 60_000;

/**
 * A session's tokens stay usable for up to an hour after the server ended it, and row level
 * security then shows such a tab empty lists. So the session is confirmed again whenever the user
 * comes back to the tab, and every few minutes while it shows, rather than at the next token refresh.
 */
export function confirmSessionWhileOpen(): void {
  /** Asks, unless the tab is hidden, nobody is signed in, or it asked less than `after` ago. */
  const reconfirm = (after: number) => {
    if (document.visibilityState !== 'visible' || !authState.user || Date.now() - lastAsked < after) return;
    supabaseReady()
      .then(confirmSession)
      .catch((error: unknown) => console.error('[coinwatch] Could not confirm the session', error));
  };
  const onReturn = () => reconfirm(RECONFIRM_AFTER_MS);
  document.addEventListener('visibilitychange', onReturn);
  window.addEventListener('focus', onReturn);
  // Not when a return to the tab asked in the last half of the wait.
  setInterval(() => reconfirm(RECONFIRM_EVERY_MS / 2), RECONFIRM_EVERY_MS);
}
