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
