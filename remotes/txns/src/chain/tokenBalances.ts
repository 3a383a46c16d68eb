import { decodeFunctionResult, encodeFunctionData, erc20Abi } from 'viem';
import { ethCall } from './ethCall.ts';
import type { Rpc } from './rpc.ts';

/**
 * balanceOf of each address at one block, so the numbers shown together belong together. Keyed by
 * lowercase address; viem's decoding rejects an answer that is not one uint256.
 */
export async function readTokenBalances(
  rpc: Rpc,
  token: string,
  addresses: readonly `0x${string}`[],
  block: bigint,
): Promise<Map<string, bigint>> {
  const balances = await Promise.all(
    addresses.map(async (address) => {
      const data = encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [address] });
      const answer = await ethCall(rpc, token, data, 'balanceOf()', block);
      return [address.toLowerCase(), decodeFunctionResult({ abi: erc20Abi, functionName: 'balanceOf', data: answer })] as const;
    }),
  );
  return new Map(balances);
}
