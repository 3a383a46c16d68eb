import type { CoinsSource } from '../contract/toolHost.ts';
import type { TrackedCoin } from '../schemas/trackedCoin.ts';

/** A CoinsSource over a fixed list, for tools' dev hosts and unit tests. */
export function fakeCoinsSource(initial: TrackedCoin[]): CoinsSource & { set(coins: TrackedCoin[]): void } {
  let coins = initial;
  const listeners = new Set<() => void>();
  return {
    getCoins: () => coins,
    isLoaded: () => true,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next) {
      coins = next;
      for (const l of listeners) l();
    },
  };
}
