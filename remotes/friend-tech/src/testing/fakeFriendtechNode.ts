import { createPublicClient, custom, encodeAbiParameters, encodeEventTopics, type Hex, numberToHex, type PublicClient } from 'viem';
import { friendtechAbi } from '../chain/friendtechAbi.ts';

export const CONTRACT = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0';
const TRADER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
export const SUBJECT = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';

type RawLog = Record<string, unknown> & { blockNumber: Hex };

/** A Trade log as a node sends it over JSON-RPC (hex quantities, ABI-encoded data). */
export function tradeLog(block: number, index = 0, overrides: Record<string, unknown> = {}, subject: Hex = SUBJECT): RawLog {
  const [topic] = encodeEventTopics({ abi: friendtechAbi, eventName: 'Trade' });
  const data = encodeAbiParameters(
    [
      { type: 'address' },
      { type: 'address' },
      { type: 'bool' },
      { type: 'uint256' },
      { type: 'uint256' },
      { type: 'uint256' },
      { type: 'uint256' },
      { type: 'uint256' },
    ],
    [TRADER, subject, true, 1n, 10n ** 15n, 5n * 10n ** 13n, 5n * 10n ** 13n, BigInt(block)],
  );
  return {
    address: CONTRACT.toLowerCase(),
    topics: [topic],
    data,
    blockNumber: numberToHex(block),
    blockHash: `0x${block.toString(16).padStart(64, '0')}`,
    transactionHash: `0x${(block * 100 + index).toString(16).padStart(64, 'a')}`,
    transactionIndex: '0x0',
    logIndex: numberToHex(index),
    removed: false,
    ...overrides,
  };
}

/**
 * A friend.tech node speaking JSON-RPC: eth_blockNumber and eth_getLogs over the logs it is given,
 * refusing ranges wider than `maxRange` the way public nodes do (-32005), and failing the next
 * calls on demand as an unreachable node would (`failing`) or as a busy public node does (HTTP 429,
 * `rateLimited` eth_getLogs calls). While `hold` is set, eth_getLogs for a range starting below
 * `hold.below` answers only once `hold.until` settles: a scan caught halfway.
 */
export function fakeFriendtechNode({ logs = [] as RawLog[], latest = 0, maxRange = Number.POSITIVE_INFINITY } = {}) {
  const node = {
    logs,
    latest,
    maxRange,
    failing: 0,
    rateLimited: 0,
    hold: null as { below: number; until: Promise<void> } | null,
    /** How many blocks behind `latest` eth_getLogs answers, as a load-balanced node behind the one asked for the head. */
    logsBehind: 0,
    ranges: [] as Array<[number, number]>,
  };
  const request = async ({ method, params }: { method: string; params?: unknown }) => {
    if (node.failing > 0) {
      node.failing--;
      throw new TypeError('Failed to fetch');
    }
    if (method === 'eth_blockNumber') return numberToHex(node.latest);
    if (method === 'eth_getLogs') {
      const [filter] = params as [{ fromBlock: Hex; toBlock: Hex }];
      const from = Number(filter.fromBlock);
      const to = Number(filter.toBlock);
      node.ranges.push([from, to]);
      if (node.rateLimited > 0) {
        node.rateLimited--;
        throw Object.assign(new Error('Too Many Requests'), { status: 429 });
      }
      if (to - from + 1 > node.maxRange) throw Object.assign(new Error('query returned more than 10000 results'), { code: -32005 });
      if (node.hold && from < node.hold.below) await node.hold.until;
      const reach = Math.min(to, node.latest - node.logsBehind);
      return node.logs.filter((l) => Number(l.blockNumber) >= from && Number(l.blockNumber) <= reach);
    }
    throw new Error(`unexpected ${method}`);
  };
  const client = createPublicClient({ transport: custom({ request }, { retryCount: 0 }) }) as PublicClient;
  return { node, client };
}
