import { useSyncExternalStore } from 'react';
import type { CoinsSource } from '../contract/toolHost.ts';
import type { TrackedCoin } from '../schemas/trackedCoin.ts';

/**
 * The host's tracked coins, re-rendering when they change. A tool's first frame reads the same
 * source (the first-frame host's: none, not loaded), so it renders on the server as well.
 * `waiting`: not loaded, and not failed either (the host then shows the failure): the time to say
 * "Loading your coins…".
 */
export function useCoins(source: CoinsSource): { coins: readonly TrackedCoin[]; loaded: boolean; waiting: boolean } {
  const coins = useSyncExternalStore(source.subscribe, source.getCoins, source.getCoins);
  const loaded = useSyncExternalStore(source.subscribe, source.isLoaded, source.isLoaded);
  const failed = useSyncExternalStore(
    source.subscribe,
    () => source.loadFailed?.() ?? false,
    () => false,
  );
  return { coins, loaded, waiting: !loaded && !failed };
}
