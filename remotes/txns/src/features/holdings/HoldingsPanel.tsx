import type { ChainConfig, TrackedAddress } from '@coinwatch/shared';
import { formatAmount, grouped, useFocusIfLost } from '@coinwatch/shared/toolkit';
import { useSnapshot } from 'valtio';
import { txnsState } from '../../state/txnsState.ts';
import { PartMessageText } from '../partMessage/PartMessageText.tsx';
import { AddressCell } from '../transfers/AddressCell.tsx';

export type HoldingsPanelProps = {
  /** The addresses the page follows (checksummed); none for a whole token's transfers. */
  addresses: readonly `0x${string}`[];
  tracked: ReadonlyMap<string, TrackedAddress>;
  chain: ChainConfig;
  decimals: number;
  symbol: string;
  addressPath(address: string): string;
};

/** What each followed address holds now, and their total, all as of one block. */
export function HoldingsPanel(p: HoldingsPanelProps) {
  const { holdings } = useSnapshot(txnsState);
  // Try now, pressed in the message, goes with it once the read works: the keyboard's place is the section.
  const heading = useFocusIfLost<HTMLHeadingElement>(holdings.message?.retryAt ?? null);
  if (p.addresses.length === 0) return null;
  const amount = (value: bigint | undefined) => (value === undefined ? '…' : `${formatAmount(value, p.decimals)} ${p.symbol}`.trim());
  const balanceOf = (address: string) => holdings.balances.get(address.toLowerCase());
  const total = holdings.status === 'ready' ? [...holdings.balances.values()].reduce((sum, v) => sum + v, 0n) : undefined;
  return (
    <section
      className="txns-holdings"
      aria-labelledby="txns-holdings-title"
      data-testid="txns-holdings"
      data-status={holdings.status}
      data-block={holdings.block?.toString()}
    >
      <h2 id="txns-holdings-title" ref={heading} tabIndex={-1}>
        Balances
        {holdings.block !== null && <span className="txns-muted"> at block {grouped(holdings.block)}</span>}
      </h2>
      {holdings.status === 'cancelled' && <p role="status">Not read: cancelled before the scan began</p>}
      {(holdings.status === 'idle' || holdings.status === 'loading') && !holdings.message && <p role="status">Reading balances…</p>}
      {holdings.message && (
        <p className="txns-error" role="alert" data-testid="txns-holdings-error">
          <PartMessageText message={holdings.message} />
        </p>
      )}
      <div className="txns-holdings-scroll">
        <table className="txns-holdings-table">
          <thead>
            <tr>
              <th scope="col">Address</th>
              <th scope="col" className="txns-holdings-balance">
                Balance
              </th>
            </tr>
          </thead>
          <tbody>
            {p.addresses.map((address) => (
              <tr key={address} data-testid="txns-holding" data-address={address}>
                <td>
                  <AddressCell address={address} tracked={p.tracked} chain={p.chain} addressPath={p.addressPath} />
                </td>
                <td className="txns-amount" data-testid="txns-holding-balance">
                  {amount(balanceOf(address))}
                </td>
              </tr>
            ))}
          </tbody>
          {p.addresses.length > 1 && (
            <tfoot>
              <tr>
                <th scope="row">Total</th>
                <td className="txns-amount" data-testid="txns-holdings-total">
                  {amount(total)}
                </td>
              </tr>
            </tfoot>
          )}
        </table>
      </div>
    </section>
  );
}
