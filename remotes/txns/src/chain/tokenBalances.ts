import { MULTICALL3_ADDRESS } from '@coinwatch/shared/toolkit';
import { decodeFunctionResult, encodeFunctionData, erc20Abi, multicall3Abi } from 'viem';
import { ethCall } from './ethCall.ts';
import type { Rpc } from './rpc.ts';

/**
 * Balances per aggregate3 call. Each costs a node ~2,600 gas and ~200 bytes of call data: 500 stay
 * far inside the gas and body caps of public nodes' eth_call.
 */
export const BALANCES_PER_CALL = 500;

/**
 * balanceOf of each address at one block, so the numbers shown together belong together. Keyed by
 * lowercase address; viem's decoding rejects an answer that is not one uint256. The reads go through
 * Multicall3, one eth_call per BALANCES_PER_CALL addresses: a public node rate-limits a coin's
 * hundreds of separate calls.
 */
export async function readTokenBalances(
  rpc: Rpc,
  token: string,
  addresses: readonly `0x${string}`[],
  block: bigint,
): Promise<Map<string, bigint>> {
  const groups: `0x${string}`[][] = [];
  for (let i = 0; i < addresses.length; i += BALANCES_PER_CALL) groups.push(addresses.slice(i, i + BALANCES_PER_CALL));
  const balances = (await Promise.all(groups.map((group) => readGroup(rpc, token, group, block)))).flat();
  return new Map(addresses.map((address, i) => [address.toLowerCase(), balances[i] ?? 0n]));
}

const balanceOfData = (address: `0x${string}`) => encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [address] });
const decodeBalance = (data: `0x${string}`) => decodeFunctionResult({ abi: erc20Abi, functionName: 'balanceOf', data });

async function readGroup(rpc: Rpc, token: string, group: readonly `0x${string}`[], block: bigint): Promise<bigint[]> {
  const calls = group.map((address) => ({ target: token as `0x${string}`, allowFailure: false, callData: balanceOfData(address) }));
  const data = encodeFunctionData({ abi: multicall3Abi, functionName: 'aggregate3', args: [calls] });
  const answer = await ethCall(rpc, MULTICALL3_ADDRESS, data, 'Multicall3 balanceOf()', block);
  // No code there at that block (a node without Multicall3, or a block before it was deployed):
  // the call answers nothing, and each balance is read on its own.
  if (answer === '0x') {
    return Promise.all(
      group.map(async (address) => decodeBalance(await ethCall(rpc, token, balanceOfData(address), 'balanceOf()', block))),
    );
  }
  const results = decodeFunctionResult({ abi: multicall3Abi, functionName: 'aggregate3', data: answer });
  if (results.length !== group.length) throw new Error(`Multicall3 answered ${results.length} balances for ${group.length} addresses`);
  return results.map((result) => decodeBalance(result.returnData));
}
