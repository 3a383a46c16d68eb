import type { Address } from 'viem';
import type { TrackedLabel } from '../addresses/trackedAddresses.ts';
import type { Trade } from '../trades/trade.ts';

/**
 * Whose balances to read for the holders list: the contract keeps balances but no list of holders.
 * The subject first (it bought the first key and usually keeps it, traded or not in the blocks
 * scanned), then everyone who traded the keys there, then the user's own addresses; once each.
 */
export function holderCandidates(subject: Address, trades: readonly Trade[], tracked: ReadonlyMap<string, TrackedLabel>): Address[] {
  const byKey = new Map<string, Address>();
  for (const address of [subject, ...trades.map((t) => t.trader), ...[...tracked.values()].map((l) => l.address)]) {
    const key = address.toLowerCase();
    if (!byKey.has(key)) byKey.set(key, address);
  }
  return [...byKey.values()];
}
