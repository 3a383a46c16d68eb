import { answerAggregate3 } from '@coinwatch/shared/testing/rpc';
import { MULTICALL3_ADDRESS } from '@coinwatch/shared/toolkit';
import { describe, expect, it } from '@rstest/core';
import { decodeFunctionData, encodeAbiParameters, encodeFunctionResult, erc20Abi, multicall3Abi } from 'viem';
import type { Rpc } from './rpc.ts';
import { BALANCES_PER_CALL, readTokenBalances } from './tokenBalances.ts';

const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
/** Distinct addresses whose balance is their own number: 0x…01 holds 1, 0x…02 holds 2. */
const addresses = (n: number) => Array.from({ length: n }, (_, i) => `0x${(i + 1).toString(16).padStart(40, '0')}` as const);
const balanceAnswer = (callData: `0x${string}`) => {
  const { args } = decodeFunctionData({ abi: erc20Abi, data: callData });
  return encodeAbiParameters([{ type: 'uint256' }], [BigInt(String(args?.[0]))]);
};

/** A node's eth_call, each call's target and block recorded; `multicall` says whether Multicall3 has code there. */
function node(multicall: boolean) {
  const calls: Array<{ to: string; block: unknown }> = [];
  const rpc: Rpc = {
    async request(method, params) {
      if (method !== 'eth_call') throw new Error(`unexpected ${method}`);
      const [{ to, data }, block] = params as [{ to: string; data: `0x${string}` }, string];
      calls.push({ to, block });
      if (to === MULTICALL3_ADDRESS) return multicall ? answerAggregate3(data, (_, callData) => balanceAnswer(callData)) : '0x';
      if (to === token) return balanceAnswer(data);
      throw new Error(`unexpected eth_call to ${to}`);
    },
  };
  return { rpc, calls };
}

describe('readTokenBalances', () => {
  it('reads a coin’s addresses through Multicall3, one eth_call per group, each balance where it belongs', async () => {
    const { rpc, calls } = node(true);
    const many = addresses(BALANCES_PER_CALL * 2 + 3);
    const balances = await readTokenBalances(rpc, token, many, 77n);
    expect(calls).toEqual(Array.from({ length: 3 }, () => ({ to: MULTICALL3_ADDRESS, block: '0x4d' })));
    expect(balances.size).toBe(many.length);
    expect(balances.get(many[0] ?? '')).toBe(1n);
    expect(balances.get(many[BALANCES_PER_CALL] ?? '')).toBe(BigInt(BALANCES_PER_CALL + 1));
    expect(balances.get(many.at(-1) ?? '')).toBe(BigInt(many.length));
  });

  it('reads each balance on its own where Multicall3 has no code', async () => {
    const { rpc, calls } = node(false);
    const balances = await readTokenBalances(rpc, token, addresses(3), 77n);
    expect(calls.map((c) => c.to)).toEqual([MULTICALL3_ADDRESS, token, token, token]);
    expect([...balances.values()]).toEqual([1n, 2n, 3n]);
  });

  it('fails the read when Multicall3 answers fewer balances than it was asked for', async () => {
    const one = encodeAbiParameters([{ type: 'uint256' }], [1n]);
    const rpc: Rpc = {
      request: async () =>
        encodeFunctionResult({ abi: multicall3Abi, functionName: 'aggregate3', result: [{ success: true, returnData: one }] }),
    };
    await expect(readTokenBalances(rpc, token, addresses(2), 1n)).rejects.toThrow('Multicall3 answered 1 balances for 2 addresses');
  });
});
