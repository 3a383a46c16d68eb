import type { TokenInfo } from '../../chain/tokenInfo.ts';
import type { Transfer } from '../../chain/transfer.ts';
import { createTransferKeySet, mergeTransfers, transferKey } from '../../chain/transfer.ts';
import { ANY_ADDRESS, type CachedScan, transfersOf } from '../cache/transferCache.ts';
import { blockAt, getBlock, type Head } from './blocks.ts';
import type { SessionDeps, TransferView } from './transferSession.ts';

const cacheAddresses = (view: TransferView) => (view.addresses.length > 0 ? view.addresses : [ANY_ADDRESS]);

/** Each address's record (null: none, or unreadable), read from IndexedDB alone: no node call. */
export type StoredScans = Array<{ address: string; record: CachedScan | null }>;

export const readCache = (deps: Pick<SessionDeps, 'cache'>, view: TransferView): Promise<StoredScans> =>
  Promise.all(
    cacheAddresses(view).map(async (address) => ({
      address,
      record: await deps.cache.load(view.chain.id, view.token, address).catch(() => null),
    })),
  );

/** The highest block a record was scanned to (null without one): the node's head should be there by now. */
export const cachedUpTo = (stored: StoredScans): bigint | null =>
  stored.reduce<bigint | null>((top, { record }) => (record && (top === null || record.lastBlock > top) ? record.lastBlock : top), null);

/** Every record's transfers, and the token they were scanned with (null without a record). */
export function storedTransfers(stored: StoredScans): { transfers: Transfer[]; token: TokenInfo | null } {
  let transfers: Transfer[] = [];
  let token: TokenInfo | null = null;
  for (const { record } of stored) {
    if (!record) continue;
    transfers = mergeTransfers(transfers, record.transfers);
    token = record.token;
  }
  return { transfers, token };
}

/**
 * How far below a changed last block a record's transfers are checked rather than thrown away:
 * deeper than a reorg of the head goes (Ethereum finalises two epochs, 64 blocks, behind it).
 */
const REORG_DEPTH = 64n;

/**
 * What the cache already has for the view, and the first block still to scan: the lowest of the
 * addresses' resume points. A record whose last block is above the head or has another hash (the
 * chain was reorganised or reset) keeps its transfers up to its newest one at least REORG_DEPTH
 * blocks down whose block the chain still has, and is scanned again from there; without one (a
 * reset chain) it is dropped and scanned from the start. `stale` are the keys of the transfers let
 * go that no record kept holds, for the page that showed them before this check. A node that has
 * no block yet at or below its head rejects (blockAt), to be asked again.
 */
export async function resumeFromCache(
  deps: Pick<SessionDeps, 'cache' | 'rpc'>,
  view: TransferView,
  head: Head,
  stored?: StoredScans,
): Promise<{ transfers: Transfer[]; fromBlock: bigint; stale: string[] }> {
  let transfers: Transfer[] = [];
  let dropped: Transfer[] = [];
  let fromBlock: bigint | null = null;
  const hashes = new Map<bigint, Promise<string>>();
  // Each block is asked for once, whichever records name it.
  const hashAt = (n: bigint) => {
    const hash = hashes.get(n) ?? blockAt(deps.rpc, n).then((b) => b.hash.toLowerCase());
    hashes.set(n, hash);
    return hash;
  };
  for (const { address, record } of stored ?? (await readCache(deps, view))) {
    let resume = 0n;
    if (record) {
      let { lastBlock, lastBlockHash, transfers: rows } = record;
      if (lastBlock > head.number || (await hashAt(lastBlock)) !== lastBlockHash.toLowerCase()) {
        // biome-ignore lint/complexity/useMathMinMax: block numbers are bigints, which Math.min refuses.
        const below = (lastBlock < head.number ? lastBlock : head.number) - REORG_DEPTH;
        const mark = rows.reduce<Transfer | null>(
          (m, t) => (t.blockNumber <= below && (!m || t.blockNumber > m.blockNumber) ? t : m),
          null,
        );
        const holds = mark && (await hashAt(mark.blockNumber)) === mark.blockHash.toLowerCase();
        dropped = dropped.concat(holds ? rows.filter((t) => t.blockNumber > mark.blockNumber) : rows);
        if (holds) {
          rows = rows.filter((t) => t.blockNumber <= mark.blockNumber);
          ({ blockNumber: lastBlock, blockHash: lastBlockHash } = mark);
          // What still holds, saved at once: a scan cancelled now leaves a record the next visit trusts.
          await deps.cache
            .save(view.chain.id, view.token, address, { ...record, lastBlock, lastBlockHash, transfers: rows })
            .catch(() => {});
        } else {
          rows = [];
          lastBlock = -1n;
          await deps.cache.remove(view.chain.id, view.token, address).catch(() => {});
        }
      }
      transfers = mergeTransfers(transfers, rows);
      resume = lastBlock + 1n;
    }
    fromBlock = fromBlock === null || resume < fromBlock ? resume : fromBlock;
  }
  const kept = createTransferKeySet(transfers);
  return { transfers, fromBlock: fromBlock ?? 0n, stale: dropped.filter((t) => kept.add(t)).map(transferKey) };
}

/**
 * Stores, per address, its transfers up to `last`, with that block's hash to check it next time:
 * the hash the scan knew it by (its head), else read now. Rows of that block from another version
 * of it (replaced while the scan ran) save nothing: the next visit scans again.
 * Stops once `signal` aborts: after a sign-out, a late save would bring back what the shell deleted.
 */
export async function saveToCache(
  deps: Pick<SessionDeps, 'cache' | 'rpc'>,
  view: TransferView,
  last: { number: bigint; hash?: string },
  rows: readonly Transfer[],
  token: TokenInfo,
  signal?: AbortSignal,
): Promise<void> {
  const lastBlock = last.number;
  const hash = (last.hash ?? (await getBlock(deps.rpc, lastBlock))?.hash)?.toLowerCase();
  if (!hash) return;
  if (rows.some((t) => t.blockNumber === lastBlock && t.blockHash.toLowerCase() !== hash)) return;
  const upTo = rows.filter((t) => t.blockNumber <= lastBlock);
  for (const address of cacheAddresses(view)) {
    if (signal?.aborted) return;
    await deps.cache.save(view.chain.id, view.token, address, {
      lastBlock,
      lastBlockHash: hash,
      token,
      transfers: transfersOf(upTo, address),
    });
  }
}
