import { describe, expect, it } from '@rstest/core';
import { encodeAbiParameters, stringToHex } from 'viem';
import type { Rpc } from './rpc.ts';
import { NotATokenError, readTokenInfo } from './tokenInfo.ts';

const TOKEN = `0x${'ab'.repeat(20)}`;
const DECIMALS = '0x313ce567';
const uint = (n: bigint) => encodeAbiParameters([{ type: 'uint256' }], [n]);
const string = (s: string) => encodeAbiParameters([{ type: 'string' }], [s]);
// What viem's transport throws for a JSON-RPC error answer: the node's code on the error.
const reverted = () => Object.assign(new Error('execution reverted'), { code: 3 });

/** A node whose eth_call answers decimals() and symbol() with the given results or errors. */
const node = (decimals: string | Error, symbol: string | Error): Rpc => ({
  async request(method, params) {
    if (method !== 'eth_call') throw new Error(`unexpected ${method}`);
    const answer = (params[0] as { data: string }).data === DECIMALS ? decimals : symbol;
    if (answer instanceof Error) throw answer;
    return answer;
  },
});

describe('readTokenInfo', () => {
  it('reads decimals and symbol, a bytes32 symbol too', async () => {
    expect(await readTokenInfo(node(uint(6n), string('USDC')), TOKEN)).toEqual({ decimals: 6, symbol: 'USDC' });
    expect(await readTokenInfo(node(uint(18n), stringToHex('MKR', { size: 32 })), TOKEN)).toEqual({ decimals: 18, symbol: 'MKR' });
  });

  it('takes a contract whose decimals() reverts or answers nothing as no token, so nobody retries it', async () => {
    await expect(readTokenInfo(node(reverted(), reverted()), TOKEN)).rejects.toBeInstanceOf(NotATokenError);
    await expect(readTokenInfo(node('0x', '0x'), TOKEN)).rejects.toBeInstanceOf(NotATokenError);
  });

  it('refuses decimals outside uint8, which no amount could be formatted with', async () => {
    await expect(readTokenInfo(node(uint(2n ** 41n), string('BAD')), TOKEN)).rejects.toBeInstanceOf(NotATokenError);
    expect((await readTokenInfo(node(uint(255n), string('MAX')), TOKEN)).decimals).toBe(255);
  });

  it('cuts a symbol longer than 16 characters, and says so with an ellipsis, never inside a code point (an emoji)', async () => {
    expect((await readTokenInfo(node(uint(18n), string("-0+cmd|' /C calc'!A0")), TOKEN)).symbol).toBe("-0+cmd|' /C cal…");
    expect((await readTokenInfo(node(uint(18n), string('🚀'.repeat(20))), TOKEN)).symbol).toBe(`${'🚀'.repeat(15)}…`);
    expect((await readTokenInfo(node(uint(18n), string('SIXTEEN_CHARS_OK')), TOKEN)).symbol).toBe('SIXTEEN_CHARS_OK');
  });

  it('shows a symbol without the characters that turn text around or hide it, before it is cut', async () => {
    const symbolOf = async (symbol: string) => (await readTokenInfo(node(uint(18n), string(symbol)), TOKEN)).symbol;
    // Shown as is, "\u202EDSU" reads "USD", and the line after it reads backwards.
    expect(await symbolOf('\u202EDSU')).toBe('DSU');
    expect(await symbolOf('US\u200BDC\u2066\n\u2028\u2029')).toBe('USDC');
    expect(await symbolOf(`\u202E${'A'.repeat(16)}`)).toBe('A'.repeat(16));
    expect(await symbolOf('Ünï 🚀')).toBe('Ünï 🚀');
  });

  it('leaves the symbol empty when symbol() reverts (it is optional in ERC-20)', async () => {
    expect(await readTokenInfo(node(uint(8n), reverted()), TOKEN)).toEqual({ decimals: 8, symbol: '' });
  });

  it('passes a failed call on, for the retry to try again', async () => {
    const down = node(new TypeError('Failed to fetch'), new TypeError('Failed to fetch'));
    const error = await readTokenInfo(down, TOKEN).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TypeError);
  });
});
