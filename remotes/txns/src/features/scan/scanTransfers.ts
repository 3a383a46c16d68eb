import { backoffDelay, sleep } from '../../chain/backoff.ts';
import { transferFilters } from '../../chain/logFilters.ts';
import type { Rpc } from '../../chain/rpc.ts';
import { isRangeRefusal } from '../../chain/rpcErrors.ts';
import { compareNewestFirst, RpcLogsSchema, type Transfer, toTransfers, transferKey } from '../../chain/transfer.ts';
import { type ChunkSizer, suggestedRange } from './chunkSizer.ts';

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
};

export class InvalidRpcAnswerError extends Error {
  override name = 'InvalidRpcAnswerError';
}

const hex = (n: bigint) => `0x${n.toString(16)}`;

/**
 * History scan: eth_getLogs over [fromBlock, toBlock] in adaptive chunks. A refused range is
 * retried smaller at once; any other failure is retried with back-off until it works or the
 * signal aborts (the UI shows the error meanwhile). Resolves with every transfer, newest first.
 */
export async function scanTransfers(p: ScanTransfersParameters): Promise<Transfer[]> {
  const now = p.now ?? (() => performance.now());
  const filters = transferFilters(p.token, p.addresses);
  const totalBlocks = p.toBlock >= p.fromBlock ? p.toBlock - p.fromBlock + 1n : 0n;
  const all: Transfer[] = [];
  let start = p.fromBlock;
  let attempt = 0;
  while (start <= p.toBlock) {
    p.signal?.throwIfAborted();
    const end = start + BigInt(p.sizer.size) - 1n < p.toBlock ? start + BigInt(p.sizer.size) - 1n : p.toBlock;
    const began = now();
    let chunk: Transfer[];
    try {
      // Each answer is checked and decoded as it arrives, while the other call is still in flight.
      const parts = await Promise.all(
        filters.map(async (f) => {
          const parsed = RpcLogsSchema.safeParse(await p.rpc.request('eth_getLogs', [{ ...f, fromBlock: hex(start), toBlock: hex(end) }]));
          if (!parsed.success) throw new InvalidRpcAnswerError('The node sent logs in an unexpected shape');
          return toTransfers(parsed.data);
        }),
      );
      chunk = [];
      // Chunks are disjoint; only the two filters of one chunk overlap (tracked → tracked).
      const seen = new Set<string>();
      for (const t of parts.flat()) {
        const key = transferKey(t);
        if (!seen.has(key)) {
          seen.add(key);
          chunk.push(t);
        }
      }
    } catch (error) {
      p.signal?.throwIfAborted();
      if (isRangeRefusal(error) && p.sizer.refused(suggestedRange(error))) continue;
      const delay = backoffDelay(attempt++);
      p.onRetry?.(error, delay);
      await sleep(delay, p.signal);
      continue;
    }
    p.signal?.throwIfAborted();
    attempt = 0;
    p.sizer.succeeded(now() - began, chunk.length);
    for (const t of chunk) all.push(t);
    await p.onChunk?.(chunk, { scannedTo: end, scannedBlocks: end - p.fromBlock + 1n, totalBlocks, found: all.length });
    start = end + 1n;
  }
  return all.sort(compareNewestFirst);
}
