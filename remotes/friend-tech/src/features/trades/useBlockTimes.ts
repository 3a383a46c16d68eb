import { useEffect, useState } from 'react';
import type { PublicClient } from 'viem';

const cache = new WeakMap<PublicClient, Map<bigint, Date>>();

/**
 * The time of each given block (a trade's time is its block's), read once per block and client;
 * the reads of one render leave as one JSON-RPC batch. Missing until read, so the table shows the
 * block number at once and its time a moment later.
 */
export function useBlockTimes(client: PublicClient, blocks: readonly bigint[]): ReadonlyMap<bigint, Date> {
  const known = cache.get(client) ?? new Map<bigint, Date>();
  cache.set(client, known);
  const [, setVersion] = useState(0);
  const wanted = blocks.filter((b) => !known.has(b));
  const key = wanted.join(',');

  useEffect(() => {
    if (!key) return;
    let live = true;
    // A time that cannot be read, or is no time, stays blank; the block number beside it is exact anyway.
    Promise.allSettled(
      key.split(',').map(async (n) => {
        const block = await client.getBlock({ blockNumber: BigInt(n) });
        const time = new Date(Number(block.timestamp) * 1000);
        // Only a broken or hostile node sends a time beyond what a Date holds ("Invalid Date").
        if (!Number.isNaN(time.getTime())) known.set(BigInt(n), time);
      }),
    ).then(() => live && setVersion((v) => v + 1));
    return () => {
      live = false;
    };
  }, [client, key, known]);

  return known;
}
