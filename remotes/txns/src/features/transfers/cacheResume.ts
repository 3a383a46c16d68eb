import { sleep } from '@coinwatch/shared/toolkit';
import type { TokenInfo } from '../../chain/tokenInfo.ts';
import type { Transfer } from '../../chain/transfer.ts';
import { createTransferKeySet, mergeTransfers, transferKey } from '../../chain/transfer.ts';
import { ANY_ADDRESS, type CachedScan, transfersByAddress } from '../cache/transferCache.ts';
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
 * How far below its last block a record also keeps a block's hash: deeper than a reorg of the head
 * goes (Ethereum finalises two epochs, 64 blocks, behind it), so such a reorg keeps the record's
 * transfers up to there instead of the whole history being scanned again.
 */
const REORG_DEPTH = 64n;

/**
 * What the cache already has for the view, and the first block still to scan: the lowest of the
 * addresses' resume points. A record whose last block is above the head or has another hash (the
 * chain was reorganised or reset) keeps its transfers up to its deeper block if the chain still has
 * that one, and is scanned again from there; otherwise (a reset chain, a deep reorg, a record saved
 * before deeper blocks were kept) it is dropped and scanned from the start. `stale` are the keys of
 * the transfers let go that no record kept holds, for the page that showed them before this check.
 * A node that has no block yet at or below its head rejects (blockAt), to be asked again. Once
 * `signal` aborts (a sign-out), the cache is not touched: the shell has deleted it.
 */
export async function resumeFromCache(
  deps: Pick<SessionDeps, 'cache' | 'rpc'>,
  view: TransferView,
  head: Head,
  stored?: StoredScans,
  signal?: AbortSignal,
): Promise<{ transfers: Transfer[]; fromBlock: bigint; stale: string[] }> {
  let transfers: Transfer[] = [];
  let dropped: Transfer[] = [];
  let fromBlock: bigint | null = null;
  // Each block is asked for once, whichever records name it.
  const hashes = new Map<bigint, Promise<string>>();
  const holds = async (block: bigint, hash: string) => {
    if (block > head.number) return false;
    const known = hashes.get(block) ?? blockAt(deps.rpc, block).then((b) => b.hash.toLowerCase());
    hashes.set(block, known);
    return (await known) === hash.toLowerCase();
  };
  for (const { address, record } of stored ?? (await readCache(deps, view))) {
    let resume = 0n;
    if (record) {
      let { lastBlock, transfers: rows } = record;
      if (!(await holds(lastBlock, record.lastBlockHash))) {
        const { deepBlock, deepBlockHash } = record;
        const kept = deepBlock !== undefined && deepBlockHash !== undefined && (await holds(deepBlock, deepBlockHash));
        dropped = dropped.concat(kept ? rows.filter((t) => t.blockNumber > deepBlock) : rows);
        rows = kept ? rows.filter((t) => t.blockNumber <= deepBlock) : [];
        lastBlock = kept ? deepBlock : -1n;
        if (!kept && !signal?.aborted) await deps.cache.remove(view.chain.id, view.token, address).catch(() => {});
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
  // Without it (a young chain, or a node that failed to say) a changed last block rescans it all.
  const deepBlock = lastBlock - REORG_DEPTH;
  const deep = deepBlock >= 0n ? await getBlock(deps.rpc, deepBlock).catch(() => null) : null;
  const addresses = cacheAddresses(view);
  const of = transfersByAddress(
    rows.filter((t) => t.blockNumber <= lastBlock),
    addresses,
  );
  for (const address of addresses) {
    // With several addresses, a task of its own for each record (copying one takes milliseconds):
    // the table just drawn keeps its frames while the user starts to scroll it. Not in a hidden
    // tab, which has no frames to keep and runs timers once a second at most.
    if (!globalThis.document?.hidden) await sleep(0);
    if (signal?.aborted) return;
    await deps.cache.save(view.chain.id, view.token, address, {
      lastBlock,
      lastBlockHash: hash,
      ...(deep && { deepBlock, deepBlockHash: deep.hash.toLowerCase() }),
      token,
      transfers: of.get(address) ?? [],
    });
  }
}
