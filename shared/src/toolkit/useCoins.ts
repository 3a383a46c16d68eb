import { useSyncExternalStore } from 'react';
import type { CoinsSource } from '../contract/toolHost.ts';
import type { TrackedCoin } from '../schemas/trackedCoin.ts';

/**
 * The host's tracked coins, re-rendering when they change. A tool's first frame reads the same
 * source (the first-frame host's: none, not loaded), so it renders on the server as well.
 */
export function useCoins(source: CoinsSource): { coins: readonly TrackedCoin[]; loaded: boolean } {
  const coins = useSyncExternalStore(source.subscribe, source.getCoins, source.getCoins);
  const loaded = useSyncExternalStore(source.subscribe, source.isLoaded, source.isLoaded);
  return { coins, loaded };
}
