import { expect, it } from '@rstest/core';
import { CONTRACT, fakeFriendtechNode, tradeLog } from '../../testing/fakeFriendtechNode.ts';
import { followTrades } from './followTrades.ts';
import type { Trade } from './trade.ts';
import { tradeSource } from './tradeSource.ts';

type Node = ReturnType<typeof fakeFriendtechNode>;
const keyOf = (log: ReturnType<typeof tradeLog>) => `${log.transactionHash}:${Number(log.logIndex)}`;

/** Follows the node from block 101, 20 blocks at most at once, until `count` trades are seen. */
async function follow({ client }: Node, count: number) {
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
  while (seen.length < count) await new Promise((r) => setTimeout(r, 20));
  run.abort();
  await following;
  return { seen: seen.map((t) => t.key), errors };
}

it('after failed polls catches up on every block missed, in steps no wider than allowed, each trade once', async () => {
  const chain = fakeFriendtechNode({ latest: 100 });
  // The node is unreachable for the first poll; meanwhile 30 blocks with trades arrive.
  chain.node.failing = 1;
  chain.node.logs.push(tradeLog(101), tradeLog(110), tradeLog(110, 1), tradeLog(130));
  chain.node.latest = 130;
  const { seen, errors } = await follow(chain, 4);
  expect(errors).toHaveLength(1);
  expect(seen).toEqual([tradeLog(110, 1), tradeLog(110), tradeLog(101), tradeLog(130)].map(keyOf));
  expect(chain.node.ranges).toEqual([
    [101, 120],
    [121, 130],
  ]);
});

it('a range the node refuses as too wide is asked again in halves, without reporting a failure', async () => {
  // After a long gap (the laptop slept) the feed catches up 20 blocks at a time; this node takes 10.
  const chain = fakeFriendtechNode({ latest: 130, maxRange: 10 });
  chain.node.logs.push(tradeLog(105), tradeLog(118), tradeLog(127));
  const { seen, errors } = await follow(chain, 3);
  expect(errors).toEqual([]);
  expect(seen).toEqual([tradeLog(105), tradeLog(118), tradeLog(127)].map(keyOf));
  expect(chain.node.ranges).toEqual([
    [101, 120],
    [101, 110],
    [111, 120],
    [121, 130],
  ]);
});
