import { FRIENDTECH_PROTOCOL_FEE_PERCENT, friendtechQuote } from '@coinwatch/devnet';
import { MULTICALL3_ADDRESS } from '@coinwatch/shared/toolkit';
import {
  createPublicClient,
  custom,
  decodeFunctionData,
  defineChain,
  encodeAbiParameters,
  encodeErrorResult,
  encodeEventTopics,
  encodeFunctionResult,
  getAddress,
  type Hex,
  isAddressEqual,
  multicall3Abi,
  numberToHex,
  type PublicClient,
  parseAbi,
} from 'viem';
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

/** Each fee's percent, as the contract reports it (1e18 units): the devnet's, as on Base. */
const FEE = FRIENDTECH_PROTOCOL_FEE_PERCENT;
/** What the contract reverts with on an underflow (Solidity's checked arithmetic): Panic(0x11). */
const UNDERFLOW = encodeErrorResult({ abi: parseAbi(['error Panic(uint256)']), errorName: 'Panic', args: [0x11n] });

class Reverted extends Error {}

/**
 * The devnet's model of the contract's prices (@coinwatch/devnet), reverting where the contract
 * underflows: a sale of more keys than there are, or more than one key bought or sold at supply 0.
 */
function quote(supply: bigint, amount: bigint, side: 'buy' | 'sell') {
  if (side === 'sell' && amount > supply) throw new Reverted();
  const before = side === 'buy' ? supply : supply - amount;
  if (before === 0n && amount > 1n) throw new Reverted();
  return friendtechQuote(supply, amount, side);
}

/** The contract's answer to a call of it (ABI-encoded), as FriendtechSharesV1 computes it; throws Reverted where it reverts. */
function callContract(supplies: Record<string, bigint>, data: Hex): Hex {
  const call = decodeFunctionData({ abi: friendtechAbi, data });
  const supplyOf = (subject: string) => supplies[getAddress(subject)] ?? 0n;
  switch (call.functionName) {
    case 'sharesSupply':
      return encodeFunctionResult({ abi: friendtechAbi, functionName: call.functionName, result: supplyOf(call.args[0]) });
    case 'sharesBalance':
      return encodeFunctionResult({ abi: friendtechAbi, functionName: call.functionName, result: 0n });
    case 'getBuyPriceAfterFee': {
      const q = quote(supplyOf(call.args[0]), call.args[1], 'buy');
      return encodeFunctionResult({ abi: friendtechAbi, functionName: call.functionName, result: q.price + q.protocolFee + q.subjectFee });
    }
    case 'getSellPriceAfterFee': {
      const q = quote(supplyOf(call.args[0]), call.args[1], 'sell');
      return encodeFunctionResult({ abi: friendtechAbi, functionName: call.functionName, result: q.price - q.protocolFee - q.subjectFee });
    }
    case 'protocolFeePercent':
    case 'subjectFeePercent':
      return encodeFunctionResult({ abi: friendtechAbi, functionName: call.functionName, result: FEE });
  }
}

/**
 * eth_call to the contract, or to Multicall3's aggregate3 with calls of it (as the tool's client
 * sends its reads), answered as a node does: a revert is JSON-RPC error 3 with its data, or inside
 * aggregate3 a failed call carrying that data.
 */
function ethCall(supplies: Record<string, bigint>, { to, data }: { to: Hex; data: Hex }): Hex {
  if (isAddressEqual(to, MULTICALL3_ADDRESS)) {
    const { functionName, args } = decodeFunctionData({ abi: multicall3Abi, data });
    if (functionName !== 'aggregate3') throw new Error(`unexpected Multicall3 ${functionName}`);
    const result = args[0].map((call) => {
      if (!isAddressEqual(call.target, CONTRACT)) throw new Error(`unexpected call to ${call.target}`);
      try {
        return { success: true, returnData: callContract(supplies, call.callData) };
      } catch (error) {
        if (error instanceof Reverted) return { success: false, returnData: UNDERFLOW };
        throw error;
      }
    });
    return encodeFunctionResult({ abi: multicall3Abi, functionName, result });
  }
  if (!isAddressEqual(to, CONTRACT)) throw new Error(`unexpected call to ${to}`);
  try {
    return callContract(supplies, data);
  } catch (error) {
    if (error instanceof Reverted) throw Object.assign(new Error('execution reverted'), { code: 3, data: UNDERFLOW });
    throw error;
  }
}

/** The node's chain as the tool's client has it (publicClientFor): reads go through Multicall3. */
const chain = defineChain({
  id: 8453,
  name: 'Base',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://fake-node.invalid'] } },
  contracts: { multicall3: { address: MULTICALL3_ADDRESS } },
});

/**
 * A friend.tech node speaking JSON-RPC: eth_blockNumber and eth_getLogs over the logs it is given,
 * refusing ranges wider than `maxRange` the way public nodes do (-32005), and failing the next
 * calls on demand as an unreachable node would (`failing`) or as a busy public node does (HTTP 429,
 * `rateLimited` eth_getLogs calls). While `hold` is set, eth_getLogs for a range starting below
 * `hold.below` answers only once `hold.until` settles: a scan caught halfway. eth_call is answered
 * as the contract would over `supply` (keys of each subject, by checksummed address; sharesBalance
 * is 0 for all) and counted in `ethCalls`; its client sends the reads of one moment as one
 * Multicall3 call, as the tool's does.
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
    supply: {} as Record<string, bigint>,
    ethCalls: 0,
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
    if (method === 'eth_call') {
      node.ethCalls++;
      const [call] = params as [{ to: Hex; data: Hex }];
      return ethCall(node.supply, call);
    }
    throw new Error(`unexpected ${method}`);
  };
  const client = createPublicClient({
    chain,
    batch: { multicall: true },
    transport: custom({ request }, { retryCount: 0 }),
  }) as PublicClient;
  return { node, client };
}
