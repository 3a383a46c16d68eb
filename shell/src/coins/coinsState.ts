import { coinsFromRows, readCoinRows, type TrackedCoin } from '@coinwatch/shared';
import { backoffDelay, unanswered } from '@coinwatch/shared/toolkit';
import { proxy, ref } from 'valtio';
import { supabase } from '../auth/supabaseClient.ts';

export type CoinsState = {
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** Frozen plain arrays (ref): handed to tools as they are, never as proxies. */
  items: TrackedCoin[];
  error: string | null;
  /** A load has succeeded: `items` is the user's list (perhaps stale after a failed refetch), not a placeholder. */
  loaded: boolean;
  /** How many loads have set `items` from the server: a change without one is this tab's own (optimistic, or taken back). */
  reads: number;
};

export const coinsState = proxy<CoinsState>({ status: 'idle', items: ref([]), error: null, loaded: false, reads: 0 });

function freezeCoins(items: TrackedCoin[]): TrackedCoin[] {
  for (const coin of items) {
    for (const a of coin.addresses) Object.freeze(a);
    Object.freeze(coin.addresses);
    Object.freeze(coin);
  }
  return Object.freeze(items) as TrackedCoin[];
}

/** Replaces the list with a new frozen array (never mutated in place, so tools see a new reference). */
export function setCoins(items: TrackedCoin[]): TrackedCoin[] {
  const frozen = freezeCoins(items);
  coinsState.items = ref(frozen);
  return frozen;
}

let latest = 0;
// A load read while this tab was writing may predate the write: its answer would take back a change
// the user has just seen saved. Such an answer is dropped and the list read again once the writes end.
let writeEpoch = 0;
let writesPending = 0;
let reloadAfterWrites = false;
// The writes made here (saves, deletes, Undo; an import sends its own new rows) go out one after
// another, each once the one before is answered or given up on (20 s): sent at once, a later edit
// of a coin could land before an earlier one still on its way (a slow network), which then won in
// the database while the page showed the later one as saved.
let lastWrite: Promise<unknown> = Promise.resolve();

/**
 * Runs a write to the coin tables once the earlier ones made here are answered; loads that overlap
 * it are read again after it.
 */
export async function whileWriting<T>(write: () => PromiseLike<T>): Promise<T> {
  writeEpoch++;
  writesPending++;
  const mine = lastWrite.then(write);
  lastWrite = mine.then(
    () => undefined,
    () => undefined,
  );
  try {
    return await mine;
  } finally {
    writeEpoch++;
    writesPending--;
    // A list that could not be read is read again after a write too: the server may be back, and
    // "Could not load your coins" stayed over a list that saved.
    if (writesPending === 0 && (reloadAfterWrites || coinsState.status === 'error')) {
      reloadAfterWrites = false;
      void loadCoins();
    }
  }
}

/** Why the coins did not load: the connection only when no answer came (a proxy's 500 is not the user's fault). */
const LOAD_FAILED = {
  offline: 'Could not load your coins: you are offline. They load by themselves once you are back.',
  unreachable: 'Could not load your coins. Check your connection. Retrying automatically.',
  'no-answer': 'Could not load your coins: the server did not answer in time. Retrying automatically.',
  answered: 'Could not load your coins: the server had a problem. Retrying automatically.',
  unread: 'Could not read your coins: the server sent an answer Coinwatch does not understand. Retrying automatically.',
} as const;

// A read that failed online is read again by itself, with the tools' back-off (1, 2, 5, 10 s, then
// every 30 s): the server or the network that was down gave no sign of being back, and the
// message stayed until Retry or a return to the tab. Offline, the browser's 'online' does it (coinsSync).
let failedReads = 0;
let readAgain: ReturnType<typeof setTimeout> | undefined;

function loadFailed(why: keyof typeof LOAD_FAILED): void {
  coinsState.status = 'error';
  coinsState.error = LOAD_FAILED[why];
  clearTimeout(readAgain);
  // Not for a tab nobody looks at: coming back to it reads them (coinsSync).
  if (why !== 'offline') readAgain = setTimeout(() => document.visibilityState !== 'hidden' && loadCoins(), backoffDelay(failedReads++));
}

/** Loads the user's coins with their addresses; an older answer never wins over a newer. */
export async function loadCoins(): Promise<void> {
  if (coinsState.status === 'idle') coinsState.status = 'loading';
  const request = ++latest;
  const epoch = writeEpoch;
  // Offline (a page the service worker opened), said at once: supabase-js would first retry each
  // read for 7 s. The list is read again when the browser is back online (coinsSync).
  if (navigator.onLine === false) return loadFailed('offline');
  const answer = await readCoinRows(supabase());
  if (request !== latest) return;
  if (epoch !== writeEpoch || writesPending > 0) {
    if (writesPending > 0) reloadAfterWrites = true;
    else void loadCoins();
    return;
  }
  if (answer.error) return loadFailed(unanswered(answer.error) ?? 'answered');
  let coins: TrackedCoin[];
  try {
    coins = coinsFromRows(answer.coins, answer.addresses);
  } catch {
    // A proxy's error page or a server of another version: not the user's connection.
    return loadFailed('unread');
  }
  clearTimeout(readAgain);
  failedReads = 0;
  setCoins(coins);
  coinsState.status = 'ready';
  coinsState.error = null;
  coinsState.loaded = true;
  coinsState.reads++;
}

export function resetCoins(): void {
  latest++;
  clearTimeout(readAgain);
  failedReads = 0;
  coinsState.status = 'idle';
  coinsState.items = ref([]);
  coinsState.error = null;
  coinsState.loaded = false;
}
