import { sleep } from '@coinwatch/shared/toolkit';
import type { Rpc } from '../../chain/rpc.ts';
import { type RpcBlock, RpcBlockSchema } from '../../chain/rpcSchemas.ts';
import type { Transfer } from '../../chain/transfer.ts';
import { withRetry } from '../../chain/withRetry.ts';
import { setTimestamps } from '../../state/txnsState.ts';
import { InvalidRpcAnswerError } from '../scan/fetchRange.ts';

export type Head = { number: bigint; hash: string; timestamp: number };

/** A block as the tool reads it, from a checked one. */
export const headOf = (block: RpcBlock): Head => ({ number: BigInt(block.number), hash: block.hash, timestamp: Number(block.timestamp) });

/** The block at `tag`; null when the node has none there. An answer of another shape is said as such in one line (a zod error's message is its issues as JSON). */
export async function getBlock(rpc: Rpc, tag: bigint | 'latest'): Promise<Head | null> {
  const raw = await rpc.request('eth_getBlockByNumber', [typeof tag === 'bigint' ? `0x${tag.toString(16)}` : tag, false]);
  if (raw === null) return null;
  const parsed = RpcBlockSchema.safeParse(raw);
  if (!parsed.success) throw new InvalidRpcAnswerError('The node sent a block in an unexpected shape');
  return headOf(parsed.data);
}

/**
 * A block the node must have: its latest, or one at or below a head it gave. A node of a
 * load-balanced provider a block behind the one that gave the head has none yet: that is a failure
 * to retry, not a sign that the chain changed (taken as one, a whole cache was dropped and scanned again).
 */
export async function blockAt(rpc: Rpc, tag: bigint | 'latest'): Promise<Head> {
  const block = await getBlock(rpc, tag);
  if (!block) throw new Error(`The node has no block ${tag} yet`);
  return block;
}

/**
 * The node's head, waited for (at most `waitMs`) while it is below `atLeast`, the head a scan saved
 * on an earlier visit: one node of a load-balanced provider can be a block or two behind another.
 * Taken as the chain's, a lower head dropped the whole cache and scanned from block 0 again. Past
 * the wait the lower head is the chain's (a restarted devnet), and the cache check says so.
 */
export async function headAtLeast(rpc: Rpc, atLeast: bigint | null, signal?: AbortSignal, waitMs = 3000, pollMs = 500): Promise<Head> {
  const until = Date.now() + waitMs;
  for (;;) {
    const head = await blockAt(rpc, 'latest');
    if (atLeast === null || head.number >= atLeast || Date.now() >= until) return head;
    await sleep(pollMs, signal);
  }
}

/** Blocks read so far of those asked for. */
export type TimesProgress = (read: number, total: number) => void;

/** Reads the blocks' times, ten calls at a time, into the rows of those blocks; rejects on a failed call. */
async function fetchTimes(rpc: Rpc, numbers: readonly bigint[], signal: AbortSignal, onProgress?: TimesProgress): Promise<void> {
  for (let i = 0; i < numbers.length && !signal.aborted; i += 10) {
    const blocks = await Promise.all(numbers.slice(i, i + 10).map((n) => getBlock(rpc, n)));
    // The page may show another coin, or chain, by now: these blocks' times are not its.
    if (signal.aborted) return;
    setTimestamps(new Map(blocks.filter((b) => b !== null).map((b) => [b.number, b.timestamp])));
    onProgress?.(Math.min(i + 10, numbers.length), numbers.length);
  }
}

const untimedBlocks = (rows: readonly Transfer[]) => [...new Set(rows.filter((t) => t.timestamp === null).map((t) => t.blockNumber))];

/**
 * Rows without a time (from nodes that omit blockTimestamp in logs) get their blocks' times: the
 * first `limit` blocks of those given (the newest, after a scan), live rows, and rows as they come
 * into view. Whoever asks, each block is asked for once at a time, until its time is read or the
 * page is gone.
 */
export function timesOnDemand(rpc: Rpc, signal: AbortSignal): (rows: readonly Transfer[], limit?: number) => void {
  const asking = new Set<bigint>();
  return (rows, limit) => {
    // slice(0, undefined) keeps them all.
    const numbers = untimedBlocks(rows)
      .filter((n) => !asking.has(n))
      .slice(0, limit);
    if (numbers.length === 0 || signal.aborted) return;
    for (const n of numbers) asking.add(n);
    // Asked again with back-off until read: a row in view of a quiet token is asked for once.
    withRetry(
      () => fetchTimes(rpc, numbers, signal),
      () => {},
      signal,
    )
      .catch(() => {})
      .finally(() => {
        for (const n of numbers) asking.delete(n);
      });
  };
}

/**
 * Every one of the rows' times, for a file that needs them all (the CSV): the blocks not read yet
 * are read now. Rejects when the node fails; false when `signal` ended it first.
 */
export async function readAllTimes(rpc: Rpc, rows: readonly Transfer[], signal: AbortSignal, onProgress: TimesProgress): Promise<boolean> {
  // Ended at once, not when a slow node's answers come: the page is waiting to say so.
  let end = () => {};
  const ended = new Promise<void>((resolve) => {
    end = resolve;
    signal.addEventListener('abort', end);
  });
  try {
    await Promise.race([fetchTimes(rpc, untimedBlocks(rows), signal, onProgress), ended]);
  } finally {
    signal.removeEventListener('abort', end);
  }
  return !signal.aborted;
}
