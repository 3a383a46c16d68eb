import { backoffDelay, isRangeRefusal, sleep } from '@coinwatch/shared/toolkit';
import type { Trade } from './trade.ts';
import type { TradeSource } from './tradeSource.ts';

/** Base makes a block every 2 s; polling faster would only ask again about the same block. */
export const POLL_MS = 2000;

type Options = {
  /** The first block not seen yet. */
  from: bigint;
  /**
   * The widest range asked for at once: after a long outage, the gap is caught up in steps, halved
   * whenever the node refuses one as too wide.
   */
  maxRange: bigint;
  signal: AbortSignal;
  /** After each poll that worked: the new trades (often none) and the chain's latest block. */
  onTrades(trades: Trade[], latest: bigint): void;
  /** A poll failed; the next is tried with back-off. */
  onError(error: unknown): void;
};

/**
 * New trades as blocks arrive: each poll asks for the blocks after the last one answered, so a
 * failed poll (node down, connection lost) is caught up by the next that works; nothing is
 * skipped, and a block is never asked for twice.
 */
export async function followTrades(source: TradeSource, { from, maxRange, signal, onTrades, onError }: Options): Promise<void> {
  let next = from;
  let range = maxRange;
  let failures = 0;
  while (!signal.aborted) {
    try {
      const latest = await source.latestBlock();
      const to = latest - next >= range ? next + range - 1n : latest;
      const trades = to >= next ? await source.trades(next, to) : [];
      if (to >= next) next = to + 1n;
      onTrades(trades, latest);
      failures = 0;
      if (next > latest) await sleep(POLL_MS, signal);
    } catch (error) {
      if (signal.aborted) return;
      // A node that caps ranges by results refuses a busy stretch: a narrower one is no failure.
      if (isRangeRefusal(error) && range > 1n) {
        range /= 2n;
        continue;
      }
      onError(error);
      await sleep(backoffDelay(failures++), signal).catch(() => {});
    }
  }
}
