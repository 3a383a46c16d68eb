import { downloadCsv, formatAmount, runsAsFormula } from '@coinwatch/shared/toolkit';
import { getAddress } from 'viem';
import type { Transfer } from '../../chain/transfer.ts';
import type { Filters } from '../../state/txnsState.ts';
import { directionOf } from './visibleTransfers.ts';

export type CsvContext = {
  decimals: number;
  symbol: string;
  ours: ReadonlySet<string>;
  /** The tracked description of an address, or ''. */
  labelOf(address: string): string;
};

const HEADER = [
  'time',
  'block',
  'tx_hash',
  'log_index',
  'from',
  'from_label',
  'to',
  'to_label',
  'amount',
  'symbol',
  'raw_value',
  'direction',
];

/** RFC 4180: quote a field holding a comma, quote or line break; double the quotes inside. */
function field(value: string): string {
  const safe = runsAsFormula(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The rows as CSV, in the order shown; amounts exact and ungrouped, times in UTC ISO 8601. */
export function transfersCsv(rows: readonly Transfer[], c: CsvContext): string {
  const lines = [HEADER.join(',')];
  for (const t of rows) {
    lines.push(
      [
        t.timestamp === null ? '' : new Date(t.timestamp * 1000).toISOString(),
        t.blockNumber.toString(),
        t.txHash,
        String(t.logIndex),
        getAddress(t.from),
        c.labelOf(t.from),
        getAddress(t.to),
        c.labelOf(t.to),
        formatAmount(t.value, c.decimals, false),
        c.symbol,
        t.value.toString(),
        // A whole token's page has no address of its own, and its table no direction: nor has its file.
        c.ours.size === 0 ? '' : directionOf(t, c.ours),
      ]
        .map(field)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * The file's name says what it holds: the coin, the page's one address or all, and the filters that
 * were on ("DMO-all-in-0x7099…-nonzero-transfers.csv"), so two exports of one page do not read alike.
 */
export function transfersCsvName(title: string, focus: string | null, filters: Filters): string {
  const parts = [title, focus ?? 'all'];
  if (filters.direction !== 'all') parts.push(filters.direction);
  if (filters.address) parts.push(filters.address);
  if (filters.hideZero) parts.push('nonzero');
  return `${parts.join('-')}-transfers.csv`.replace(/[^A-Za-z0-9._-]/g, '_');
}

/** Makes the file of these rows and saves it: what Export CSV loads on its first press. */
export function saveTransfersCsv(name: string, rows: readonly Transfer[], c: CsvContext): void {
  downloadCsv(name, transfersCsv(rows, c));
}
