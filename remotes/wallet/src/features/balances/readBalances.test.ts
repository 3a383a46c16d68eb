import { resolveChains, type TrackedCoin } from '@coinwatch/shared';
import { answerAggregate3, serveOverHttp } from '@coinwatch/shared/testing/rpc';
import { expect, it } from '@rstest/core';
import { encodeAbiParameters, encodeFunctionData, erc20Abi } from 'viem';
import { readBalances, tokensOn } from './readBalances.ts';

const ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const coin = (coinTicker: string, coinAddress: string): TrackedCoin => ({
  id: coinTicker,
  userId: '00000000-0000-4000-8000-000000000001',
  chainId: 1,
  coinTicker,
  coinName: `${coinTicker} coin`,
  coinAddress,
  createdAt: '2026-01-01T00:00:00Z',
  addresses: [],
});
const USDC = coin('USDC', `0x${'a0'.repeat(20)}`);
const ODD = coin('ODD', `0x${'0d'.repeat(20)}`);
const uint = (n: bigint) => encodeAbiParameters([{ type: 'uint256' }], [n]);
const DECIMALS = encodeFunctionData({ abi: erc20Abi, functionName: 'decimals' });

/** A node whose USDC has 6 decimals, and whose ODD answers decimals() with a billion (no uint8). */
async function node() {
  return serveOverHttp({
    request(method: string, params: unknown[]) {
      if (method === 'eth_getBalance') return '0xde0b6b3a7640000';
      if (method !== 'eth_call') throw new Error(`unexpected ${method}`);
      const { data } = params[0] as { data: `0x${string}` };
      return answerAggregate3(data, (target, callData) => {
        if (callData !== DECIMALS) return uint(1_500_000n);
        return uint(target.toLowerCase() === ODD.coinAddress ? 1_000_000_000n : 6n);
      });
    },
  });
}

// viem decodes decimals() without checking it is a uint8; formatted with a billion decimals, the
// balance was a billion zeros, and the panel crashed.
it('reads a coin whose decimals() is no uint8 as unreadable, beside the others', async () => {
  const served = await node();
  try {
    const [chain] = resolveChains({ '1': { rpcHttp: served.url } }).filter((c) => c.id === 1);
    if (!chain) throw new Error('no Ethereum config');
    const rows = await readBalances(chain, ACCOUNT, [USDC, ODD]);
    expect(rows).toEqual([
      { key: 'native', kind: 'native', symbol: 'ETH', name: 'Ethereum native coin', amount: 10n ** 18n, decimals: 18 },
      { key: USDC.coinAddress, kind: 'token', symbol: 'USDC', name: 'USDC coin', amount: 1_500_000n, decimals: 6 },
      {
        key: ODD.coinAddress,
        kind: 'unreadable',
        symbol: 'ODD',
        name: 'ODD coin',
        reason: `No ERC-20 balance readable at ${ODD.coinAddress} on Ethereum.`,
      },
    ]);
  } finally {
    served.close();
  }
});

it('counts a contract tracked twice (with and without 0x) once, named as the coin tracked first', () => {
  const [mainnet] = resolveChains();
  const again = { ...coin('AGAIN', USDC.coinAddress.slice(2)), createdAt: '2026-02-01T00:00:00Z' };
  const earlier = { ...coin('ZED', USDC.coinAddress.toUpperCase().replace('0X', '0x')), createdAt: '2025-12-01T00:00:00Z' };
  if (!mainnet) throw new Error('no chain');
  // The list's order, by ticker: the later copy AGAIN comes first in it.
  expect(tokensOn(mainnet, [again, ODD, USDC]).map((c) => c.coinTicker)).toEqual(['ODD', 'USDC']);
  expect(tokensOn(mainnet, [again, ODD, USDC, earlier]).map((c) => c.coinTicker)).toEqual(['ODD', 'ZED']);
});
