import * as z from '@coinwatch/shared/zod';
import { isRpcLogArray } from './isRpcLog.ts';
import { Address, BlockTime, Hash, Hex, Quantity } from './rpcSchemas.ts';

/** keccak256('Transfer(address,address,uint256)'): ERC-20 (and ERC-721, told apart by topic count). */
export const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';

/**
 * A log as eth_getLogs and eth_subscribe('logs') return it; checked before anything reads it, by
 * isRpcLog, which a test holds to this schema. Marked pure: the app never parses with it, so the
 * build leaves it out.
 */
export const RpcLogSchema = /* @__PURE__ */ z.object({
  address: Address,
  topics: /* @__PURE__ */ z.array(Hash),
  data: Hex,
  blockNumber: Quantity,
  blockHash: Hash,
  transactionHash: Hash,
  logIndex: Quantity,
  removed: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  /** Not in every node's answer (geth ≥ 1.16 and anvil send it); resolved separately otherwise. */
  blockTimestamp: /* @__PURE__ */ z.optional(BlockTime),
});
export type RpcLog = z.infer<typeof RpcLogSchema>;
/**
 * An eth_getLogs answer (thousands of logs): RpcLogSchema's checks for each, made by isRpcLog in
 * one pass rather than by zod field by field, and the logs passed on as they came, not copied.
 */
export const RpcLogsSchema = z.custom<RpcLog[]>(isRpcLogArray, 'The node sent logs in an unexpected shape');

export const TransferSchema = z.object({
  blockNumber: z.bigint(),
  blockHash: Hash,
  txHash: Hash,
  logIndex: z.number(),
  /** Lowercase from a scan or the monitor (checksummed only where shown: see `toTransfers`). */
  from: Address,
  to: Address,
  value: z.bigint(),
  /**
   * Unix seconds, null until known; bounded as BLOCK_TIME_PATTERN bounds a node's (a stored row
   * past what a Date holds threw each time the table drew it).
   */
  timestamp: z.nullable(z.custom<number>((v) => Number.isInteger(v) && (v as number) >= 0 && (v as number) < 2 ** 40)),
});
export type Transfer = z.infer<typeof TransferSchema>;

/** The highest block among the transfers, or `floor` if that is higher (or there are none). */
export const highestBlock = (transfers: readonly Pick<Transfer, 'blockNumber'>[], floor: bigint): bigint =>
  // biome-ignore lint/complexity/useMathMinMax: block numbers are bigints, which Math.max refuses.
  transfers.reduce((top, t) => (t.blockNumber > top ? t.blockNumber : top), floor);

/** One log is one transfer: a transaction hash and a log index name it across reconnects. */
export const transferKey = (t: Pick<Transfer, 'txHash' | 'logIndex'>): string => `${t.txHash}:${t.logIndex}`;

export type TransferKeySet = {
  /** Adds the transfer's key; false if it was there already. */
  add(t: Pick<Transfer, 'txHash' | 'logIndex'>): boolean;
};

/**
 * A set of transferKey()s without building the key strings: log indexes by transaction hash (most
 * transactions have one transfer, kept as a bare number). Thousands of logs per scan chunk.
 */
export function createTransferKeySet(initial: Iterable<Pick<Transfer, 'txHash' | 'logIndex'>> = []): TransferKeySet {
  const byTx = new Map<string, number | Set<number>>();
  const add = (t: Pick<Transfer, 'txHash' | 'logIndex'>) => {
    const seen = byTx.get(t.txHash);
    if (seen === undefined) byTx.set(t.txHash, t.logIndex);
    else if (typeof seen === 'number') {
      if (seen === t.logIndex) return false;
      byTx.set(t.txHash, new Set([seen, t.logIndex]));
    } else if (seen.has(t.logIndex)) return false;
    else seen.add(t.logIndex);
    return true;
  };
  for (const t of initial) add(t);
  return { add };
}

/** The address in a 32-byte topic, lowercase. */
const topicAddress = (topic: string) => `0x${topic.slice(26)}`.toLowerCase();

/**
 * Validated logs → ERC-20 transfers. Removed (reorged) logs are dropped, and so are ERC-721
 * Transfers (4 topics, token id in a topic) which share the event signature. Addresses stay
 * lowercase: a checksum hashes the address (keccak, about 30 µs each: 140 ms for a history with
 * 5,000 counterparties), so it is made for the rows on screen and the CSV, not for every one.
 */
export function toTransfers(logs: readonly RpcLog[]): Transfer[] {
  const out: Transfer[] = [];
  // Logs come block by block: each block's number and time are decoded once.
  let blockHex = '';
  let blockNumber = 0n;
  let timeHex: string | undefined = '';
  let timestamp: number | null = null;
  for (const log of logs) {
    if (log.removed || log.topics.length !== 3 || log.topics[0] !== TRANSFER_TOPIC || log.data.length !== 66) continue;
    if (log.blockNumber !== blockHex) {
      blockHex = log.blockNumber;
      blockNumber = BigInt(blockHex);
    }
    if (log.blockTimestamp !== timeHex) {
      timeHex = log.blockTimestamp;
      timestamp = timeHex ? Number(timeHex) : null;
    }
    out.push({
      blockNumber,
      blockHash: log.blockHash,
      txHash: log.transactionHash,
      logIndex: Number(log.logIndex),
      from: topicAddress(log.topics[1] ?? ''),
      to: topicAddress(log.topics[2] ?? ''),
      value: BigInt(log.data),
      timestamp,
    });
  }
  return out;
}

/** Newest first; within a block, the later log first. */
export function compareNewestFirst(a: Transfer, b: Transfer): number {
  if (a.blockNumber !== b.blockNumber) return a.blockNumber > b.blockNumber ? -1 : 1;
  return b.logIndex - a.logIndex;
}

/**
 * Merges b (any order) into the rows a without duplicates, in one pass over a, which must be newest
 * first already (every caller starts from [] or from earlier merges): a long scan adds hundreds of
 * chunks to thousands of rows. `seen` holds a's keys and takes b's; pass it to the next merge
 * instead of building it again.
 */
export function mergeTransfers(a: readonly Transfer[], b: readonly Transfer[], seen = createTransferKeySet(a)): Transfer[] {
  const fresh = b.filter((t) => seen.add(t)).sort(compareNewestFirst);
  const merged: Transfer[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < fresh.length) {
    const left = a[i];
    const right = fresh[j];
    if (right === undefined || (left !== undefined && compareNewestFirst(left, right) <= 0)) {
      if (left !== undefined) merged.push(left);
      i++;
    } else {
      merged.push(right);
      j++;
    }
  }
  return merged;
}
