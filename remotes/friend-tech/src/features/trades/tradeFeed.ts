import {
  describeRpcFailure,
  describeRpcFailureOrOffline,
  LIVE_HIGHLIGHT_MS,
  retryDelay,
  retryWait,
  sleep,
} from '@coinwatch/shared/toolkit';
import type { Market } from '../../chain/deployments.ts';
import { followTrades } from './followTrades.ts';
import { scanTrades } from './scanTrades.ts';
import { mergeTrades, replaceSpan, type Trade } from './trade.ts';
import type { TradeSource } from './tradeSource.ts';

export type FeedState = {
  /** The first scan of the recent window, then following new blocks. */
  status: 'scanning' | 'live' | 'failed';
  trades: readonly Trade[];
  /** The oldest block scanned so far (null before the first answer). */
  scannedFrom: bigint | null;
  latest: bigint | null;
  progress: { scanned: bigint; total: bigint } | null;
  /** A scan of older blocks ("look further back") under way. */
  olderScan: 'idle' | 'scanning';
  /** What went wrong with the scan or the live follow and what happens next; null while all is well. */
  problem: string | null;
  /**
   * Why the last "look further back" failed. Apart from `problem`, which the next good poll clears
   * within seconds: this one stays until the user looks further back again.
   */
  olderProblem: string | null;
  /** Keys of trades that arrived live in the last LIVE_HIGHLIGHT_MS, to highlight. */
  arrived: ReadonlySet<string>;
};

export type TradeFeed = {
  getState(): FeedState;
  subscribe(listener: () => void): () => void;
  /** Scans the window before the oldest block scanned so far. */
  lookFurtherBack(): void;
  /** After a failed first scan: tries again now instead of after the back-off. */
  retry(): void;
  stop(): void;
};

type Options = { market: Market; source: TradeSource; onLiveTrades?(trades: Trade[]): void };

/** What a scan the node rate-limits does next (scanTrades waits, then asks again). */
const WAITING = 'Waiting, then trying again.';

const initial: FeedState = {
  status: 'scanning',
  trades: [],
  scannedFrom: null,
  latest: null,
  progress: null,
  olderScan: 'idle',
  problem: null,
  olderProblem: null,
  arrived: new Set(),
};

/**
 * The friend.tech trades of one market: the last window of blocks, then every new block. One feed
 * serves the tool's pages, so moving between them never scans again.
 */
export function createTradeFeed({ market, source, onLiveTrades }: Options): TradeFeed {
  const { chain, deployment } = market;
  let state = initial;
  const listeners = new Set<() => void>();
  let run = new AbortController();
  const set = (patch: Partial<FeedState>) => {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  };

  /** The first scan; a failure is retried with back-off (at once with retry(), or once back online). */
  async function start(signal: AbortSignal) {
    for (let attempt = 0; !signal.aborted; attempt++) {
      try {
        await scanThenFollow(signal);
        return;
      } catch (error) {
        if (signal.aborted) return;
        set({ status: 'failed', problem: describeRpcFailure(chain, error), progress: null });
        // Back online: the back-off starts over.
        if (await retryWait(retryDelay(attempt, error), signal).catch(() => false)) attempt = -1;
      }
    }
  }

  /**
   * The first scan's window, the blocks it has yet to scan (`to` down to `from`) and what it found
   * in the others. A retry goes on from there: the trades already shown stay, and no range is asked twice.
   */
  let first: { from: bigint; latest: bigint; to: bigint; found: Trade[] } | null = null;

  async function scanThenFollow(signal: AbortSignal) {
    if (!first) {
      set({ ...initial, problem: state.problem });
      const latest = await source.latestBlock();
      first = { from: latest >= deployment.window ? latest - deployment.window + 1n : 0n, latest, to: latest, found: [] };
    }
    const scan = first;
    const { from, latest } = scan;
    const total = latest - from + 1n;
    const [to, before] = [scan.to, scan.found];
    // A retry shows where the failed scan stopped; a first attempt is connecting until its first answer.
    set({ status: 'scanning', trades: before, latest, progress: to < latest ? { scanned: latest - to, total } : null });
    const found = await scanTrades(source, {
      from,
      to,
      chunk: deployment.window,
      signal,
      onProgress({ scanned, found }) {
        scan.to = to - scanned;
        scan.found = mergeTrades(found, before);
        set({ progress: { scanned: latest - scan.to, total }, trades: scan.found, latest, problem: null });
      },
      onWait: (error) => set({ problem: describeRpcFailure(chain, error, WAITING) }),
    });
    const trades = mergeTrades(found, before);
    set({ status: 'live', trades, scannedFrom: from, latest, progress: null, problem: null });
    // Every transaction shown in this session, from the first scan on: one a reorg took out of the
    // list and a later block has again was on screen all along, so it is never news.
    const shown = new Set(trades.map((t) => t.txHash));
    await followTrades(source, {
      from: latest + 1n,
      maxRange: deployment.window,
      signal,
      onTrades(fresh, newest, span) {
        if (!span) {
          if (newest !== state.latest || state.problem !== null) set({ latest: newest, problem: null });
          return;
        }
        // The span reaches back over blocks already shown: only a transaction never shown is news
        // (a trade a reorg moved to another block keeps its transaction).
        const news = fresh.filter((t) => !shown.has(t.txHash));
        for (const t of fresh) shown.add(t.txHash);
        const arrived = new Set([...state.arrived, ...news.map((t) => t.key)]);
        set({ trades: replaceSpan(state.trades, span, fresh), latest: newest, problem: null, arrived });
        if (!news.length) return;
        onLiveTrades?.(news);
        void sleep(LIVE_HIGHLIGHT_MS, signal).then(
          () => {
            const left = new Set(state.arrived);
            for (const t of news) left.delete(t.key);
            set({ arrived: left });
          },
          () => {},
        );
      },
      onError: (error) => set({ problem: describeRpcFailure(chain, error) }),
    });
  }

  async function scanOlder(signal: AbortSignal) {
    const oldest = state.scannedFrom;
    if (oldest === null || oldest === 0n || state.olderScan === 'scanning') return;
    const from = oldest > deployment.window ? oldest - deployment.window : 0n;
    set({ olderScan: 'scanning', olderProblem: null });
    try {
      const older = await scanTrades(source, {
        from,
        to: oldest - 1n,
        chunk: deployment.window,
        signal,
        onProgress: () => set({ olderProblem: null }),
        onWait: (error) => set({ olderProblem: describeRpcFailure(chain, error, WAITING) }),
      });
      set({ trades: mergeTrades(state.trades, older), scannedFrom: from, olderScan: 'idle', olderProblem: null });
    } catch (error) {
      if (signal.aborted) return;
      const problem = describeRpcFailureOrOffline(
        chain,
        error,
        'Try again with "Look further back".',
        'It goes on once you are back online.',
      );
      set({ olderScan: 'idle', olderProblem: problem });
    }
  }

  void start(run.signal);
  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    lookFurtherBack: () => void scanOlder(run.signal),
    retry() {
      run.abort();
      run = new AbortController();
      void start(run.signal);
    },
    stop: () => run.abort(),
  };
}
