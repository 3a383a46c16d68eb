import { pad } from 'viem';
import type { Rpc } from '../chain/rpc.ts';
import { TRANSFER_TOPIC } from '../chain/transfer.ts';

export type FakeLog = { block: number; logIndex: number; from: string; to: string; value: bigint; tx?: string };

const hex = (n: number | bigint) => `0x${n.toString(16)}`;
const hash = (seed: string) =>
  `0x${seed
    .replace(/[^0-9a-f]/gi, '')
    .padStart(64, '0')
    .slice(-64)}`;
export const blockHash = (n: number, fork = 0) => hash(`b${fork}${n.toString(16)}`);

export function rawLog(token: string, l: FakeLog, fork = 0) {
  return {
    address: token.toLowerCase(),
    topics: [TRANSFER_TOPIC, pad(l.from.toLowerCase() as `0x${string}`), pad(l.to.toLowerCase() as `0x${string}`)],
    data: pad(hex(l.value) as `0x${string}`),
    blockNumber: hex(l.block),
    blockHash: blockHash(l.block, fork),
    transactionHash: hash(l.tx ?? `${l.block.toString(16)}f${l.logIndex.toString(16)}`),
    logIndex: hex(l.logIndex),
    removed: false,
    blockTimestamp: hex(1_700_000_000 + l.block * 12),
  };
}

type Filter = { address: string; topics: Array<string | string[] | null>; fromBlock: string; toBlock: string };

const matches = (topic: string | string[] | null | undefined, value: string) =>
  topic == null || (Array.isArray(topic) ? topic.includes(value) : topic === value);

/**
 * An in-memory chain answering eth_getLogs, eth_getBlockByNumber and eth_call like a node, with
 * hooks to refuse wide ranges or fail, and to count calls.
 */
export function fakeChain(options: { token: string; logs: FakeLog[]; head: number; maxRange?: number; maxResults?: number }) {
  const state = {
    head: options.head,
    logs: [...options.logs],
    fork: 0,
    forkAbove: 0,
    down: false,
    calls: [] as Array<{ method: string; range?: number }>,
  };
  const rpc: Rpc = {
    async request(method, params) {
      if (state.down) throw new TypeError('Failed to fetch');
      if (method === 'eth_getLogs') {
        const f = params[0] as Filter;
        const from = Number(f.fromBlock);
        const to = Number(f.toBlock);
        state.calls.push({ method, range: to - from + 1 });
        if (options.maxRange && to - from + 1 > options.maxRange) {
          throw Object.assign(new Error(`block range too large, max ${options.maxRange}`), { code: -32005 });
        }
        // A node answers for the filter's token only: a scan that asked for another finds nothing.
        if (String(f.address).toLowerCase() !== options.token.toLowerCase()) return [];
        const found = state.logs
          .filter((l) => l.block >= from && l.block <= to && l.block <= state.head)
          .map((l) => rawLog(options.token, l, l.block > state.forkAbove ? state.fork : 0))
          .filter((l) => f.topics.every((t, i) => matches(t, l.topics[i] ?? '')));
        if (options.maxResults && found.length > options.maxResults)
          throw new Error(`query returned more than ${options.maxResults} results`);
        return found;
      }
      state.calls.push({ method });
      if (method === 'eth_getBlockByNumber') {
        const tag = params[0] as string;
        const n = tag === 'latest' ? state.head : Number(tag);
        if (n > state.head) return null;
        return { number: hex(n), hash: blockHash(n, n > state.forkAbove ? state.fork : 0), timestamp: hex(1_700_000_000 + n * 12) };
      }
      throw new Error(`fake chain has no ${method}`);
    },
  };
  return { rpc, state };
}
