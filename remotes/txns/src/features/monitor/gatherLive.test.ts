import { expect, it } from '@rstest/core';
import type { Transfer } from '../../chain/transfer.ts';
import { gatherLive } from './gatherLive.ts';

const transfer = (block: number): Transfer => ({
  blockNumber: BigInt(block),
  blockHash: `0x${block.toString(16).padStart(64, 'b')}`,
  txHash: `0x${block.toString(16).padStart(64, 'a')}`,
  logIndex: 0,
  from: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
  to: '0x90f79bf6eb2c4f870365e785982e1f101e93b906',
  value: 1n,
  timestamp: null,
});
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

it('a burst of transfers, each delivered alone, is one notice at once and one for the rest, not one each', async () => {
  const notices: number[][] = [];
  const gatherer = gatherLive((batch) => notices.push(batch.map((t) => Number(t.blockNumber))), 50);
  for (let block = 1; block <= 50; block++) gatherer.push([transfer(block)]);
  expect(notices).toEqual([[1]]);
  await wait(80);
  expect(notices).toEqual([[1], Array.from({ length: 49 }, (_, i) => i + 2)]);

  // Once quiet for a whole window, the next transfer is told at once again.
  await wait(80);
  gatherer.push([transfer(60)]);
  expect(notices.at(-1)).toEqual([60]);
  // Leaving the page drops what was still gathered.
  gatherer.push([transfer(61)]);
  gatherer.stop();
  await wait(80);
  expect(notices.at(-1)).toEqual([60]);
});

it('a backfill of any size is taken in one push', async () => {
  const batches: number[] = [];
  const gatherer = gatherLive((batch) => batches.push(batch.length), 50);
  gatherer.push([transfer(1)]);
  // More transfers than a call takes arguments (a long outage's backfill).
  gatherer.push(Array.from({ length: 300_000 }, () => transfer(4)));
  await wait(80);
  expect(batches).toEqual([1, 300_000]);
  gatherer.stop();
});

it('transfers gone before they were handed on (taken back, above a fork) are never handed on', async () => {
  const notices: number[][] = [];
  const gatherer = gatherLive((batch) => notices.push(batch.map((t) => Number(t.blockNumber))), 50);
  gatherer.push([transfer(1)]);
  gatherer.push([transfer(2), transfer(3), transfer(4)]);
  gatherer.discard((t) => t.blockNumber === 3n);
  gatherer.discard((t) => t.blockNumber > 3n);
  await wait(80);
  expect(notices).toEqual([[1], [2]]);
  gatherer.stop();
});
