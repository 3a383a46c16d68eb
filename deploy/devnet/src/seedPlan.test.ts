import { describe, expect, it } from '@rstest/core';
import { decodeFunctionData } from 'viem';
import { DemoTokenAbi } from '../artifacts/contracts.ts';
import { BLOCK_TIME_SECONDS, GENESIS_TIMESTAMP } from './demoTokens.ts';
import { buildSeedPlan } from './seedPlan.ts';

const accounts = Array.from({ length: 20 }, (_, i) => `0x${(i + 1).toString(16).padStart(40, '0')}` as const);

describe('buildSeedPlan', () => {
  const plan = buildSeedPlan(accounts);

  it('is the same history every time', () => {
    expect(buildSeedPlan(accounts)).toEqual(plan);
  });

  it('has at least 5,000 transfers over at least 2,000 blocks, some of zero value, and trades', () => {
    const transfers = Object.values(plan.transfers).reduce((a, b) => a + b, 0);
    expect(transfers).toBeGreaterThanOrEqual(5000);
    expect(plan.blocks.length).toBeGreaterThanOrEqual(2000);
    expect(plan.zeroValueTransfers).toBeGreaterThan(50);
    expect(plan.trades).toBeGreaterThan(100);
    expect(plan.tokens.map((t) => t.decimals)).toEqual([18, 6]);
  });

  it('gives every block a fixed timestamp, 12 s apart', () => {
    plan.blocks.forEach((block, i) => {
      expect(block.number).toBe(i + 1);
      expect(block.timestamp).toBe(GENESIS_TIMESTAMP + (i + 1) * BLOCK_TIME_SECONDS);
    });
  });

  it('counts exactly the transfer calls it plans (mints included)', () => {
    const counted: Record<string, number> = {};
    let zero = 0;
    for (const tx of plan.blocks.flatMap((b) => b.txs)) {
      if (!tx.to || !(tx.to in plan.transfers)) continue;
      const call = decodeFunctionData({ abi: DemoTokenAbi, data: tx.data });
      if (call.functionName !== 'transfer' && call.functionName !== 'mint') continue;
      counted[tx.to] = (counted[tx.to] ?? 0) + 1;
      if (call.args[1] === 0n) zero++;
    }
    expect(counted).toEqual(plan.transfers);
    expect(zero).toBe(plan.zeroValueTransfers);
  });

  it('numbers each account nonce from 0 without gaps', () => {
    const next = new Map<string, number>();
    for (const tx of plan.blocks.flatMap((b) => b.txs)) {
      expect(tx.nonce).toBe(next.get(tx.from) ?? 0);
      next.set(tx.from, tx.nonce + 1);
    }
  });
});
