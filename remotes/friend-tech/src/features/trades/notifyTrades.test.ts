import type { NotificationInput } from '@coinwatch/shared';
import { expect, it } from '@rstest/core';
import type { TrackedLabel } from '../addresses/trackedAddresses.ts';
import { notifyTrades } from './notifyTrades.ts';
import type { Trade } from './trade.ts';

const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const BOB = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const CAROL = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';
const tracked = new Map<string, TrackedLabel>([
  [ALICE.toLowerCase(), { address: ALICE, description: 'Alice', color: '#e53935', tickers: ['DMO'] }],
]);
const trade = (i: number, trader: string, subject: string): Trade => ({
  key: `0x${i}:0`,
  block: BigInt(i),
  logIndex: 0,
  txHash: `0x${String(i).padStart(64, '0')}`,
  trader: trader as Trade['trader'],
  subject: subject as Trade['subject'],
  isBuy: i % 2 === 0,
  keys: BigInt(i),
  eth: 0n,
  protocolFee: 0n,
  subjectFee: 0n,
  supplyAfter: 1200n,
});

it('tells of trades by or of tracked addresses only, by their descriptions', () => {
  const shown: NotificationInput[] = [];
  notifyTrades({ notify: (n) => void shown.push(n) }, [trade(2, ALICE, BOB), trade(1, BOB, CAROL), trade(3, CAROL, ALICE)], tracked);
  expect(shown.map((n) => n.secondaryText)).toEqual([
    'Alice bought 2 keys of 0x3C44…93BC (supply now 1,200)',
    '0x90F7…b906 sold 3 keys of Alice (supply now 1,200)',
  ]);
});

it('sums up a burst in one notification', () => {
  const shown: NotificationInput[] = [];
  notifyTrades(
    { notify: (n) => void shown.push(n) },
    [1, 2, 3, 4].map((i) => trade(i, ALICE, BOB)),
    tracked,
  );
  expect(shown).toEqual([
    { icon: 'Success', primaryText: 'friend.tech trades', secondaryText: '4 new trades by or of your tracked addresses' },
  ]);
});
