import { COINS_SELECT, coinsFromRows, type TrackedCoin } from '@coinwatch/shared';
import { proxy, ref } from 'valtio';
import { supabase } from '../auth/supabaseClient.ts';

export type CoinsState = {
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** Frozen plain arrays (ref): handed to tools as they are, never as proxies. */
  items: TrackedCoin[];
  error: string | null;
};

export const coinsState = proxy<CoinsState>({ status: 'idle', items: ref([]), error: null });

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

/** Loads the user's coins with their addresses in one request; an older answer never wins over a newer. */
export async function loadCoins(): Promise<void> {
  if (coinsState.status === 'idle') coinsState.status = 'loading';
  const request = ++latest;
  const { data, error } = await supabase().from('tracked_coins').select(COINS_SELECT);
  if (request !== latest) return;
  if (error) {
    coinsState.status = 'error';
    coinsState.error = 'Could not load your coins. Check your connection and try again.';
    return;
  }
  setCoins(coinsFromRows(data));
  coinsState.status = 'ready';
  coinsState.error = null;
}

export function resetCoins(): void {
  latest++;
  coinsState.status = 'idle';
  coinsState.items = ref([]);
  coinsState.error = null;
}
