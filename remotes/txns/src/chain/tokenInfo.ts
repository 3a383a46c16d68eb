import type * as z from '@coinwatch/shared/zod';
import { decodeFunctionResult, encodeFunctionData, erc20Abi, hexToString } from 'viem';
import type { Rpc } from './rpc.ts';
import { Hex } from './rpcSchemas.ts';

const HexResult = Hex as unknown as z.ZodMiniType<`0x${string}`>;

export type TokenInfo = { symbol: string; decimals: number };

export class NotATokenError extends Error {
  override name = 'NotATokenError';
}

async function call(rpc: Rpc, token: string, functionName: 'decimals' | 'symbol'): Promise<`0x${string}`> {
  const data = encodeFunctionData({ abi: erc20Abi, functionName });
  const result = HexResult.safeParse(await rpc.request('eth_call', [{ to: token, data }, 'latest']));
  if (!result.success) throw new Error(`eth_call ${functionName}() gave an unexpected answer`);
  return result.data;
}

/** decimals() and symbol() of an ERC-20, read from the chain (the amounts are meaningless without them). */
export async function readTokenInfo(rpc: Rpc, token: string): Promise<TokenInfo> {
  const [decimalsHex, symbolHex] = await Promise.all([call(rpc, token, 'decimals'), call(rpc, token, 'symbol')]);
  if (decimalsHex === '0x') throw new NotATokenError(`${token} has no contract code or no decimals(): is it an ERC-20 on this chain?`);
  const decimals = decodeFunctionResult({ abi: erc20Abi, functionName: 'decimals', data: decimalsHex });
  let symbol = '';
  try {
    symbol = decodeFunctionResult({ abi: erc20Abi, functionName: 'symbol', data: symbolHex });
  } catch {
    // Early tokens (MKR, SAI) return bytes32 rather than string.
    if (symbolHex.length === 66) symbol = hexToString(symbolHex, { size: 32 }).replace(/\0+$/, '');
  }
  return { decimals, symbol: symbol.slice(0, 16) };
}
