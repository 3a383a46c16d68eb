import type { Transfer } from '../../chain/transfer.ts';
import { mergeTransfers } from '../../chain/transfer.ts';
import { ANY_ADDRESS, transfersOf } from '../cache/transferCache.ts';
import { getBlock, type Head } from './blocks.ts';
import type { SessionDeps, TransferView } from './transferSession.ts';

const cacheAddresses = (view: TransferView) => (view.addresses.length > 0 ? view.addresses : [ANY_ADDRESS]);

/**
 * What the cache already has for the view, and the first block still to scan: the lowest of the
 * addresses' resume points. A record whose last block is gone or has another hash (the chain was
 * reset or reorganised) is dropped and rescanned.
 */
export async function resumeFromCache(
  deps: Pick<SessionDeps, 'cache' | 'rpc'>,
  view: TransferView,
  head: Head,
): Promise<{ transfers: Transfer[]; fromBlock: bigint }> {
  let transfers: Transfer[] = [];
  let fromBlock: bigint | null = null;
  const hashes = new Map<bigint, string | null>();
  for (const address of cacheAddresses(view)) {
    const record = await deps.cache.load(view.chain.id, view.token, address).catch(() => null);
    let resume = 0n;
    if (record && record.lastBlock <= head.number) {
      if (!hashes.has(record.lastBlock))
        hashes.set(record.lastBlock, (await getBlock(deps.rpc, record.lastBlock))?.hash.toLowerCase() ?? null);
      if (hashes.get(record.lastBlock) === record.lastBlockHash.toLowerCase()) {
        transfers = mergeTransfers(transfers, record.transfers);
        resume = record.lastBlock + 1n;
      } else await deps.cache.remove(view.chain.id, view.token, address).catch(() => {});
    }
    fromBlock = fromBlock === null || resume < fromBlock ? resume : fromBlock;
  }
  return { transfers, fromBlock: fromBlock ?? 0n };
}

/**
 * Stores, per address, its transfers up to `block` (whose hash is read now, to check it next time).
 * Stops once `signal` aborts: after a sign-out, a late save would bring back what the shell deleted.
 */
export async function saveToCache(
  deps: Pick<SessionDeps, 'cache' | 'rpc'>,
  view: TransferView,
  lastBlock: bigint,
  rows: readonly Transfer[],
  signal?: AbortSignal,
): Promise<void> {
  const block = await getBlock(deps.rpc, lastBlock);
  if (!block) return;
  const upTo = rows.filter((t) => t.blockNumber <= lastBlock);
  for (const address of cacheAddresses(view)) {
    if (signal?.aborted) return;
    await deps.cache.save(view.chain.id, view.token, address, {
      lastBlock,
      lastBlockHash: block.hash,
      transfers: transfersOf(upTo, address),
    });
  }
}
