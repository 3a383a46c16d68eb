import { retryDelay, retryWait } from '@coinwatch/shared/toolkit';
import { useEffect, useState } from 'react';
import type { PublicClient } from 'viem';

const cache = new WeakMap<PublicClient, Map<bigint, Date>>();

/**
 * The time of each given block (a trade's time is its block's), read once per block and client;
 * the reads of one render leave as one JSON-RPC batch. Missing until read, so the table shows the
 * block number at once and its time a moment later (or, when a read fails, once a retry works).
 * `round` is the page's Refresh count: a press reads the times still missing now, not after their
 * back-off (up to 30 s, or as long as a rate limit's Retry-After, which could be two minutes).
 */
export function useBlockTimes(client: PublicClient, blocks: readonly bigint[], round = 0): ReadonlyMap<bigint, Date> {
  const known = cache.get(client) ?? new Map<bigint, Date>();
  cache.set(client, known);
  const [, setVersion] = useState(0);
  // Keyed on the blocks shown, not on those still missing: a read that fills some in would
  // otherwise start the reads of the rest again at once, out of their back-off.
  const key = blocks.join(',');

  useEffect(() => {
    if (!key) return;
    const run = new AbortController();
    const unread = key
      .split(',')
      .map(BigInt)
      .filter((b) => !known.has(b));
    if (unread.length) readTimes(client, known, unread, run.signal, () => setVersion((v) => v + 1));
    return () => run.abort();
  }, [client, key, known, round]);

  return known;
}

/**
 * Reads the times of `blocks` into `known`, calling `onRead` after each round, and reads those that
 * failed again with back-off until they are read or `signal` aborts (the table is gone). A failed
 * block stays wanted, so nothing else would ask for it again: a quiet subject's times stayed blank
 * for good after one failed read.
 */
async function readTimes(client: PublicClient, known: Map<bigint, Date>, blocks: bigint[], signal: AbortSignal, onRead: () => void) {
  let unread = blocks;
  for (let attempt = 0; unread.length && !signal.aborted; attempt++) {
    const failed: bigint[] = [];
    let failure: unknown;
    await Promise.all(
      unread.map(async (n) => {
        try {
          const block = await client.getBlock({ blockNumber: n });
          const time = new Date(Number(block.timestamp) * 1000);
          // A time that is no time stays blank, and is not asked for again: only a broken or hostile
          // node sends one beyond what a Date holds ("Invalid Date"); the block number beside it is exact anyway.
          if (!Number.isNaN(time.getTime())) known.set(n, time);
        } catch (error) {
          failed.push(n);
          failure = error;
        }
      }),
    );
    if (signal.aborted) return;
    onRead();
    unread = failed;
    // Back online: the back-off starts over. Unmounted, the wait rejects and the loop ends.
    if (unread.length && (await retryWait(retryDelay(attempt, failure), signal).catch(() => false))) attempt = -1;
  }
}
