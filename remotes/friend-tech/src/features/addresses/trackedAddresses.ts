import type { TrackedCoin } from '@coinwatch/shared';
import { hexAddress } from '@coinwatch/shared/toolkit';
import { type Address, getAddress } from 'viem';

export type TrackedLabel = { address: Address; description: string; color: string; tickers: string[] };

/**
 * The user's tracked addresses across all coins, once each, keyed by lower-case 0x address: the
 * first colour and the first non-empty description win, and the coins it is tracked under are listed.
 */
export function trackedAddresses(coins: readonly TrackedCoin[]): Map<string, TrackedLabel> {
  const byAddress = new Map<string, TrackedLabel>();
  for (const coin of coins) {
    for (const tracked of coin.addresses) {
      const key = hexAddress(tracked.address);
      if (!key) continue;
      const known = byAddress.get(key);
      if (known) {
        if (!known.tickers.includes(coin.coinTicker)) known.tickers.push(coin.coinTicker);
        if (!known.description && tracked.description) known.description = tracked.description;
      } else {
        byAddress.set(key, {
          address: getAddress(key),
          description: tracked.description,
          color: tracked.color,
          tickers: [coin.coinTicker],
        });
      }
    }
  }
  return byAddress;
}
