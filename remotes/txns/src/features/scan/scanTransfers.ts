import { isRangeRefusal, isRateLimit, retryDelay, retryWait } from '@coinwatch/shared/toolkit';
import { transferFilters } from '../../chain/logFilters.ts';
import type { Rpc } from '../../chain/rpc.ts';
import { compareNewestFirst, type Transfer } from '../../chain/transfer.ts';
import { type ChunkSizer, suggestedRange } from './chunkSizer.ts';
import { fetchRange } from './fetchRange.ts';

export type ScanProgress = { scannedTo: bigint; scannedBlocks: bigint; totalBlocks: bigint; found: number };

export type ScanTransfersParameters = {
  rpc: Rpc;
  token: `0x${string}`;
  addresses: readonly `0x${string}`[];
  fromBlock: bigint;
  toBlock: bigint;
  sizer: ChunkSizer;
  signal?: AbortSignal;
  /** After each chunk, with that chunk's transfers (already merged into the running total). */
  onChunk?(transfers: readonly Transfer[], progress: ScanProgress): void | Promise<void>;
  /** A failed call that will be retried after delayMs. */
  onRetry?(error: unknown, delayMs: number): void;
  now?: () => number;
  /**
   * Chunks in flight at once (3: with one eth_getLogs per filter, the six connections a browser
   * opens to one host). A remote node's round trips then overlap instead of adding up.
   */
  lanes?: number;
};

type Outcome = { ok: true; transfers: Transfer[]; ms: number } | { ok: false; error: unknown };
type Chunk = { from: bigint; to: bigint; outcome: Outcome | null; done: Promise<Outcome> };

const blocksOf = (c: Chunk) => Number(c.to - c.from + 1n);

/** Resolves with the promise, or rejects with the signal's reason as soon as it aborts. */
function unlessAborted<T>(promise: Promise<T>, signal?: AbortSignal): Promise<T> {
  if (!signal) return promise;
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    void promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * History scan: eth_getLogs over [fromBlock, toBlock] in adaptive chunks, a few in flight at once
 * and taken strictly in block order, so progress never skips a range. A refused range is asked
 * again smaller at once; any other failure is retried with back-off (one begun offline ends once
 * the browser is back online), one chunk at a time until calls work again (after a rate limit, with
 * one lane fewer than before for the rest of the scan), or until the signal aborts (the UI shows the
 * error meanwhile). Resolves with every transfer, newest first.
 */
export async function scanTransfers(p: ScanTransfersParameters): Promise<Transfer[]> {
  const now = p.now ?? (() => performance.now());
  const filters = transferFilters(p.token, p.addresses);
  const totalBlocks = p.toBlock >= p.fromBlock ? p.toBlock - p.fromBlock + 1n : 0n;
  // Lowered for good by a rate limit, so the scan settles below it instead of hitting it again.
  let maxLanes = Math.max(1, p.lanes ?? 3);
  const all: Transfer[] = [];
  const inFlight: Chunk[] = [];
  let next = p.fromBlock;
  let lanes = maxLanes;
  let attempt = 0;

  const request = (from: bigint, to: bigint): Chunk => {
    const began = now();
    const done = fetchRange(p.rpc, filters, from, to).then(
      (transfers): Outcome => ({ ok: true, transfers, ms: now() - began }),
      (error: unknown): Outcome => ({ ok: false, error }),
    );
    const chunk: Chunk = { from, to, outcome: null, done };
    void done.then((outcome) => {
      chunk.outcome = outcome;
    });
    return chunk;
  };

  while (next <= p.toBlock || inFlight.length > 0) {
    p.signal?.throwIfAborted();
    while (inFlight.length < lanes && next <= p.toBlock) {
      const last = next + BigInt(p.sizer.size) - 1n;
      const end = last < p.toBlock ? last : p.toBlock;
      inFlight.push(request(next, end));
      next = end + 1n;
    }
    const head = inFlight[0];
    if (!head) break;
    const outcome = await unlessAborted(head.done, p.signal);
    if (!outcome.ok) {
      // The chunks behind it are dropped and asked again, after the shrink or the back-off.
      inFlight.length = 0;
      next = head.from;
      if (isRangeRefusal(outcome.error) && p.sizer.refused(suggestedRange(outcome.error), blocksOf(head))) continue;
      if (isRateLimit(outcome.error)) maxLanes = Math.max(1, lanes - 1);
      lanes = 1;
      const delay = retryDelay(attempt++, outcome.error);
      p.onRetry?.(outcome.error, delay);
      // Back online: the back-off starts over.
      if (await retryWait(delay, p.signal)) attempt = 0;
      continue;
    }
    attempt = 0;
    lanes = Math.min(maxLanes, lanes + 1);
    // The head and every chunk right behind it that has arrived too are reported together.
    const found: Transfer[] = [];
    let scannedTo = head.to;
    for (let c = inFlight[0]; c?.outcome?.ok; c = inFlight[0]) {
      inFlight.shift();
      p.sizer.succeeded(c.outcome.ms, c.outcome.transfers.length, blocksOf(c));
      for (const t of c.outcome.transfers) found.push(t);
      scannedTo = c.to;
    }
    for (const t of found) all.push(t);
    await p.onChunk?.(found, { scannedTo, scannedBlocks: scannedTo - p.fromBlock + 1n, totalBlocks, found: all.length });
  }
  return all.sort(compareNewestFirst);
}
