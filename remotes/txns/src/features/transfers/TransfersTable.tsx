import type { ChainConfig, TrackedAddress } from '@coinwatch/shared';
import { countOf, cssVars, grouped, useMediaQuery, useRemeasureOnChange } from '@coinwatch/shared/toolkit';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { type Transfer, transferKey } from '../../chain/transfer.ts';
import { type SortKey, toggleSort, txnsState } from '../../state/txnsState.ts';
import { maxListedRows } from './listedRows.ts';
import { TransferRow } from './TransferRow.tsx';
import { fitTimeColumn } from './transferTime.ts';
import { useFocusedRowKept } from './useFocusedRowKept.ts';
import { type NewRowsOutOfView, useNewRowsMarker } from './useNewRowsMarker.ts';

export type TransfersTableProps = {
  rows: readonly Transfer[];
  chain: ChainConfig;
  decimals: number;
  symbol: string;
  ours: ReadonlySet<string>;
  /** Whether `ours` is the page's one address, not the coin's tracked addresses. */
  oneAddress: boolean;
  tracked: ReadonlyMap<string, TrackedAddress>;
  /** The address page of an address: `${basePath}/${coin}/${address}`. */
  addressPath(address: string): string;
  /** The rows in view, once a scroll has settled on them. */
  onShown(shown: readonly Transfer[]): void;
};

/**
 * Heights in rem, kept in step with tool.css: the header row, and a transfer on one line or, on a
 * phone or a tablet, three. In rem, as the rows' text is: at a larger font size chosen in the
 * browser, rows in px cut off their first and last lines.
 */
const HEAD_HEIGHT = 2.25;
const ROW_HEIGHT = 2.25;
const NARROW_ROW_HEIGHT = 4.25;
const NARROW = '(max-width: 62rem)';
/** A scroll that has stopped this long has settled: the rows it only passed are not read for. */
const SETTLED_MS = 150;

/** The transfers, virtualised: only the rows in view are in the DOM, so 10,000 stay smooth. */
export function TransfersTable(p: TransfersTableProps) {
  const { sort, fresh } = useSnapshot(txnsState);
  const scroller = useRef<HTMLDivElement>(null);
  // A rem in px: 16 unless the user chose another font size in the browser.
  const [rem] = useState(() => Number.parseFloat(getComputedStyle(document.documentElement).fontSize) || 16);
  const rowHeight = (useMediaQuery(NARROW) ? NARROW_ROW_HEIGHT : ROW_HEIGHT) * rem;
  const headHeight = HEAD_HEIGHT * rem;
  // Hundreds of thousands of rows would make a list taller than a browser lays out: the rows
  // past its end are left out, and a note says so and how to reach them.
  const limit = maxListedRows(rowHeight);
  const rows = useMemo(() => (p.rows.length > limit ? p.rows.slice(0, limit) : p.rows), [p.rows, limit]);
  const focus = useFocusedRowKept(rows);
  const keyOf = useCallback(
    (index: number) => {
      const t = rows[index];
      return t ? transferKey(t) : index;
    },
    [rows],
  );
  // Scrolled down the list, the rows in view stay put while transfers come or go above them (live
  // ones at the top, a scan's ranges, a filter): a reader keeps their place, and a row with the
  // keyboard focus stays in view. At the top, new rows show as they come.
  const scrolledDown = useRef(false);
  // The list starts below the sticky header row, inside the same scroller.
  const virtualizer = useVirtualizer({
    count: rows.length,
    getItemKey: keyOf,
    anchorTo: scrolledDown.current ? 'end' : 'start',
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    // One row beyond each edge. A fast scroll (a dragged scrollbar) replaces every row each
    // frame, so each extra row costs style, layout and paint in every frame (a 3 s scroll over
    // 11,646 rows: 16-40 of ~160 frames late with 4, 0-15 with 1).
    overscan: 1,
    scrollMargin: headHeight,
    // Scrolled to, a row shows below the sticky header row, not under it.
    scrollPaddingStart: headHeight,
    rangeExtractor: focus.rangeExtractor,
  });
  scrolledDown.current = (virtualizer.scrollOffset ?? 0) > 0;
  useRemeasureOnChange(virtualizer, rowHeight);
  const items = virtualizer.getVirtualItems();
  const newRows = useNewRowsMarker(rows, fresh, virtualizer, scroller);
  // The rows in view: `items` may hold the focused row too, far from them.
  const first = virtualizer.range?.startIndex ?? 0;
  const end = (virtualizer.range?.endIndex ?? -1) + 1;
  const { onShown } = p;
  useEffect(() => {
    const settled = setTimeout(() => onShown(rows.slice(first, end)), SETTLED_MS);
    return () => clearTimeout(settled);
  }, [rows, first, end, onShown]);
  // The order a heading's button chose, said: aria-sort is not read out while focus stays on it.
  const [sortedBy, setSortedBy] = useState('');
  const order = sort.desc ? 'descending' : 'ascending';
  // On a phone, only the sortable headings show: the other columns' values read for themselves. The
  // order's arrow is drawn by tool.css from aria-sort, which says the order to a screen reader.
  const header = (key: SortKey | null, label: string) => (
    <th scope="col" className={key ? undefined : 'txns-head-aside'} aria-sort={key && sort.key === key ? order : undefined}>
      {key ? (
        <button
          type="button"
          className="txns-sort"
          onClick={() => {
            toggleSort(key);
            setSortedBy(label);
          }}
        >
          {label}
        </button>
      ) : (
        label
      )}
    </th>
  );
  const marker = (where: 'above' | 'below', at: NewRowsOutOfView | null) =>
    at && (
      <button type="button" className={`txns-new-rows txns-new-rows-${where}`} onClick={() => newRows.jump(at)} data-testid="txns-new-rows">
        {where === 'above' ? '↑' : '↓'} {countOf(at.count, 'new transfer', 'new transfers')} {where}
      </button>
    );
  return (
    <div className="txns-table-frame">
      {marker('above', newRows.above)}
      {marker('below', newRows.below)}
      <div className="txns-scroller" ref={scroller} data-testid="txns-scroller">
        <table
          className={`txns-table${p.ours.size > 0 ? '' : ' txns-table-no-direction'}`}
          aria-label="Transfers"
          aria-rowcount={rows.length + 1}
          data-testid="txns-table"
          ref={fitTimeColumn}
        >
          <thead>
            <tr className="txns-row txns-head">
              {header(null, 'Time')}
              {header('block', 'Block')}
              {header(null, 'Transaction')}
              {header('from', 'From')}
              {header('to', 'To')}
              {header('amount', `Amount${p.symbol ? ` (${p.symbol})` : ''}`)}
              {p.ours.size > 0 && header(null, 'Direction')}
            </tr>
          </thead>
          <tbody
            className="txns-body"
            onFocus={focus.onFocus}
            onBlur={focus.onBlur}
            ref={cssVars({ '--total': `${virtualizer.getTotalSize()}px` })}
          >
            {items.map((item) => {
              const t = rows[item.index];
              if (!t) return null;
              const key = transferKey(t);
              // `p` stays the same object while only this table renders again (a scroll), so the
              // memoised rows already in view are not rendered again.
              return (
                <TransferRow key={key} transfer={t} index={item.index} top={item.start - headHeight} fresh={fresh.has(key)} table={p} />
              );
            })}
          </tbody>
        </table>
      </div>
      <span className="txns-visually-hidden" role="status">
        {sortedBy && `Sorted by ${sortedBy}, ${order}`}
      </span>
      {rows.length < p.rows.length && (
        <p className="txns-muted txns-list-end" data-testid="txns-list-end">
          The list ends at {countOf(rows.length, 'transfer', 'transfers')} of {grouped(p.rows.length)}, as far as a browser scrolls. Reverse
          the sort or filter to see the others; Export CSV has them all.
        </p>
      )}
    </div>
  );
}
