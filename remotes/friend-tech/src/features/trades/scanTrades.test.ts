import { describe, expect, it } from '@rstest/core';
import { CONTRACT, fakeFriendtechNode, tradeLog } from '../../testing/fakeFriendtechNode.ts';
import { scanTrades } from './scanTrades.ts';
import { tradeSource } from './tradeSource.ts';

const blocks = (trades: { block: bigint }[]) => trades.map((t) => Number(t.block));

describe('scanTrades', () => {
  it('narrows the range when the node refuses it, and finds every trade once, newest first', async () => {
    const logs = [5, 120, 121, 480, 999].map((b) => tradeLog(b));
    const { node, client } = fakeFriendtechNode({ logs, latest: 999, maxRange: 200 });
    const progress: bigint[] = [];
    const found = await scanTrades(tradeSource(client, CONTRACT), {
      from: 0n,
      to: 999n,
      chunk: 1000n,
      signal: new AbortController().signal,
      onProgress: (p) => progress.push(p.scanned),
    });
    expect(blocks(found)).toEqual([999, 480, 121, 120, 5]);
    // 1000 refused, then 500 and 250 refused, then 125-block steps from the top down.
    expect(node.ranges.slice(0, 4)).toEqual([
      [0, 999],
      [500, 999],
      [750, 999],
      [875, 999],
    ]);
    expect(progress.at(-1)).toBe(1000n);
    expect(progress).toEqual([...progress].sort((a, b) => (a < b ? -1 : 1)));
  });

  it('leaves out logs that are not Trade events or were removed by a reorg', async () => {
    const logs = [tradeLog(1), tradeLog(2, 0, { data: '0x1234' }), tradeLog(3, 0, { removed: true }), tradeLog(4)];
    const { client } = fakeFriendtechNode({ logs, latest: 10 });
    const found = await scanTrades(tradeSource(client, CONTRACT), {
      from: 0n,
      to: 10n,
      chunk: 100n,
      signal: new AbortController().signal,
      onProgress: () => {},
    });
    expect(blocks(found)).toEqual([4, 1]);
    expect(found[0]).toMatchObject({ isBuy: true, keys: 1n, eth: 10n ** 15n, supplyAfter: 4n });
  });

  it('ends with the error when the node cannot be reached', async () => {
    const { node, client } = fakeFriendtechNode({ logs: [tradeLog(1)], latest: 10 });
    node.failing = 1;
    const scan = scanTrades(tradeSource(client, CONTRACT), {
      from: 0n,
      to: 10n,
      chunk: 100n,
      signal: new AbortController().signal,
      onProgress: () => {},
    });
    await expect(scan).rejects.toThrow('Failed to fetch');
  });

  it('reports no progress once stopped, not even from a call under way when it stopped', async () => {
    const { client } = fakeFriendtechNode({ logs: [tradeLog(50)], latest: 99 });
    const source = tradeSource(client, CONTRACT);
    let answer: (() => void) | null = null;
    const slow = {
      ...source,
      async trades(from: bigint, to: bigint) {
        await new Promise<void>((go) => (answer = go));
        return source.trades(from, to);
      },
    };
    const run = new AbortController();
    const progress: bigint[] = [];
    const scan = scanTrades(slow, { from: 0n, to: 99n, chunk: 100n, signal: run.signal, onProgress: (p) => progress.push(p.scanned) });
    while (!answer) await new Promise((r) => setTimeout(r, 5));
    run.abort();
    (answer as () => void)();
    await expect(scan).rejects.toThrow();
    expect(progress).toEqual([]);
  });
});
