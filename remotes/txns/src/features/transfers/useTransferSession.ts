import type { ToolHost } from '@coinwatch/shared';
import { LIVE_HIGHLIGHT_MS } from '@coinwatch/shared/toolkit';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import type { Transfer } from '../../chain/transfer.ts';
import { transferKey } from '../../chain/transfer.ts';
import { clearFresh, resetView, txnsState } from '../../state/txnsState.ts';
import { gatherLive, LIVE_NOTICE_MS } from '../monitor/gatherLive.ts';
import { notifyLive } from '../monitor/notifyLive.ts';
import type { TimesProgress } from './blocks.ts';
import { startTransferSession, type TransferSession } from './transferSession.ts';
import { type ResolvedView, showsTransfers } from './useTransferView.ts';
import { passesFilters } from './visibleTransfers.ts';

/**
 * Runs the page's session while the view is shown; rescan() starts it over on the rows shown (the
 * cache makes that cheap). Keyed by the view's key, so a new coins list with the same addresses
 * does not restart it.
 */
export function useTransferSession(view: ResolvedView | null, host: ToolHost) {
  const session = useRef<TransferSession | null>(null);
  const [run, setRun] = useState(0);
  // Set by Scan again: the rows shown stay for the next session (see resetView).
  const keepRows = useRef(false);
  const latest = useRef({ view, host });
  latest.current = { view, host };
  const labelOf = useCallback((a: string) => latest.current.view?.tracked.get(a.toLowerCase())?.description ?? '', []);
  const key = view && showsTransfers(view) ? view.key : null;

  // A layout effect, so the state is reset before the browser paints the new view: with a passive
  // one, the first frame of a new coin or address showed the previous view's rows under its heading.
  useLayoutEffect(() => {
    const current = latest.current.view;
    if (!key || !current) return;
    resetView(key, keepRows.current, { key: current.pageKey, addresses: current.addresses });
    keepRows.current = false;
    const ours = new Set(current.addresses.map((a) => a.toLowerCase()));
    const notices = gatherLive((added) => {
      const token = txnsState.token;
      const ready = token.status === 'ready';
      // What the filters hide raises no notice either: hidden zero-value transfers are mostly
      // address-poisoning spam, the very thing a user hides them for.
      const wanted = added.filter(passesFilters(txnsState.filters, ours));
      notifyLive(latest.current.host, wanted, {
        // As the heading names the page now: a pasted token's page began as its short address, and
        // is named by the user's ticker for it once their coins are read (the session goes on).
        title: latest.current.view?.title ?? current.title,
        symbol: ready ? token.symbol : '',
        decimals: ready ? token.decimals : 0,
        labelOf,
      });
    }, LIVE_NOTICE_MS);
    const onLive = (added: Transfer[]) => {
      notices.push(added);
      const keys = added.map(transferKey);
      setTimeout(() => clearFresh(keys), LIVE_HIGHLIGHT_MS);
    };
    // Its cache no longer matches the chain either: the next session checks it again (cacheResume.ts).
    const onChainReplaced = () => setRun((n) => n + 1);
    session.current = startTransferSession(current, { onLive, onGone: notices.discard, onChainReplaced });
    return () => {
      session.current?.stop();
      session.current = null;
      notices.stop();
    };
  }, [key, labelOf, run]);

  // Stable, so the table's rows are not rendered again for it.
  const timesFor = useCallback((shown: readonly Transfer[]) => session.current?.timesFor(shown), []);
  return {
    cancel: () => session.current?.cancelScan(),
    rescan: () => {
      keepRows.current = true;
      setRun((n) => n + 1);
    },
    labelOf,
    timesFor,
    timesOfAll: (rows: readonly Transfer[], onProgress: TimesProgress) =>
      session.current?.timesOfAll(rows, onProgress) ?? Promise.resolve(false),
  };
}
