import { expect, it } from '@rstest/core';
import { CONTRACT, fakeFriendtechNode, tradeLog } from '../../testing/fakeFriendtechNode.ts';
import { followTrades } from './followTrades.ts';
import type { Trade } from './trade.ts';
import { tradeSource } from './tradeSource.ts';

it('after failed polls catches up on every block missed, in steps no wider than allowed, each trade once', async () => {
  const { node, client } = fakeFriendtechNode({ latest: 100 });
  const seen: Trade[] = [];
  const errors: unknown[] = [];
  const run = new AbortController();
  // The node is unreachable for the first poll; meanwhile 30 blocks with trades arrive.
  node.failing = 1;
  node.logs.push(tradeLog(101), tradeLog(110), tradeLog(110, 1), tradeLog(130));
  node.latest = 130;
  const following = followTrades(tradeSource(client, CONTRACT), {
    from: 101n,
    maxRange: 20n,
    signal: run.signal,
    onTrades: (trades) => seen.push(...trades),
    onError: (error) => errors.push(error),
  });
  while (seen.length < 4) await new Promise((r) => setTimeout(r, 20));
  run.abort();
  await following;
  expect(errors).toHaveLength(1);
  expect(seen.map((t) => t.key)).toEqual(
    [tradeLog(110, 1), tradeLog(110), tradeLog(101), tradeLog(130)].map((l) => `${l.transactionHash}:${Number(l.logIndex)}`),
  );
  expect(node.ranges).toEqual([
    [101, 120],
    [121, 130],
  ]);
});

it('a range the node refuses as too wide is asked again in halves, without reporting a failure', async () => {
  // After a long gap (the laptop slept) the feed catches up 20 blocks at a time; this node takes 10.
  const { node, client } = fakeFriendtechNode({ latest: 130, maxRange: 10 });
  node.logs.push(tradeLog(105), tradeLog(118), tradeLog(127));
  const seen: Trade[] = [];
  const errors: unknown[] = [];
  const run = new AbortController();
  const following = followTrades(tradeSource(client, CONTRACT), {
    from: 101n,
    maxRange: 20n,
    signal: run.signal,
    onTrades: (trades) => seen.push(...trades),
    onError: (error) => errors.push(error),
  });
  while (seen.length < 3) await new Promise((r) => setTimeout(r, 20));
  run.abort();
  await following;
  expect(errors).toEqual([]);
  expect(seen.map((t) => t.key)).toEqual(
    [tradeLog(105), tradeLog(118), tradeLog(127)].map((l) => `${l.transactionHash}:${Number(l.logIndex)}`),
  );
  expect(node.ranges).toEqual([
    [101, 120],
    [101, 110],
    [111, 120],
    [121, 130],
  ]);
});
