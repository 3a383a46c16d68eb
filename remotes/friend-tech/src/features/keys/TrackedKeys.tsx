import { Link } from '@coinwatch/shared/router';
import { grouped, PendingButton } from '@coinwatch/shared/toolkit';
import { useId } from 'react';
import type { PublicClient } from 'viem';
import type { Market } from '../../chain/deployments.ts';
import type { MarketPageProps } from '../../marketPage.ts';
import { AddressLabel } from '../addresses/AddressLabel.tsx';
import type { TrackedLabel } from '../addresses/trackedAddresses.ts';
import { KeyPrice } from './KeyPrice.tsx';
import { ReadOutcome } from './ReadOutcome.tsx';
import { readKeyStats } from './readKeyStats.ts';
import { useContractRead } from './useContractRead.ts';

type Props = {
  market: Market;
  client: PublicClient;
  tracked: ReadonlyMap<string, TrackedLabel>;
  /** Whether the host has read the user's coins (an empty list before that is not theirs). */
  status: MarketPageProps['trackedStatus'];
  /** Changes when a trade of one of these subjects arrives, to read them again. */
  version: string;
  subjectHref(address: string): string;
};

/** The keys of each address the user tracks: supply and one-key prices, from the contract. */
export function TrackedKeys({ market, client, tracked, status, version, subjectHref }: Props) {
  const labels = [...tracked.values()];
  const stats = useContractRead(
    () =>
      readKeyStats(
        client,
        market.deployment.contract,
        labels.map((l) => l.address),
      ),
    `${market.chain.id}|${labels.map((l) => l.address).join(',')}|${version}`,
  );
  const symbol = market.chain.nativeSymbol;
  // The table is named by its heading, as the trades table is by its count.
  const titleId = useId();

  if (!labels.length && status === 'waiting') return <p role="status">Loading your tracked addresses…</p>;
  // The shell says its list could not be read; "loading" under that would never end.
  if (!labels.length && status === 'failed') return null;
  if (!labels.length) return <p className="ft-muted">You track no addresses yet. Add some on Home to see their keys here.</p>;
  return (
    <div className="ft-panel" data-testid="ft-tracked" data-status={stats.status}>
      <div className="ft-panel-head">
        <h2 id={titleId}>Your tracked addresses</h2>
        <PendingButton pending={stats.status === 'loading'} onClick={stats.refresh}>
          {stats.status === 'loading' ? 'Reading…' : 'Refresh'}
        </PendingButton>
      </div>
      <ReadOutcome market={market} read={stats} done="Keys of your tracked addresses read." />
      {/* Hundreds of tracked addresses scroll in here: a row each pushed the market's trades pages down. */}
      <div className="ft-tracked-scroll">
        <table className="ft-table ft-tracked-table" aria-labelledby={titleId}>
          <thead>
            <tr>
              <th scope="col">Address</th>
              {/* How many of the address's own keys exist: headed "Keys", a 0 read as "holds no keys" (it held twelve of another's). */}
              <th scope="col" className="ft-number">
                Supply
              </th>
              {/* A no-break space keeps a heading to two lines: squeezed, it took a line per word. */}
              <th scope="col" className="ft-number">
                Buy 1{'\u00a0'}key
              </th>
              <th scope="col" className="ft-number">
                Sell 1{'\u00a0'}key
              </th>
            </tr>
          </thead>
          <tbody>
            {labels.map((label) => {
              const s = stats.data?.find((x) => x.subject === label.address);
              // Never read (the alert above says why): not "…", which says a read is under way.
              const none = stats.status === 'failed' ? '—' : '…';
              return (
                <tr key={label.address} data-testid="ft-tracked-row" data-address={label.address}>
                  <td>
                    <Link to={subjectHref(label.address)}>
                      <AddressLabel address={label.address} tracked={label} />
                    </Link>
                  </td>
                  <td className="ft-number" data-testid="ft-supply" data-label="Supply">
                    {s ? grouped(s.supply) : none}
                  </td>
                  <td className="ft-number" data-testid="ft-buy" data-label="Buy 1 key">
                    {s ? <KeyPrice wei={s.supply > 0n ? s.buyPrice : null} symbol={symbol} /> : none}
                  </td>
                  <td className="ft-number" data-testid="ft-sell" data-label="Sell 1 key">
                    {s ? <KeyPrice wei={s.sellPrice} symbol={symbol} /> : none}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className="ft-muted">
        Prices include friend.tech's fees. With no keys yet, only the address itself can buy the first; the last key cannot be sold.
      </p>
    </div>
  );
}
