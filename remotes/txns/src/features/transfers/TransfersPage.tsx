import { explorerLink, type ToolHost } from '@coinwatch/shared';
import { Link } from '@coinwatch/shared/router';
import { countOf } from '@coinwatch/shared/toolkit';
import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { type ScanState, txnsState } from '../../state/txnsState.ts';
import { HoldingsPanel } from '../holdings/HoldingsPanel.tsx';
import { MonitorStatus } from '../monitor/MonitorStatus.tsx';
import { ScanProgress } from '../scan/ScanProgress.tsx';
import { TransferFilters } from './TransferFilters.tsx';
import { TransfersTable } from './TransfersTable.tsx';
import { useCsvExport } from './useCsvExport.ts';
import { useFiltersInUrl } from './useFiltersInUrl.ts';
import { useTransferSession } from './useTransferSession.ts';
import { type ResolvedView, showsTransfers, useTransferView } from './useTransferView.ts';
import { visibleTransfers } from './visibleTransfers.ts';

export type TransfersPageProps = { host: ToolHost };

/** /tools/txns/{coin} and /tools/txns/{coin}/{address}: the history and the live monitor. */
export function TransfersPage({ host }: TransfersPageProps) {
  const view = useTransferView(host);
  const ready = view.status === 'ready' ? view : null;
  const session = useTransferSession(ready, host);
  useFiltersInUrl(ready);

  if (view.status === 'loading') return view.waiting ? <p role="status">Loading your coins…</p> : null;
  if (view.status === 'unknown-coin') {
    return (
      <Problem title="Coin not found" testId="txns-not-found">
        You track no coin called “{view.coin}”. <Link to="..">Choose a coin</Link>
      </Problem>
    );
  }
  if (view.status === 'bad-address') {
    return (
      <Problem title={view.message} testId="txns-bad-address">
        The address in the link is not an address. <Link to={view.coinPath}>Show all of {view.coin}</Link>
      </Problem>
    );
  }
  if (view.status === 'bad-token') {
    return (
      <Problem title={view.message} testId="txns-bad-token">
        The token address in the link is not an address. <Link to="..">Choose a coin</Link>
      </Problem>
    );
  }
  if (view.status === 'unknown-chain') {
    return (
      <Problem title="Unknown chain" testId="txns-unknown-chain">
        Chain {view.chainId} is not configured here. <Link to={host.basePath}>Choose a coin</Link>
      </Problem>
    );
  }
  if (!showsTransfers(view)) {
    return (
      <Problem title={`${view.title} has no tracked addresses`} testId="txns-no-addresses">
        Add addresses to the coin first.{' '}
        <button type="button" className="txns-link-button" onClick={() => host.navigate('/')}>
          Go to Home
        </button>
      </Problem>
    );
  }
  return <TransfersView view={view} host={host} session={session} />;
}

function Problem({ title, testId, children }: { title: string; testId: string; children: React.ReactNode }) {
  return (
    <div className="txns-problem" role="alert" data-testid={testId}>
      <h1>{title}</h1>
      <p>{children}</p>
    </div>
  );
}

function TransfersView({ view, host, session }: { view: ResolvedView; host: ToolHost; session: ReturnType<typeof useTransferSession> }) {
  const snap = useSnapshot(txnsState);
  // The addresses followed, whose transfers go in or out; none for a whole token's transfers.
  const ours = useMemo(() => new Set(view.addresses.map((a) => a.toLowerCase())), [view]);
  const rows = useMemo(
    () => visibleTransfers(snap.rows, snap.filters, snap.sort, ours, session.labelOf),
    [snap.rows, snap.filters, snap.sort, ours, session.labelOf],
  );
  const token = snap.token.status === 'ready' ? snap.token : { symbol: '', decimals: 0 };
  const notAToken = snap.token.status === 'not-a-token';
  const choices = view.focus ? [] : [...view.tracked.entries()].map(([address, t]) => ({ address, label: t.description }));
  const addressPath = (a: string) =>
    `${host.basePath}/${encodeURIComponent(view.coinParam)}/${a}${view.byTicker ? '' : `?chain=${view.chain.id}`}`;
  const tokenLink = explorerLink(view.chain, 'token', view.token);
  const csv = useCsvExport({
    view,
    host,
    rows,
    context: { decimals: token.decimals, symbol: token.symbol, ours, labelOf: session.labelOf },
    timesOfAll: session.timesOfAll,
  });
  // An answer, not a failure: no scan, retry or table can help, so none is offered.
  if (notAToken) {
    return (
      <Problem title="Not an ERC-20 token" testId="txns-not-a-token">
        Nothing at <code>{view.token}</code> on {view.chain.name} answers as an ERC-20 token does: it may be a wallet, another kind of
        contract, or a token on another chain. Check the address and the chain. <Link to="..">Choose a coin</Link>
      </Problem>
    );
  }
  return (
    <div className="txns-page" data-testid="txns-page">
      <header className="txns-page-head">
        <h1>
          {view.title} transfers
          {view.focus && <span className="txns-muted"> · {view.tracked.get(view.focus.toLowerCase())?.description || view.focus}</span>}
        </h1>
        <p className="txns-muted">
          {view.chain.name} · token{' '}
          {tokenLink ? (
            <a href={tokenLink} target="_blank" rel="noreferrer">
              <code>{view.token}</code>
            </a>
          ) : (
            <code>{view.token}</code>
          )}
          {token.symbol && ` (${token.symbol}, ${countOf(token.decimals, 'decimal', 'decimals')})`}
          {view.focus && (
            <>
              {' · '}
              <Link to={`${host.basePath}/${encodeURIComponent(view.coinParam)}${view.byTicker ? '' : `?chain=${view.chain.id}`}`}>
                all addresses
              </Link>
            </>
          )}
        </p>
      </header>
      <HoldingsPanel
        addresses={view.addresses}
        tracked={view.tracked}
        chain={view.chain}
        decimals={token.decimals}
        symbol={token.symbol}
        addressPath={addressPath}
      />
      <ScanProgress onCancel={session.cancel} onRescan={session.rescan} />
      <MonitorStatus />
      <TransferFilters
        // A page of its own: what the last page's filters said is not this one's news.
        key={view.pageKey}
        choices={choices}
        directions={ours.size > 0}
        shown={rows.length}
        total={snap.rows.length}
        counted={snap.filters}
        onExport={() => void csv.exportCsv()}
        exporting={csv.reading}
      />
      <TransfersTable
        rows={rows}
        chain={view.chain}
        decimals={token.decimals}
        symbol={token.symbol}
        ours={ours}
        oneAddress={Boolean(view.focus)}
        tracked={view.tracked}
        addressPath={addressPath}
        onShown={session.timesFor}
      />
      {rows.length === 0 && (
        <p className="txns-muted" data-testid="txns-none">
          {noRows(snap.rows.length, snap.scan, view.focus ? 'this address' : ours.size > 0 ? 'these addresses' : null)}
        </p>
      )}
    </div>
  );
}

/** Why the table has no rows: its head alone stood over an empty box, the reason only far above. */
function noRows(total: number, scan: Pick<ScanState, 'status' | 'message'>, whose: string | null): string {
  if (total > 0) return 'No transfers match these filters.';
  if (scan.status === 'ready') return whose ? `No transfers to or from ${whose} yet.` : 'No transfers of this token yet.';
  if (scan.status === 'loading' && !scan.message) return 'Transfers show here as the scan finds them.';
  return 'No transfers read yet: the message above says why.';
}
