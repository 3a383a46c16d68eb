import { isExecutionReverted, isTokenDecimals } from '@coinwatch/shared/toolkit';
import { decodeFunctionResult, encodeFunctionData, erc20Abi, hexToString } from 'viem';
import { ethCall } from './ethCall.ts';
import type { Rpc } from './rpc.ts';

export type TokenInfo = { symbol: string; decimals: number };

export class NotATokenError extends Error {
  override name = 'NotATokenError';
}

const call = (rpc: Rpc, token: string, functionName: 'decimals' | 'symbol') =>
  ethCall(rpc, token, encodeFunctionData({ abi: erc20Abi, functionName }), `${functionName}()`).catch((error: unknown) => {
    // A revert is the contract's answer (it has no such function), not a failure to retry.
    if (isExecutionReverted(error)) return '0x' as const;
    throw error;
  });

/** decimals() and symbol() of an ERC-20, read from the chain (the amounts are meaningless without them). */
export async function readTokenInfo(rpc: Rpc, token: string): Promise<TokenInfo> {
  const [decimalsHex, symbolHex] = await Promise.all([call(rpc, token, 'decimals'), call(rpc, token, 'symbol')]);
  // An answer, not a failure (nothing retries it); the page says what it means, with the chain's name.
  const notAToken = () => new NotATokenError(`${token} does not answer as an ERC-20 token`);
  if (decimalsHex === '0x') throw notAToken();
  let decimals: number;
  try {
    decimals = decodeFunctionResult({ abi: erc20Abi, functionName: 'decimals', data: decimalsHex });
  } catch {
    throw notAToken();
  }
  if (!isTokenDecimals(decimals)) throw notAToken();
  let symbol = '';
  try {
    symbol = decodeFunctionResult({ abi: erc20Abi, functionName: 'symbol', data: symbolHex });
  } catch {
    // Early tokens (MKR, SAI) return bytes32 rather than string; symbol() is optional in ERC-20.
    if (symbolHex.length === 66) symbol = hexToString(symbolHex, { size: 32 });
  }
  // A symbol is the contract's to choose. Shown without control and format characters and line or
  // paragraph separators: a bytes32 symbol's zero padding, line breaks, and the direction overrides
  // ("\u202EDSU" shows as "USD" and turns the line after it around); emoji joined by U+200D then
  // show side by side. (The forms' own rule, withoutHiddenCharacters, brings 330 B of patterns the
  // coin page has no room for.) Cut where it runs long, by code points, and marked as cut.
  symbol = symbol.replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '');
  const chars = [...symbol];
  return { decimals, symbol: chars.length > 16 ? `${chars.slice(0, 15).join('')}…` : symbol };
}
