import { type ChainConfig, explorerLink, type TrackedAddress } from '@coinwatch/shared';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import { useSnapshot } from 'valtio';
import { type Transfer, transferKey } from '../../chain/transfer.ts';
import { type SortKey, toggleSort, txnsState } from '../../state/txnsState.ts';
import { AddressCell } from './AddressCell.tsx';
import { cssVars } from './cssVars.ts';
import { formatAmount } from './formatAmount.ts';
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
  const virtualizer = useVirtualizer({ count: p.rows.length, getScrollElement: () => scroller.current, estimateSize: () => ROW_HEIGHT, overscan: 12 });
  const header = (key: SortKey | null, label: string) => (
    <div role="columnheader" aria-sort={key && sort.key === key ? (sort.desc ? 'descending' : 'ascending') : undefined}>
      {key ? (
        <button type="button" className="txns-sort" onClick={() => toggleSort(key)}>
          {label}
          {sort.key === key ? (sort.desc ? ' ▼' : ' ▲') : ''}
        </button>
      ) : (
        label
      )}
    </div>
  );
  return (
    <div className="txns-table" role="table" aria-label="Transfers" aria-rowcount={p.rows.length + 1} data-testid="txns-table">
      <div role="rowgroup">
        <div role="row" className="txns-row txns-head">
          {header(null, 'Time')}
          {header('block', 'Block')}
          {header(null, 'Transaction')}
          {header('from', 'From')}
          {header('to', 'To')}
          {header('amount', `Amount${p.symbol ? ` (${p.symbol})` : ''}`)}
          {header(null, 'Direction')}
        </div>
      </div>
      <div className="txns-scroller" ref={scroller} data-testid="txns-scroller">
        <div role="rowgroup" className="txns-body" ref={cssVars({ '--total': `${virtualizer.getTotalSize()}px` })}>
          {virtualizer.getVirtualItems().map((item) => {
            const t = p.rows[item.index];
            if (!t) return null;
            const key = transferKey(t);
            const txLink = explorerLink(p.chain, 'tx', t.txHash);
            const direction = directionOf(t, p.ours);
            return (
              <div
                key={key}
                role="row"
                aria-rowindex={item.index + 2}
                className={`txns-row txns-body-row${fresh.has(key) ? ' txns-fresh' : ''}`}
                ref={cssVars({ '--y': `${item.start}px` })}
                data-testid="txns-row"
                data-key={key}
              >
                <div role="cell">{time(t.timestamp)}</div>
                <div role="cell">{t.blockNumber.toString()}</div>
                <div role="cell" title={t.txHash}>
                  {txLink ? (
                    <a href={txLink} target="_blank" rel="noreferrer">
                      <code>{t.txHash.slice(0, 10)}…</code>
                    </a>
                  ) : (
                    <code>{t.txHash.slice(0, 10)}…</code>
                  )}
                </div>
                <div role="cell">
                  <AddressCell address={t.from} tracked={p.tracked.get(t.from.toLowerCase())} to={p.addressPath(t.from)} explorer={explorerLink(p.chain, 'address', t.from)} />
                </div>
                <div role="cell">
                  <AddressCell address={t.to} tracked={p.tracked.get(t.to.toLowerCase())} to={p.addressPath(t.to)} explorer={explorerLink(p.chain, 'address', t.to)} />
                </div>
                <div role="cell" className="txns-amount" data-testid="txns-amount">
                  {formatAmount(t.value, p.decimals)}
                </div>
                <div role="cell">
                  <span className={`txns-direction txns-direction-${direction}`}>{direction}</span>
                </div>
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
