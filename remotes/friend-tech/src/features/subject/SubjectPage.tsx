import { addressProblem, explorerLink } from '@coinwatch/shared';
import { Link, useParams } from '@coinwatch/shared/router';
import { grouped, hexAddress, PendingButton } from '@coinwatch/shared/toolkit';
import { useCallback, useMemo, useState } from 'react';
import { type Address, getAddress } from 'viem';
import type { MarketPageProps } from '../../marketPage.ts';
import { AddressLabel } from '../addresses/AddressLabel.tsx';
import { KeyPrice } from '../keys/KeyPrice.tsx';
import { ReadOutcome } from '../keys/ReadOutcome.tsx';
import { readFees, readKeyStats } from '../keys/readKeyStats.ts';
import { useContractRead } from '../keys/useContractRead.ts';
import { FeedStatus } from '../trades/FeedStatus.tsx';
import { TradesTable } from '../trades/TradesTable.tsx';
import { Holders } from './Holders.tsx';
import { PriceCalculator } from './PriceCalculator.tsx';

type Props = MarketPageProps & { homeHref: string };

const percent = (fraction: bigint) => `${Number((fraction * 10_000n) / 10n ** 18n) / 100}%`;

/** /tools/friend-tech/{address}: one address's keys: supply, prices, holders and trades. */
export function SubjectPage(props: Props) {
  const param = useParams().subject ?? '';
  // The router has decoded the param already; decoding again would throw on a literal %.
  const problem = addressProblem(param);
  const hex = hexAddress(param);
  if (problem || !hex) {
    return (
      <div className="ft-panel">
        <p className="ft-error" role="alert" data-testid="ft-bad-address">
          {problem}
        </p>
        <p>The address in the link is not an address.</p>
        <Link to={props.homeHref}>Back to friend.tech</Link>
      </div>
    );
  }
  const subject = getAddress(hex);
  // Another address (a holder's or trader's link, Back) starts afresh: never the last one's
  // numbers under this one's name while its own are read, nor its calculator or trades page.
  return <SubjectKeys key={subject} {...props} subject={subject} />;
}

function SubjectKeys({ market, client, tracked, feed, state, homeHref, subjectHref, subject }: Props & { subject: Address }) {
  const trades = useMemo(() => state.trades.filter((t) => t.subject.toLowerCase() === subject.toLowerCase()), [state.trades, subject]);
  // Refresh reads the page again: the numbers, and the holders and quote below, which would
  // otherwise read again only when the supply changes.
  const [round, setRound] = useState(0);
  const refresh = useCallback(() => setRound((n) => n + 1), []);
  // Re-read when a trade of this subject newer than the last arrives (the scan runs newest first,
  // so after its first find only live trades change it).
  const version = trades[0]?.key ?? '';
  const stats = useContractRead(
    () => Promise.all([readKeyStats(client, market.deployment.contract, [subject]), readFees(client, market.deployment.contract)]),
    `${market.chain.id}|${subject}|${version}|${round}`,
  );

  const [keyStats, fees] = stats.data ?? [];
  const s = keyStats?.[0];
  const explorer = explorerLink(market.chain, 'address', subject);
  const symbol = market.chain.nativeSymbol;
  return (
    <>
      <p>
        <Link to={homeHref}>← All of friend.tech on {market.chain.name}</Link>
      </p>
      <div className="ft-panel" data-testid="ft-subject" data-address={subject} data-status={stats.status}>
        <div className="ft-panel-head">
          <h2>
            Keys of <AddressLabel address={subject} tracked={tracked.get(subject.toLowerCase())} />
          </h2>
          <PendingButton pending={stats.status === 'loading'} onClick={refresh}>
            {stats.status === 'loading' ? 'Reading…' : 'Refresh'}
          </PendingButton>
        </div>
        <p>
          <code>{subject}</code>{' '}
          {explorer && (
            <a href={explorer} target="_blank" rel="noreferrer">
              on the explorer
            </a>
          )}
        </p>
        <ReadOutcome market={market} read={stats} done="Supply and prices read." />
        {s && fees && (
          <dl className="ft-facts">
            <dt>Supply</dt>
            <dd data-testid="ft-supply">{grouped(s.supply)}</dd>
            <dt>Buy 1 key</dt>
            <dd data-testid="ft-buy">
              {s.supply > 0n ? (
                <KeyPrice wei={s.buyPrice} symbol={symbol} />
              ) : (
                'No keys yet: only the address itself can buy the first one.'
              )}
            </dd>
            <dt>Sell 1 key</dt>
            <dd data-testid="ft-sell">
              {s.sellPrice !== null ? (
                <KeyPrice wei={s.sellPrice} symbol={symbol} />
              ) : s.supply === 0n ? (
                'No keys exist yet, so none can be sold.'
              ) : (
                'The last key cannot be sold.'
              )}
            </dd>
            <dt>Fees</dt>
            <dd data-testid="ft-fees">
              {percent(fees.protocol)} to friend.tech, {percent(fees.subject)} to the address
            </dd>
          </dl>
        )}
      </div>
      {s && <PriceCalculator market={market} client={client} subject={subject} supply={s.supply} round={round} />}
      {s && state.status === 'live' && (
        <Holders
          market={market}
          client={client}
          subject={subject}
          supply={s.supply}
          round={round}
          trades={trades}
          scannedFrom={state.scannedFrom}
          tracked={tracked}
          subjectHref={subjectHref}
        />
      )}
      <div className="ft-panel">
        <h2>Trades of these keys</h2>
        <FeedStatus state={state} feed={feed} chainName={market.chain.name} found={trades.length} />
        <TradesTable
          trades={trades}
          chain={market.chain}
          client={client}
          tracked={tracked}
          arrived={state.arrived}
          subjectHref={subjectHref}
          showSubject={false}
          scanned={state.scannedFrom !== null}
          round={round}
        />
      </div>
    </>
  );
}
