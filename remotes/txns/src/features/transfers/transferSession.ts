import type { ChainConfig } from '@coinwatch/shared';
import { describeRpcFailure } from '@coinwatch/shared/toolkit';
import { type OpenLogSocket, webSocketLogs } from '../../chain/logSocket.ts';
import { httpRpc, type Rpc } from '../../chain/rpc.ts';
import { NotATokenError, readTokenInfo } from '../../chain/tokenInfo.ts';
import { createTransferKeySet, highestBlock, type Transfer, transferKey } from '../../chain/transfer.ts';
import { withRetry } from '../../chain/withRetry.ts';
import {
  addTransfers,
  dropRows,
  dropTransfers,
  type MonitorState,
  type PartMessage,
  retryingMessage,
  txnsState,
} from '../../state/txnsState.ts';
import { createTransferCache, type TransferCache } from '../cache/transferCache.ts';
import { createHoldingsReader, type HoldingsReader } from '../holdings/holdingsReader.ts';
import { describeSocketFailure } from '../monitor/describeSocketFailure.ts';
import { gatherLive, LIVE_ROWS_MS } from '../monitor/gatherLive.ts';
import { monitorTransfers } from '../monitor/monitorTransfers.ts';
import { headAtLeast, readAllTimes, type TimesProgress, timesOnDemand } from './blocks.ts';
import { cachedUpTo, readCache, resumeFromCache, saveToCache, storedTransfers } from './cacheResume.ts';
import { runScan } from './runScan.ts';

export type TransferView = { chain: ChainConfig; token: `0x${string}`; addresses: readonly `0x${string}`[] };
export type SessionDeps = { rpc: Rpc; openSocket?: OpenLogSocket; cache: TransferCache };
/**
 * What the page hears from its session: live transfers, those of them the chain took back (so a
 * notice still gathering them leaves them out), and a chain that no longer has any block the page
 * has seen (started over, or reorganised below every row), after which it starts over.
 */
export type SessionEvents = { onLive(added: Transfer[]): void; onGone(gone: (t: Transfer) => boolean): void; onChainReplaced(): void };
/** `timesFor`: the rows in view, whose missing block times are then read. */
/** `timesOfAll`: every one of the rows' times, read now (see readAllTimes). */
export type TransferSession = {
  cancelScan(): void;
  stop(): void;
  timesFor(shown: readonly Transfer[]): void;
  timesOfAll(rows: readonly Transfer[], onProgress: TimesProgress): Promise<boolean>;
};

/** After a scan, the times of this many of the newest blocks are read at once (older rows' as they come into view). */
const NEWEST_TIMED_BLOCKS = 300;

let sharedCache: TransferCache | null = null;
export function defaultDeps(chain: ChainConfig): SessionDeps {
  sharedCache ??= createTransferCache();
  return { rpc: httpRpc(chain.rpcHttp), openSocket: chain.rpcWs ? webSocketLogs(chain.rpcWs) : undefined, cache: sharedCache };
}

/**
 * Everything behind one transfers page: token info, cached rows, the history scan from where the
 * cache ends, and the live monitor from the head (started at once, so live transfers show up even
 * while a long scan runs). Writes into txnsState; stop() ends it all.
 */
export function startTransferSession(
  view: TransferView,
  events: SessionEvents,
  deps: SessionDeps = defaultDeps(view.chain),
): TransferSession {
  const life = new AbortController();
  // The scan ends on Cancel or with the session. Not AbortSignal.any: it needs Chrome 116 and Safari
  // 17.4, newer than the browsers the build is for (Chrome 107, Safari 16.3).
  const scanAbort = new AbortController();
  life.signal.addEventListener('abort', () => scanAbort.abort(), { once: true });
  const scanSignal = scanAbort.signal;
  const timesFor = timesOnDemand(deps.rpc, life.signal);
  const failure = (error: unknown) => describeRpcFailure(view.chain, error);
  // Whether the balances and the monitor have started, and say their own failures.
  let followed = false;
  // Until then they wait on the scan's first reads (token, head, cache check): a node that fails
  // those is said there too, or they would read "Reading balances…" and "Monitor starting" for ever.
  const beforeLive = (message: PartMessage | null, mode: MonitorState['mode'] = message ? 'offline' : 'off') => {
    // A whole token's page has no balances to say it under.
    if (view.addresses.length > 0) txnsState.holdings.message = message;
    Object.assign(txnsState.monitor, { mode, message });
  };
  const onRetry = (error: unknown, delay: number) => {
    txnsState.scan.message = retryingMessage(failure(error), delay);
    if (!followed) beforeLive(txnsState.scan.message);
  };

  // Starts the balances and the monitor; set once the chain's head is known.
  let follow: (() => void) | null = null;
  const run = async () => {
    txnsState.scan.status = 'loading';
    try {
      // What the cache holds is shown before the node is asked anything: it stays true while the
      // node is down, and the check below takes back only what a changed chain made untrue.
      const stored = await readCache(deps, view);
      const known = storedTransfers(stored);
      if (life.signal.aborted) return;
      if (known.token) {
        txnsState.token = { status: 'ready', ...known.token };
        addTransfers(known.transfers);
        Object.assign(txnsState.scan, { found: txnsState.rows.length, fromCache: true });
      }
      // The reads before the scan go on the scan's signal: Cancel also stops their retries.
      // Not a token is an answer, not a failure: rethrown from onRetry, it ends the retries.
      const token = await withRetry(
        () => readTokenInfo(deps.rpc, view.token),
        (error, delay) => {
          if (error instanceof NotATokenError) throw error;
          onRetry(error, delay);
        },
        scanSignal,
      );
      txnsState.token = { status: 'ready', ...token };
      const head = await withRetry(() => headAtLeast(deps.rpc, cachedUpTo(stored), scanSignal), onRetry, scanSignal);
      txnsState.scan.message = null;
      beforeLive(null);
      // Every transfer of a whole token (no addresses) has no balances to show.
      const holdings =
        view.addresses.length > 0
          ? createHoldingsReader({
              rpc: deps.rpc,
              token: view.token,
              addresses: view.addresses,
              signal: life.signal,
              describeFailure: failure,
            })
          : null;
      // The balances and the monitor start from `head` (nothing is missed meanwhile), whatever
      // becomes of the history scan, a cancelled one too.
      const startLive = () => {
        if (followed) return;
        beforeLive(null);
        followed = true;
        setTimeout(() => {
          if (life.signal.aborted) return;
          holdings?.readAt(head.number);
          void startMonitor(head, deps, view, life.signal, failure, events, holdings, timesFor);
        });
      };
      follow = startLive;
      // Its check of the cached block is a node call too, retried like the others.
      const cached = await withRetry(() => resumeFromCache(deps, view, head, stored, life.signal), onRetry, scanSignal);
      // Its rows are shown already; those of records the chain no longer matches go.
      dropTransfers(cached.stale);
      txnsState.scan.fromCache = cached.transfers.length > 0 || cached.fromBlock > 0n;
      // The scan's first eth_getLogs goes out alone: a node works through calls about in turn, so
      // the balance reads and the monitor's subscription wait for its answer (or its failure), and
      // then for a task of their own, so the scan's next calls still go out first.
      const outcome = await runScan({
        deps,
        view,
        fromBlock: cached.fromBlock,
        toBlock: head.number,
        signal: scanSignal,
        onChunk: startLive,
        onRetry: (error, delay) => {
          startLive();
          onRetry(error, delay);
        },
      });
      startLive();
      if (life.signal.aborted) return;
      if (outcome.cancelled) Object.assign(txnsState.scan, { status: 'cancelled', message: null });
      // The newest rows' times (asked first: the save below takes a task per address); older ones
      // are read as they come into view.
      timesFor(txnsState.rows, NEWEST_TIMED_BLOCKS);
      if (outcome.scannedTo !== null) {
        const last = outcome.scannedTo === head.number ? head : { number: outcome.scannedTo };
        await saveToCache(deps, view, last, txnsState.rows, token, life.signal).catch(() => {});
      }
    } catch (error) {
      if (life.signal.aborted) return;
      // The balances and the monitor go on without the history, once the chain's head is known.
      if (follow) follow();
      if (scanAbort.signal.aborted) {
        Object.assign(txnsState.scan, { status: 'cancelled', message: null });
        // Cancelled before that: they have nothing to start from.
        if (!follow) {
          beforeLive(null, 'cancelled');
          txnsState.holdings.status = 'cancelled';
        }
        return;
      }
      if (error instanceof NotATokenError) {
        txnsState.token = { status: 'not-a-token' };
        txnsState.scan.status = 'error';
        return;
      }
      // Nothing retries from here: the scan's Scan again button starts the page over.
      txnsState.scan.status = 'error';
      txnsState.scan.message = { text: describeRpcFailure(view.chain, error, 'Press Scan again to retry.'), retryAt: null };
    }
  };
  void run();
  return {
    cancelScan: () => scanAbort.abort(),
    stop: () => life.abort(),
    timesFor,
    timesOfAll: (rows, onProgress) => readAllTimes(deps.rpc, rows, life.signal, onProgress),
  };
}

async function startMonitor(
  head: { number: bigint; hash: string },
  deps: SessionDeps,
  view: TransferView,
  signal: AbortSignal,
  failure: (e: unknown) => string,
  { onLive, onGone, onChainReplaced }: SessionEvents,
  holdings: HoldingsReader | null,
  timesFor: TransferSession['timesFor'],
) {
  // Every transfer shown in this session, from the rows the monitor starts on (by transfer: each
  // log of a transaction that makes several is news), and every transaction a reorg took out: one a
  // later block has again was on screen all along, so it comes back as no news (neither highlighted
  // nor announced again), whatever its log index there.
  const shown = createTransferKeySet(txnsState.rows);
  const takenBack = new Set<string>();
  // A node sends each log as a message of its own: a block's burst becomes two changes of the rows.
  const live = gatherLive((added) => {
    const news = added.filter((t) => shown.add(t) && !takenBack.has(t.txHash));
    addTransfers(added, news);
    // From a node that sends no block times in its logs, live rows get theirs as scanned ones do.
    timesFor(added);
    if (news.length > 0) onLive(news);
    // At the newest block seen, at least: a backfilled transfer older than a live one shown before
    // it would read the balances back at its own block.
    holdings?.readAt(highestBlock(added, txnsState.monitor.latestBlock ?? head.number));
  }, LIVE_ROWS_MS);
  signal.addEventListener('abort', () => live.stop(), { once: true });
  // Gone from the chain: from the rows shown, from those gathered and not shown yet, and from the
  // page's notices still gathering.
  const drop = (gone: (t: Transfer) => boolean) => {
    for (const t of txnsState.rows) if (gone(t)) takenBack.add(t.txHash);
    live.discard(gone);
    onGone(gone);
    dropRows(gone);
  };
  await monitorTransfers({
    rpc: deps.rpc,
    openSocket: deps.openSocket,
    token: view.token,
    addresses: view.addresses,
    fromBlock: head,
    shown: txnsState.rows,
    signal,
    onTransfers: (added: Transfer[]) => live.push(added),
    onRemoved: (keys) => {
      const gone = new Set(keys);
      drop((t) => gone.has(transferKey(t)));
      holdings?.readAt(txnsState.monitor.latestBlock ?? head.number);
    },
    onReorg: (fork) => {
      drop((t) => t.blockNumber > fork);
      holdings?.readAt(fork);
    },
    onChainReplaced,
    onStatus: (s) => {
      txnsState.monitor = {
        mode: s.mode,
        latestBlock: s.latestBlock,
        latestBlockTime: s.latestBlockTime,
        processedBlock: s.processedBlock,
        // A backfill being retried says why first; polling, or connecting again, is the socket's
        // failure; offline, the HTTP node's.
        message: s.retrying
          ? { text: failure(s.retrying.error), retryAt: s.retrying.retryAt }
          : !s.error || s.mode === 'live'
            ? null
            : { text: s.mode === 'offline' ? failure(s.error) : describeSocketFailure(view.chain, s.error), retryAt: null },
      };
    },
  }).catch(() => {});
}
