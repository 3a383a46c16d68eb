import { isRangeRefusal, isRateLimit, retryDelay, sleep } from '@coinwatch/shared/toolkit';
import type { Trade } from './trade.ts';
import type { TradeSource } from './tradeSource.ts';

export type ScanProgress = { scanned: bigint; total: bigint; found: Trade[] };

type Options = {
  from: bigint;
  to: bigint;
  /** Blocks per call at first; halved whenever the node refuses a range as too wide. */
  chunk: bigint;
  signal: AbortSignal;
  onProgress(progress: ScanProgress): void;
  /** The node rate-limits us: the scan waits (with back-off), then asks again. */
  onWait?(error: unknown): void;
};

/**
 * The contract's trades in [from, to], newest range first so the table fills from the top. Public
 * nodes cap eth_getLogs ranges (and Trade has no indexed field to narrow by), so the range shrinks
 * on refusal and the call is retried; rate limits wait with back-off. Other failures end the scan.
 */
export async function scanTrades(source: TradeSource, { from, to, chunk, signal, onProgress, onWait }: Options): Promise<Trade[]> {
  const total = to - from + 1n;
  const found: Trade[] = [];
  let size = chunk;
  let end = to;
  let rateLimited = 0;
  while (end >= from) {
    signal.throwIfAborted();
    const start = end - size + 1n > from ? end - size + 1n : from;
    try {
      const trades = await source.trades(start, end);
      // A call under way when the scan stopped still answers: its progress may not reach the page.
      signal.throwIfAborted();
      found.push(...trades);
      rateLimited = 0;
      end = start - 1n;
      onProgress({ scanned: to - end, total, found });
    } catch (error) {
      signal.throwIfAborted();
      if (isRangeRefusal(error) && size > 1n) size /= 2n;
      else if (isRateLimit(error)) {
        onWait?.(error);
        await sleep(retryDelay(rateLimited++, error), signal);
      } else throw error;
    }
  }
  return found;
}
