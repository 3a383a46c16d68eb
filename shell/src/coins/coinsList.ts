import { oldestFirst, type TrackedAddress, type TrackedCoin } from '@coinwatch/shared';

/** Pure list edits, shared by the optimistic writes and their rollbacks. */
const byTicker = (a: TrackedCoin, b: TrackedCoin) => a.coinTicker.localeCompare(b.coinTicker);

export const putCoin = (items: readonly TrackedCoin[], coin: TrackedCoin): TrackedCoin[] =>
  [...items.filter((c) => c.id !== coin.id), coin].sort(byTicker);

export const removeCoin = (items: readonly TrackedCoin[], id: string): TrackedCoin[] => items.filter((c) => c.id !== id);

export const patchCoin = (items: readonly TrackedCoin[], id: string, patch: Partial<TrackedCoin>): TrackedCoin[] =>
  items.map((c) => (c.id === id ? { ...c, ...patch } : c)).sort(byTicker);

export const putAddress = (items: readonly TrackedCoin[], coinId: string, address: TrackedAddress): TrackedCoin[] =>
  items.map((c) =>
    c.id === coinId ? { ...c, addresses: [...c.addresses.filter((a) => a.id !== address.id), address].sort(oldestFirst) } : c,
  );

export const removeAddress = (items: readonly TrackedCoin[], coinId: string, id: string): TrackedCoin[] =>
  items.map((c) => (c.id === coinId ? { ...c, addresses: c.addresses.filter((a) => a.id !== id) } : c));

export const findCoin = (items: readonly TrackedCoin[], id: string) => items.find((c) => c.id === id);

/** Whether another coin of the list already has this ticker (the database compares upper-case). */
export const tickerTaken = (items: readonly TrackedCoin[], ticker: string, exceptId?: string) =>
  items.some((c) => c.id !== exceptId && c.coinTicker.toUpperCase() === ticker.trim().toUpperCase());

/** Whether the coin already has this address (the database compares lower-case). */
export const addressTaken = (coin: TrackedCoin | undefined, address: string, exceptId?: string) => {
  const wanted = address.trim().replace(/^0x/i, '').toLowerCase();
  return coin?.addresses.some((a) => a.id !== exceptId && a.address.replace(/^0x/i, '').toLowerCase() === wanted) ?? false;
};
