import { isRangeRefusal, pollWait, retryDelay, retryWait } from '@coinwatch/shared/toolkit';
import type { BlockSpan, Trade } from './trade.ts';
import type { TradeSource } from './tradeSource.ts';

/** Base makes a block every 2 s; polling faster would only ask again about the same block. */
export const POLL_MS = 2000;

/**
 * The poll interval while the tab is hidden (shown again, it polls at once). The feed's news is
 * only in-app notifications, which no one sees in a hidden tab; txns keeps its pace, for the
 * browser notifications it sends.
 */
export const HIDDEN_POLL_MS = 30_000;

/**
 * Blocks read again at each poll: Base's newest blocks can still be replaced (a reorg), and a
 * replaced block's trades must go and its replacement's appear. Base's reorgs are a block or two.
 */
export const REREAD_BLOCKS = 10n;

/**
 * Polls that worked, since the range last narrowed or grew, before a range narrowed by a refusal is
 * doubled again (up to maxRange). A poll that failed (the node unreachable) says nothing about the
 * range, so it does not start the count over. A busy stretch refused once must not narrow the feed for good: at one block the
 * re-read above is none, and a replaced block, or one a node behind the head had not answered yet,
 * was never read again.
 */
export const GROW_AFTER_POLLS = 4;

type Options = {
  /** The first block not seen yet. */
  from: bigint;
  /**
   * The widest range asked for at once: after a long outage, the gap is caught up in steps, halved
   * whenever the node refuses one as too wide.
   */
  maxRange: bigint;
  signal: AbortSignal;
  /**
   * After each poll that worked: the chain's latest block and, when there were new blocks, every
   * trade of the span read (which reaches back over blocks reported before).
   */
  onTrades(trades: Trade[], latest: bigint, span: BlockSpan | null): void;
  /** A poll failed; the next is tried with back-off, or, failed offline, once the browser is back online. */
  onError(error: unknown): void;
};

/**
 * New trades as blocks arrive: each poll asks for the blocks after the last one answered, and the
 * last few before them again, so a failed poll (node down, connection lost) is caught up by the
 * next that works and a reorged block is read as it now is; nothing is skipped.
 */
export async function followTrades(source: TradeSource, { from, maxRange, signal, onTrades, onError }: Options): Promise<void> {
  let next = from;
  let range = maxRange;
  let failures = 0;
  let worked = 0;
  while (!signal.aborted) {
    try {
      const latest = await source.latestBlock();
      // A call under way when the feed stopped still answers: nothing of it may reach the page.
      if (signal.aborted) return;
      if (latest >= next) {
        // The re-read takes at most half the range, so a narrowed range still moves on.
        const back = REREAD_BLOCKS < range / 2n ? REREAD_BLOCKS : range / 2n;
        const start = next > back ? next - back : 0n;
        const to = latest - start >= range ? start + range - 1n : latest;
        const trades = await source.trades(start, to);
        if (signal.aborted) return;
        next = to + 1n;
        onTrades(trades, latest, { from: start, to });
      } else onTrades([], latest, null);
      failures = 0;
      if (range < maxRange && ++worked >= GROW_AFTER_POLLS) {
        range = range * 2n < maxRange ? range * 2n : maxRange;
        worked = 0;
      }
      if (next > latest) await pollWait(POLL_MS, HIDDEN_POLL_MS, signal);
    } catch (error) {
      if (signal.aborted) return;
      // A node that caps ranges by results refuses a busy stretch: a narrower one is no failure.
      if (isRangeRefusal(error) && range > 1n) {
        range /= 2n;
        worked = 0;
        continue;
      }
      onError(error);
      // Back online: the back-off starts over.
      if (await retryWait(retryDelay(failures++, error), signal).catch(() => false)) failures = 0;
    }
  }
}
