import { explorerLink } from '@coinwatch/shared';
import { cssVars, formatAmount } from '@coinwatch/shared/toolkit';
import { memo } from 'react';
import { type Transfer, transferKey } from '../../chain/transfer.ts';
import { AddressCell } from './AddressCell.tsx';
import type { TransfersTableProps } from './TransfersTable.tsx';
import { formatTransferTime } from './transferTime.ts';
import { directionOf, type TransferDirection } from './visibleTransfers.ts';

/** What each direction word means, in the badge's tooltip: of the coin's tracked addresses, or of the page's one address. */
const directionMeaning: Record<'tracked' | 'one', Record<TransferDirection, string>> = {
  tracked: {
    in: 'Received by a tracked address',
    out: 'Sent from a tracked address',
    between: 'From one tracked address to another',
    self: 'Sent by an address to itself',
    other: 'Neither side is a tracked address',
  },
  one: {
    in: 'Received by this address',
    out: 'Sent from this address',
    between: 'From one tracked address to another',
    self: 'Sent by this address to itself',
    other: 'Neither side is this address',
  },
};

export type TransferRowProps = {
  transfer: Transfer;
  /** Its place in the list, and its offset below the header row. */
  index: number;
  top: number;
  fresh: boolean;
  table: TransfersTableProps;
};

/**
 * One transfer. Memoised: while the list scrolls, rows that stay in view keep their DOM and are
 * not rendered again, so a frame only pays for the rows that come into view.
 */
export const TransferRow = memo(function TransferRow({ transfer: t, index, top, fresh, table: p }: TransferRowProps) {
  const txLink = explorerLink(p.chain, 'tx', t.txHash);
  // Shortened on screen; whole for a screen reader (a title is not read) and for a copy.
  const hash = (
    <code>
      {t.txHash.slice(0, 10)}
      <span className="txns-visually-hidden">{t.txHash.slice(10)}</span>
      <span aria-hidden="true">…</span>
    </code>
  );
  const direction = directionOf(t, p.ours);
  const amount = formatAmount(t.value, p.decimals);
  return (
    <tr
      aria-rowindex={index + 2}
      className={`txns-row txns-body-row${fresh ? ' txns-fresh' : ''}`}
      ref={cssVars({ '--y': `${top}px` })}
      data-testid="txns-row"
      data-key={transferKey(t)}
    >
      <td className="txns-time">
        {/* The highlight is colour alone: a screen reader hears the word. */}
        {fresh && <span className="txns-visually-hidden">New: </span>}
        {formatTransferTime(t.timestamp)}
      </td>
      <td className="txns-block">{t.blockNumber.toString()}</td>
      <td className="txns-tx" title={t.txHash}>
        {txLink ? (
          <a href={txLink} target="_blank" rel="noreferrer">
            {hash}
          </a>
        ) : (
          hash
        )}
      </td>
      <td className="txns-from">
        <AddressCell address={t.from} tracked={p.tracked} chain={p.chain} addressPath={p.addressPath} />
      </td>
      <td className="txns-to">
        <AddressCell address={t.to} tracked={p.tracked} chain={p.chain} addressPath={p.addressPath} />
      </td>
      <td className="txns-amount" data-testid="txns-amount" title={amount}>
        {amount}
      </td>
      {p.ours.size > 0 && (
        <td className="txns-dir">
          <span
            className={`txns-direction txns-direction-${direction}`}
            title={directionMeaning[p.oneAddress ? 'one' : 'tracked'][direction]}
          >
            {direction}
          </span>
        </td>
      )}
    </tr>
  );
});
