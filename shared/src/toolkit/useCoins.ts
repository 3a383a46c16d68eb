import { useSyncExternalStore } from 'react';
import type { CoinsSource } from '../contract/toolHost.ts';
import type { TrackedCoin } from '../schemas/trackedCoin.ts';

/** The host's tracked coins, re-rendering when they change. */
export function useCoins(source: CoinsSource): { coins: readonly TrackedCoin[]; loaded: boolean } {
  const coins = useSyncExternalStore(source.subscribe, source.getCoins);
  const loaded = useSyncExternalStore(source.subscribe, source.isLoaded);
  return { coins, loaded };
}
