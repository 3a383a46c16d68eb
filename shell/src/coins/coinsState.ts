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

/** Loads the user's coins with their addresses in one request. */
export async function loadCoins(): Promise<void> {
  if (coinsState.status === 'idle') coinsState.status = 'loading';
  const { data, error } = await supabase().from('tracked_coins').select(COINS_SELECT);
  if (error) {
    coinsState.status = 'error';
    coinsState.error = error.message;
    return;
  }
  coinsState.items = ref(coinsFromRows(data));
  coinsState.status = 'ready';
  coinsState.error = null;
}

export function resetCoins(): void {
  coinsState.status = 'idle';
  coinsState.items = ref([]);
  coinsState.error = null;
}
