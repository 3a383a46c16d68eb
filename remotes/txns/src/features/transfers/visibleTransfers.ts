import type { Transfer } from '../../chain/transfer.ts';
import type { Filters, Sort } from '../../state/txnsState.ts';

export type TransferDirection = 'in' | 'out' | 'self' | 'between' | 'other';

/**
 * Direction relative to "our" addresses (the coin's tracked ones, or the page's one address):
 * 'self' only for an address sending to itself, as explorers use the word; a transfer from one
 * tracked address to another is 'between' them.
 */
export function directionOf(t: Transfer, ours: ReadonlySet<string>): TransferDirection {
  const from = ours.has(t.from.toLowerCase());
  const to = ours.has(t.to.toLowerCase());
  if (from && to) return t.from.toLowerCase() === t.to.toLowerCase() ? 'self' : 'between';
  if (to) return 'in';
  if (from) return 'out';
  return 'other';
}

const compareBig = (a: bigint, b: bigint) => (a === b ? 0 : a < b ? -1 : 1);

/** The rows the table shows (and the CSV exports): filtered, then sorted. */
export function visibleTransfers(rows: readonly Transfer[], filters: Filters, sort: Sort, ours: ReadonlySet<string>): Transfer[] {
  const one = filters.address.toLowerCase();
  const shown = rows.filter((t) => {
    if (filters.hideZero && t.value === 0n) return false;
    if (one && t.from.toLowerCase() !== one && t.to.toLowerCase() !== one) return false;
    if (filters.direction === 'all') return true;
    const d = directionOf(t, one ? new Set([one]) : ours);
    // Both in and out: it leaves one of our addresses and reaches one.
    return d === 'self' || d === 'between' || d === filters.direction;
  });
  const sign = sort.desc ? -1 : 1;
  const byBlock = (a: Transfer, b: Transfer) => compareBig(a.blockNumber, b.blockNumber) || a.logIndex - b.logIndex;
  const compare: Record<Sort['key'], (a: Transfer, b: Transfer) => number> = {
    block: byBlock,
    amount: (a, b) => compareBig(a.value, b.value) || byBlock(a, b),
    from: (a, b) => a.from.toLowerCase().localeCompare(b.from.toLowerCase()) || byBlock(a, b),
    to: (a, b) => a.to.toLowerCase().localeCompare(b.to.toLowerCase()) || byBlock(a, b),
  };
  const by = compare[sort.key];
  // Rows arrive newest first, which is the default order: skip the sort then.
  if (sort.key === 'block' && sort.desc) return shown;
  return shown.sort((a, b) => sign * by(a, b));
}
