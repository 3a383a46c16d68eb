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

/** Whether a transfer is one the filters show (the table's rows, and the live ones worth a notice). */
export function passesFilters(filters: Filters, ours: ReadonlySet<string>): (t: Transfer) => boolean {
  const one = filters.address.toLowerCase();
  const mine = one ? new Set([one]) : ours;
  return (t) => {
    if (filters.hideZero && t.value === 0n) return false;
    if (one && t.from.toLowerCase() !== one && t.to.toLowerCase() !== one) return false;
    if (filters.direction === 'all') return true;
    const d = directionOf(t, mine);
    // Both in and out: it leaves one of our addresses and reaches one.
    return d === 'self' || d === 'between' || d === filters.direction;
  };
}

const compareBig = (a: bigint, b: bigint) => (a === b ? 0 : a < b ? -1 : 1);

/** Descriptions sort as people read them: case and accents aside, and "Wallet 2" before "Wallet 10". */
const compareNames = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' }).compare;

/**
 * Addresses in the order their cells read: the described ones (tracked) by description, before
 * the bare ones by address. Two described alike go by address too: each address's rows in one run,
 * not interleaved in block order.
 */
function compareShown(labelOf: (address: string) => string) {
  return (a: string, b: string) => {
    const [labelA, labelB] = [labelOf(a), labelOf(b)];
    if (!labelA !== !labelB) return labelA ? -1 : 1;
    const [lowA, lowB] = [a.toLowerCase(), b.toLowerCase()];
    return (labelA && compareNames(labelA, labelB)) || (lowA === lowB ? 0 : lowA < lowB ? -1 : 1);
  };
}

/**
 * The rows the table shows (and the CSV exports): filtered, then sorted. `labelOf` gives an
 * address's description as its cell shows it ('' for none), which From and To sort by.
 */
export function visibleTransfers(
  rows: readonly Transfer[],
  filters: Filters,
  sort: Sort,
  ours: ReadonlySet<string>,
  labelOf: (address: string) => string,
): Transfer[] {
  const shown = rows.filter(passesFilters(filters, ours));
  const sign = sort.desc ? -1 : 1;
  const byBlock = (a: Transfer, b: Transfer) => compareBig(a.blockNumber, b.blockNumber) || a.logIndex - b.logIndex;
  const byAddress = compareShown(labelOf);
  const compare: Record<Sort['key'], (a: Transfer, b: Transfer) => number> = {
    block: byBlock,
    amount: (a, b) => compareBig(a.value, b.value) || byBlock(a, b),
    from: (a, b) => byAddress(a.from, b.from) || byBlock(a, b),
    to: (a, b) => byAddress(a.to, b.to) || byBlock(a, b),
  };
  const by = compare[sort.key];
  // Rows arrive newest first, which is the default order: skip the sort then.
  if (sort.key === 'block' && sort.desc) return shown;
  return shown.sort((a, b) => sign * by(a, b));
}
