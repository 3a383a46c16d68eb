import { ADDRESS_PATTERN, BLOCK_TIME_PATTERN, HASH_PATTERN, HEX_PATTERN, QUANTITY_PATTERN } from './rpcSchemas.ts';
import type { RpcLog } from './transfer.ts';

const matches = (value: unknown, pattern: RegExp) => typeof value === 'string' && pattern.test(value);

function hashes(value: unknown): boolean {
  if (!Array.isArray(value)) return false;
  for (const item of value) if (!matches(item, HASH_PATTERN)) return false;
  return true;
}

/**
 * Exactly the checks of RpcLogSchema (a test holds the two to it), in one pass that allocates
 * nothing: a cold page pays zod's per-field machinery (two objects and several calls per field)
 * for every log of an eth_getLogs answer, about 10 ms per 2,000 logs, the largest cost of a scan
 * after the node's own time.
 */
export function isRpcLog(value: unknown): value is RpcLog {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const log = value as Record<string, unknown>;
  return (
    matches(log.address, ADDRESS_PATTERN) &&
    hashes(log.topics) &&
    matches(log.data, HEX_PATTERN) &&
    matches(log.blockNumber, QUANTITY_PATTERN) &&
    matches(log.blockHash, HASH_PATTERN) &&
    matches(log.transactionHash, HASH_PATTERN) &&
    matches(log.logIndex, QUANTITY_PATTERN) &&
    (log.removed === undefined || typeof log.removed === 'boolean') &&
    (log.blockTimestamp === undefined || matches(log.blockTimestamp, BLOCK_TIME_PATTERN))
  );
}

/** An eth_getLogs answer: an array of logs that each pass isRpcLog. */
export function isRpcLogArray(value: unknown): value is RpcLog[] {
  if (!Array.isArray(value)) return false;
  for (const item of value) if (!isRpcLog(item)) return false;
  return true;
}
