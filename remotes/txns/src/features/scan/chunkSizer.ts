export type ChunkSizerOptions = {
  /** Blocks per eth_getLogs call at the start. */
  initial: number;
  min?: number;
  max: number;
  /** Calls answered faster than this double the range. */
  fastMs?: number;
  /** Calls slower than this, or with more logs than maxResults, halve it. */
  slowMs?: number;
  maxResults?: number;
};

export type ChunkSizer = {
  readonly size: number;
  /**
   * After an answer for a range of `blocks` (the current size by default): grow when fast and
   * small, shrink when slow or large. A narrower range than the current size (the end of a scan,
   * split across the lanes) says nothing about the size, so only a bad answer counts then.
   */
  succeeded(durationMs: number, results: number, blocks?: number): void;
  /**
   * After a refusal of a range of `blocks` (the current size by default): shrink below it, to the
   * node's suggestion if it gave one. False if it cannot go smaller.
   */
  refused(suggested?: number, blocks?: number): boolean;
};

/**
 * Fast answers at the widest range below a refused one, counted since the last refusal or slow
 * answer (a medium one neither counts nor resets), after which the refusal is forgotten and the
 * range doubles again. A refusal of too many logs holds for a busy stretch of
 * the chain (or a busy token's page), not for every later range and address on the chain: kept for
 * good, it held later scans to a few blocks per call. A node's fixed cap costs one refusal per this many.
 */
const RETRY_REFUSED_AFTER = 16;

/**
 * The adaptive block range of the history scan. Nodes differ wildly (anvil takes any range, public
 * endpoints refuse above 1k-50k blocks or 10k logs), so the range is learnt per call.
 */
export function createChunkSizer({
  initial,
  min = 1,
  max,
  fastMs = 1000,
  slowMs = 5000,
  maxResults = 5000,
}: ChunkSizerOptions): ChunkSizer {
  let size = Math.max(min, Math.min(max, initial));
  // The smallest range refused so far: growth then bisects towards it instead of doubling into it.
  let refusedAt = Number.POSITIVE_INFINITY;
  let stalled = 0;
  return {
    get size() {
      return size;
    },
    succeeded(durationMs, results, blocks = size) {
      if (durationMs > slowMs || results > maxResults) {
        size = Math.max(min, Math.floor(Math.min(size, blocks) / 2));
        stalled = 0;
      } else if (durationMs < fastMs && blocks >= size) {
        const toward = refusedAt === Number.POSITIVE_INFINITY ? size * 2 : Math.floor((size + refusedAt) / 2);
        if (toward > size) size = Math.min(max, toward);
        else if (++stalled >= RETRY_REFUSED_AFTER) {
          refusedAt = Number.POSITIVE_INFINITY;
          stalled = 0;
          size = Math.min(max, size * 2);
        }
      }
    },
    refused(suggested, blocks = size) {
      stalled = 0;
      const hint = suggested !== undefined && suggested >= min ? suggested : Number.POSITIVE_INFINITY;
      // Sent before the size shrank: the current size is not refused yet, so ask again at it.
      if (blocks > size) {
        refusedAt = Math.min(refusedAt, blocks);
        size = Math.min(size, hint);
        return true;
      }
      if (blocks <= min) return false;
      refusedAt = Math.min(refusedAt, blocks);
      size = hint < blocks ? hint : Math.max(min, Math.floor(blocks / 2));
      return true;
    },
  };
}

/** Alchemy-style hint in a refusal: "this block range should work: [0x1, 0x7d0]". */
export function suggestedRange(error: unknown): number | undefined {
  const message = error instanceof Error ? `${error.message} ${String((error as { details?: unknown }).details ?? '')}` : String(error);
  const match = /\[\s*(0x[0-9a-f]+)\s*,\s*(0x[0-9a-f]+)\s*\]/i.exec(message);
  if (!match?.[1] || !match[2]) return undefined;
  const size = Number(BigInt(match[2]) - BigInt(match[1]) + 1n);
  return size > 0 ? size : undefined;
}
