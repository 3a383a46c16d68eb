import type { TrackedCoin } from '@coinwatch/shared';
import { afterEach, expect, it } from '@rstest/core';
import { ref } from 'valtio';
import { coinsState } from './coinsState.ts';
import { planImport } from './importCoins.ts';
import type { ImportRow } from './validateImport.ts';

const TOKEN = '0x52908400098527886E0F7030069857D2E4169EE7';
const wallet = (n: number) => `0x${n.toString(16).padStart(40, '0')}`;
const row = (at: number, ticker: string, address: string | null): ImportRow => ({
  at,
  coinTicker: ticker,
  coinName: `${ticker} coin`,
  coinAddress: TOKEN,
  chainId: 1,
  address: address ? { address, description: '', color: '#abc' } : null,
});
const tracked: TrackedCoin = {
  id: 'c1',
  userId: 'u1',
  createdAt: '2026-01-01T00:00:00Z',
  coinTicker: 'USDC',
  coinName: 'USD Coin',
  coinAddress: TOKEN,
  chainId: 1,
  addresses: [{ id: 'a1', address: wallet(1), description: '', color: '#abc', createdAt: '2026-01-01T00:00:00Z' }],
};

afterEach(() => {
  coinsState.items = ref([]);
});

it('counts as already tracked only rows of coins and addresses the list has', () => {
  coinsState.items = ref([tracked]);
  const plan = planImport([row(2, 'USDC', wallet(1)), row(3, 'usdc', null), row(4, 'USDC', wallet(2))]);
  expect([...plan.tracked].map((r) => r.at)).toEqual([2, 3]);
  expect(plan.newCoins).toEqual([]);
  expect(plan.newAddresses.map((a) => a.address)).toEqual([wallet(2)]);
});

it('a coin-only row of a coin the same file adds is part of adding it, not already tracked', () => {
  const plan = planImport([row(2, 'NEW', wallet(3)), row(3, 'NEW', null)]);
  expect(plan.newCoins.map((c) => c.coin_ticker)).toEqual(['NEW']);
  expect(plan.newAddresses.map((a) => a.address)).toEqual([wallet(3)]);
  expect(plan.tracked.size).toBe(0);
});
