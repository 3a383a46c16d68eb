import type { CoinsSource } from '../contract/toolHost.ts';
import type { TrackedCoin } from '../schemas/trackedCoin.ts';

/**
 * A CoinsSource over a fixed list, for tools' dev hosts and unit tests. `null` is a list the host
 * has not loaded yet; `set` loads it.
 */
export function fakeCoinsSource(initial: TrackedCoin[] | null): CoinsSource & { set(coins: TrackedCoin[]): void } {
  let coins = initial ?? [];
  let loaded = initial !== null;
  const listeners = new Set<() => void>();
  return {
    getCoins: () => coins,
    isLoaded: () => loaded,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next) {
      coins = next;
      loaded = true;
      for (const l of listeners) l();
    },
  };
}
