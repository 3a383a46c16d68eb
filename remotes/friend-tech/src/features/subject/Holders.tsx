import { Link } from '@coinwatch/shared/router';
import { countOf } from '@coinwatch/shared/toolkit';
import type { Address, PublicClient } from 'viem';
import type { Market } from '../../chain/deployments.ts';
import { AddressLabel } from '../addresses/AddressLabel.tsx';
import type { TrackedLabel } from '../addresses/trackedAddresses.ts';
import { ReadOutcome } from '../keys/ReadOutcome.tsx';
import { readHoldings } from '../keys/readKeyStats.ts';
import { useContractRead } from '../keys/useContractRead.ts';
import type { Trade } from '../trades/trade.ts';
import { holderCandidates } from './holderCandidates.ts';
import { holdersSummary } from './holdersSummary.ts';

type Props = {
  market: Market;
  client: PublicClient;
  subject: Address;
  supply: bigint;
  /** The page's Refresh count: each press reads the holdings again. */
  round: number;
  /** This subject's trades in the blocks scanned. */
  trades: readonly Trade[];
  scannedFrom: bigint | null;
  tracked: ReadonlyMap<string, TrackedLabel>;
  subjectHref(address: string): string;
};

/**
 * Who holds the subject's keys, among the candidates (holderCandidates.ts); each balance is read
 * from the contract, so every number shown is exact.
 */
export function Holders({ market, client, subject, supply, round, trades, scannedFrom, tracked, subjectHref }: Props) {
  const candidates = holderCandidates(subject, trades, tracked);
  const holdings = useContractRead(
    () => readHoldings(client, market.deployment.contract, subject, candidates),
    `${subject}|${supply}|${candidates.join(',')}|${round}`,
  );
  const found = holdings.data?.reduce((sum, h) => sum + h.keys, 0n) ?? 0n;
  return (
    <div className="ft-panel" data-testid="ft-holders" data-status={holdings.status}>
      <h2>Holders</h2>
      <ReadOutcome market={market} read={holdings} done="Holders read." />
      {holdings.data && (
        <>
          <p data-testid="ft-holders-summary">
            {holdersSummary(found, supply, holdings.data.length)}
            {found < supply && scannedFrom !== null && (
              <>
                {' '}
                {found > 0n ? 'The others belong to addresses that have' : 'Their holders have'} not traded since block{' '}
                {scannedFrom.toString()}: look further back to find them.
              </>
            )}
          </p>
          <ul className="ft-holders">
            {holdings.data.map((h) => (
              <li key={h.holder} data-testid="ft-holder" data-address={h.holder}>
                <Link to={subjectHref(h.holder)}>
                  <AddressLabel address={h.holder} tracked={tracked.get(h.holder.toLowerCase())} />
                </Link>{' '}
                <span className="ft-number">{countOf(h.keys, 'key', 'keys')}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
