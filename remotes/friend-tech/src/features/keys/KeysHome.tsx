import { useNavigate } from '@coinwatch/shared/router';
import type { MarketPageProps } from '../../marketPage.ts';
import { FeedStatus } from '../trades/FeedStatus.tsx';
import { TradesTable } from '../trades/TradesTable.tsx';
import { LookupForm } from './LookupForm.tsx';
import { TrackedKeys } from './TrackedKeys.tsx';

/** The tool's first page: look up any address, the tracked addresses' keys, and the market's trades. */
export function KeysHome({ market, client, tracked, trackedStatus, feed, state, subjectHref }: MarketPageProps) {
  const navigate = useNavigate();
  // Re-read the tracked keys when a trade of one of them newer than the last arrives (the scan runs
  // newest first, so after its first find only live trades change it).
  const version = state.trades.find((t) => tracked.has(t.subject.toLowerCase()))?.key ?? '';
  return (
    <>
      <LookupForm onLookup={(address) => navigate(subjectHref(address))} />
      <TrackedKeys market={market} client={client} tracked={tracked} status={trackedStatus} version={version} subjectHref={subjectHref} />
      <div className="ft-panel">
        <h2>Trades on {market.chain.name}</h2>
        <FeedStatus state={state} feed={feed} chainName={market.chain.name} found={state.trades.length} />
        <TradesTable
          trades={state.trades}
          chain={market.chain}
          client={client}
          tracked={tracked}
          arrived={state.arrived}
          subjectHref={subjectHref}
          showSubject
          scanned={state.scannedFrom !== null}
        />
      </div>
    </>
  );
}
