import { type ChainConfig, explorerLink, type TrackedAddress } from '@coinwatch/shared';
import { cssVars, formatAmount } from '@coinwatch/shared/toolkit';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import { useSnapshot } from 'valtio';
import { type Transfer, transferKey } from '../../chain/transfer.ts';
import { type SortKey, toggleSort, txnsState } from '../../state/txnsState.ts';
import { AddressCell } from './AddressCell.tsx';
import { directionOf } from './visibleTransfers.ts';

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
const time = (ts: number | null) => (ts === null ? '…' : new Date(ts * 1000).toLocaleString());

/** The transfers, virtualised: only the rows in view are in the DOM, so 10,000 stay smooth. */
export function TransfersTable(p: TransfersTableProps) {
  const { sort, fresh } = useSnapshot(txnsState);
  const scroller = useRef<HTMLDivElement>(null);
  // The list starts below the sticky header row, inside the same scroller.
  const virtualizer = useVirtualizer({
    count: p.rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
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
            const txLink = explorerLink(p.chain, 'tx', t.txHash);
            const direction = directionOf(t, p.ours);
            return (
              <tr
                key={key}
                aria-rowindex={item.index + 2}
                className={`txns-row txns-body-row${fresh.has(key) ? ' txns-fresh' : ''}`}
                ref={cssVars({ '--y': `${item.start - ROW_HEIGHT}px` })}
                data-testid="txns-row"
                data-key={key}
              >
                <td>{time(t.timestamp)}</td>
                <td>{t.blockNumber.toString()}</td>
                <td title={t.txHash}>
                  {txLink ? (
                    <a href={txLink} target="_blank" rel="noreferrer">
                      <code>{t.txHash.slice(0, 10)}…</code>
                    </a>
                  ) : (
                    <code>{t.txHash.slice(0, 10)}…</code>
                  )}
                </td>
                <td>
                  <AddressCell
                    address={t.from}
                    tracked={p.tracked.get(t.from.toLowerCase())}
                    to={p.addressPath(t.from)}
                    explorer={explorerLink(p.chain, 'address', t.from)}
                  />
                </td>
                <td>
                  <AddressCell
                    address={t.to}
                    tracked={p.tracked.get(t.to.toLowerCase())}
                    to={p.addressPath(t.to)}
                    explorer={explorerLink(p.chain, 'address', t.to)}
                  />
                </td>
                <td className="txns-amount" data-testid="txns-amount">
                  {formatAmount(t.value, p.decimals)}
                </td>
                <td>
                  <span className={`txns-direction txns-direction-${direction}`}>{direction}</span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
