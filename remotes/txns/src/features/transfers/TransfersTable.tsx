import type { ChainConfig, TrackedAddress } from '@coinwatch/shared';
import { cssVars } from '@coinwatch/shared/toolkit';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import { useSnapshot } from 'valtio';
import { type Transfer, transferKey } from '../../chain/transfer.ts';
import { type SortKey, toggleSort, txnsState } from '../../state/txnsState.ts';
import { TransferRow } from './TransferRow.tsx';

export type TransfersTableProps = {
  rows: readonly Transfer[];
  chain: ChainConfig;
  decimals: number;
  symbol: string;
  ours: ReadonlySet<string>;
  tracked: ReadonlyMap<string, TrackedAddress>;
  /** The address page of an address: `${basePath}/${coin}/${address}`. */
  addressPath(address: string): string;
};

const ROW_HEIGHT = 36;

/** The transfers, virtualised: only the rows in view are in the DOM, so 10,000 stay smooth. */
export function TransfersTable(p: TransfersTableProps) {
  const { sort, fresh } = useSnapshot(txnsState);
  const scroller = useRef<HTMLDivElement>(null);
  // The list starts below the sticky header row, inside the same scroller.
  const virtualizer = useVirtualizer({
    count: p.rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    // One row beyond each edge. A fast scroll (a dragged scrollbar) replaces every row each
    // frame, so each extra row costs style, layout and paint in every frame (a 3 s scroll over
    // 11,646 rows: 16-40 of ~160 frames late with 4, 0-15 with 1).
    overscan: 1,
    scrollMargin: ROW_HEIGHT,
  });
  const header = (key: SortKey | null, label: string) => (
    <th scope="col" aria-sort={key && sort.key === key ? (sort.desc ? 'descending' : 'ascending') : undefined}>
      {key ? (
        <button type="button" className="txns-sort" onClick={() => toggleSort(key)}>
          {label}
          {sort.key === key ? (sort.desc ? ' ▼' : ' ▲') : ''}
        </button>
      ) : (
        label
      )}
    </th>
  );
  return (
    <div className="txns-scroller" ref={scroller} data-testid="txns-scroller">
      <table className="txns-table" aria-label="Transfers" aria-rowcount={p.rows.length + 1} data-testid="txns-table">
        <thead>
          <tr className="txns-row txns-head">
            {header(null, 'Time')}
            {header('block', 'Block')}
            {header(null, 'Transaction')}
            {header('from', 'From')}
            {header('to', 'To')}
            {header('amount', `Amount${p.symbol ? ` (${p.symbol})` : ''}`)}
            {header(null, 'Direction')}
          </tr>
        </thead>
        <tbody className="txns-body" ref={cssVars({ '--total': `${virtualizer.getTotalSize()}px` })}>
          {virtualizer.getVirtualItems().map((item) => {
            const t = p.rows[item.index];
            if (!t) return null;
            const key = transferKey(t);
            // `p` stays the same object while only this table renders again (a scroll), so the
            // memoised rows already in view are not rendered again.
            return <TransferRow key={key} transfer={t} index={item.index} top={item.start - ROW_HEIGHT} fresh={fresh.has(key)} table={p} />;
          })}
        </tbody>
      </table>
    </div>
  );
}
