import { countOf, PendingButton, useFocusIfLost, useWhenBackOnline } from '@coinwatch/shared/toolkit';
import type { FeedState, TradeFeed } from './tradeFeed.ts';

const percent = (scanned: bigint, total: bigint) => (total > 0n ? Number((scanned * 100n) / total) : 100);

type FeedStatusProps = {
  state: FeedState;
  feed: TradeFeed;
  chainName: string;
  /** The trades the page shows of those found so far (one subject's page shows only its own). */
  found: number;
};

/** Where the trade feed stands: scanning (with progress), live at a block, or failing and retrying. */
export function FeedStatus({ state, feed, chainName, found }: FeedStatusProps) {
  // Retry now, and Look further back once the whole chain is scanned, remove their buttons: the
  // keyboard's place is then the status they changed.
  const status = useFocusIfLost<HTMLDivElement>(`${state.status}|${state.scannedFrom}`);
  // A look further back that failed offline goes on by itself once the connection is back.
  useWhenBackOnline(state.olderProblem !== null && state.olderScan === 'idle', feed.lookFurtherBack);
  return (
    <div className="ft-status" data-testid="ft-feed-status" data-status={state.status} ref={status} tabIndex={-1}>
      {/* The scan's end, said once: the line below changes with every chunk and block, too often to be live. */}
      <span className="ft-visually-hidden" role="status">
        {state.status === 'live' && state.scannedFrom !== null ? `Trades scanned from block ${state.scannedFrom} on.` : ''}
      </span>
      {state.status === 'scanning' && state.progress && (
        <label>
          Scanning {chainName} for trades: {state.progress.scanned.toString()} of {state.progress.total.toString()} blocks,{' '}
          {countOf(found, 'trade', 'trades')}
          <progress max={100} value={percent(state.progress.scanned, state.progress.total)} />
        </label>
      )}
      {state.status === 'scanning' && !state.progress && <span>Connecting to {chainName}…</span>}
      {state.status === 'live' && (
        <span>
          {/* Not "Live" while new blocks cannot be read (offline, a node down): the problem below says so. */}
          {state.problem ? (
            'Trades'
          ) : (
            <>
              <span className="ft-live-dot" aria-hidden="true" /> Live: trades
            </>
          )}{' '}
          up to block {state.latest?.toString()}, since block {state.scannedFrom?.toString()}.{' '}
          {state.scannedFrom !== null && state.scannedFrom > 0n && (
            <PendingButton pending={state.olderScan === 'scanning'} onClick={feed.lookFurtherBack}>
              {state.olderScan === 'scanning' ? 'Looking further back…' : 'Look further back'}
            </PendingButton>
          )}
        </span>
      )}
      {state.olderProblem && (
        <p className="ft-error" role="alert">
          {state.olderProblem}
        </p>
      )}
      {state.problem && (
        <p className="ft-error" role="alert">
          {state.problem}
        </p>
      )}
      {/* Through the automatic retries too, and outside the alert: a button that came and went with
          each try took the keyboard's place with it, and made the alert change (and be read) again. */}
      {state.problem && state.status !== 'live' && (
        <PendingButton pending={state.status === 'scanning'} onClick={feed.retry}>
          {state.status === 'scanning' ? 'Retrying…' : 'Retry now'}
        </PendingButton>
      )}
    </div>
  );
}
