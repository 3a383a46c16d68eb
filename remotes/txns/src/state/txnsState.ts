import { proxy, ref } from 'valtio';
import { createTransferKeySet, mergeTransfers, type Transfer, type TransferKeySet, transferKey } from '../chain/transfer.ts';
import type { MonitorMode } from '../features/monitor/monitorTransfers.ts';

/**
 * What a part of the page (the scan, the balances, the monitor) says went wrong, and when its failed
 * call is tried again (epoch ms; null when it is not), which the page counts down to.
 */
export type PartMessage = { text: string; retryAt: number | null };

/** A failed call that is tried again in `delayMs`. */
export const retryingMessage = (text: string, delayMs: number): PartMessage => ({ text, retryAt: Date.now() + delayMs });

export type TokenState =
  | { status: 'loading' }
  | { status: 'ready'; symbol: string; decimals: number }
  /** No ERC-20 there: the page says so (with the chain's name) instead of showing a scan. */
  | { status: 'not-a-token' };

export type ScanState = {
  status: 'idle' | 'loading' | 'ready' | 'cancelled' | 'error';
  scannedBlocks: number;
  totalBlocks: number;
  found: number;
  /** Why the scan is waiting (an RPC failure it will retry), or why it stopped. */
  message: PartMessage | null;
  /** Whether the rows came partly from the IndexedDB cache. */
  fromCache: boolean;
  /** How long the last complete scan took (ms), for the status line and the benchmark. */
  durationMs: number | null;
};

/** balanceOf of the page's addresses, all read at one block. */
export type HoldingsState = {
  /** cancelled: the scan was cancelled before the chain answered, so they were never read. */
  status: 'idle' | 'loading' | 'ready' | 'cancelled';
  block: bigint | null;
  /** Lowercase address → balance at `block`. */
  balances: ReadonlyMap<string, bigint>;
  /** Why the last read failed (it is retried). */
  message: PartMessage | null;
};

export type MonitorState = {
  /** cancelled: the scan was cancelled before the chain answered, so it never started. */
  mode: MonitorMode | 'off' | 'cancelled';
  latestBlock: bigint | null;
  latestBlockTime: number | null;
  processedBlock: bigint | null;
  message: PartMessage | null;
};

export type Direction = 'all' | 'in' | 'out';
export type SortKey = 'block' | 'amount' | 'from' | 'to';
export type Filters = { direction: Direction; address: string; hideZero: boolean };
export type Sort = { key: SortKey; desc: boolean };

const initialScan = (): ScanState => ({
  status: 'idle',
  scannedBlocks: 0,
  totalBlocks: 0,
  found: 0,
  message: null,
  fromCache: false,
  durationMs: null,
});
const initialHoldings = (): HoldingsState => ({ status: 'idle', block: null, balances: ref(new Map()), message: null });
const initialMonitor = (): MonitorState => ({ mode: 'off', latestBlock: null, latestBlockTime: null, processedBlock: null, message: null });

/**
 * The transfers of the page being shown. Rows are a ref'd array, replaced on every change: 10,000
 * proxied row objects would cost far more than they give, and nothing edits a row in place.
 */
export const txnsState = proxy({
  viewKey: '',
  pageKey: '',
  token: { status: 'loading' } as TokenState,
  rows: ref([] as Transfer[]),
  /** Keys of rows that arrived live, highlighted for a few seconds. */
  fresh: ref(new Set<string>()),
  scan: initialScan(),
  holdings: initialHoldings(),
  monitor: initialMonitor(),
  filters: { direction: 'all', address: '', hideZero: false } as Filters,
  sort: { key: 'block', desc: true } as Sort,
});

/**
 * Starts a view afresh; Scan again on the same view keeps the filters the user set, and with
 * `keepRows` its rows: they stay shown for the new session to check and add to, live ones too,
 * instead of going until its scan finds them again. So does the token's symbol and decimals the
 * rows are written with (without them, 1.5 DMO would read 1,500,000,000,000,000,000 until the
 * node answers again). The same `page` (a coin's own) with other addresses, changed in another tab,
 * keeps the filters and the rows of the addresses it still follows, rather than starting over.
 */
export function resetView(viewKey: string, keepRows = false, page = { key: viewKey, addresses: [] as readonly string[] }): void {
  const sameView = txnsState.viewKey === viewKey;
  const samePage = !sameView && txnsState.pageKey === page.key;
  txnsState.pageKey = page.key;
  const ours = new Set(page.addresses.map((a) => a.toLowerCase()));
  const filters = txnsState.filters;
  if (!sameView && !samePage) txnsState.filters = { direction: 'all', address: '', hideZero: false };
  // Its address is no longer followed: the filter would hide every row.
  else if (samePage && filters.address && !ours.has(filters.address.toLowerCase())) filters.address = '';
  txnsState.viewKey = viewKey;
  const keep = (keepRows && sameView) || samePage;
  if (!keep) {
    txnsState.rows = ref([]);
    txnsState.fresh = ref(new Set());
  } else if (samePage) txnsState.rows = ref(txnsState.rows.filter((t) => ours.has(t.from.toLowerCase()) || ours.has(t.to.toLowerCase())));
  if (!keep || txnsState.token.status !== 'ready') txnsState.token = { status: 'loading' };
  txnsState.scan = initialScan();
  txnsState.holdings = initialHoldings();
  txnsState.monitor = initialMonitor();
}

// The keys of the rows array the state holds, so the next chunk is checked against them without
// building them again; any other rows array (filtered, reset) gets its keys built on first need.
const rowKeys = new WeakMap<readonly Transfer[], TransferKeySet>();

/** Merges transfers into the rows; those of them in `fresh` (news, arrived live) are highlighted. */
export function addTransfers(transfers: readonly Transfer[], fresh: readonly Transfer[] = []): void {
  if (transfers.length === 0) return;
  const rows = txnsState.rows;
  const seen = rowKeys.get(rows) ?? createTransferKeySet(rows);
  rowKeys.delete(rows);
  const merged = mergeTransfers(rows, transfers, seen);
  rowKeys.set(merged, seen);
  txnsState.rows = ref(merged);
  if (fresh.length > 0) txnsState.fresh = ref(new Set([...txnsState.fresh, ...fresh.map(transferKey)]));
}

export function clearFresh(keys: readonly string[]): void {
  const next = new Set(txnsState.fresh);
  for (const key of keys) next.delete(key);
  txnsState.fresh = ref(next);
}

/**
 * Drops the rows that are `gone` (taken back by a reorg, or by a restarted chain); a new array only
 * if any went, so the table is not drawn again for nothing.
 */
export function dropRows(gone: (t: Transfer) => boolean): void {
  const kept = txnsState.rows.filter((t) => !gone(t));
  if (kept.length !== txnsState.rows.length) txnsState.rows = ref(kept);
}

export function dropTransfers(keys: readonly string[]): void {
  const gone = new Set(keys);
  dropRows((t) => gone.has(transferKey(t)));
}

export function setTimestamps(times: ReadonlyMap<bigint, number>): void {
  txnsState.rows = ref(
    txnsState.rows.map((t) =>
      t.timestamp === null && times.has(t.blockNumber) ? { ...t, timestamp: times.get(t.blockNumber) ?? null } : t,
    ),
  );
}

export function setFilter<K extends keyof Filters>(key: K, value: Filters[K]): void {
  txnsState.filters[key] = value;
}

export function toggleSort(key: SortKey): void {
  txnsState.sort = txnsState.sort.key === key ? { key, desc: !txnsState.sort.desc } : { key, desc: true };
}
