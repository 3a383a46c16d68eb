import { expect, it, rs } from '@rstest/core';
import { CONTRACT, fakeFriendtechNode, tradeLog } from '../../testing/fakeFriendtechNode.ts';
import { followTrades } from './followTrades.ts';
import { replaceSpan, type Trade } from './trade.ts';
import { tradeSource } from './tradeSource.ts';

type Node = ReturnType<typeof fakeFriendtechNode>;
const keyOf = (log: ReturnType<typeof tradeLog>) => `${log.transactionHash}:${Number(log.logIndex)}`;

/**
 * Follows the node from block 101, 20 blocks at most at once (10 of them read again), until `count`
 * trades are seen.
 */
async function follow({ client }: Node, count: number) {
  let seen: Trade[] = [];
  const errors: unknown[] = [];
  const run = new AbortController();
  const following = followTrades(tradeSource(client, CONTRACT), {
    from: 101n,
    maxRange: 20n,
    signal: run.signal,
    onTrades: (trades, _latest, span) => {
      if (span) seen = replaceSpan(seen, span, trades);
    },
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
  expect(seen).toEqual([tradeLog(130), tradeLog(110, 1), tradeLog(110), tradeLog(101)].map(keyOf));
  expect(chain.node.ranges).toEqual([
    [91, 110],
    [101, 120],
    [111, 130],
  ]);
});

it('a range the node refuses as too wide is asked again in halves, without reporting a failure', async () => {
  // After a long gap (the laptop slept) the feed catches up 20 blocks at a time; this node takes 10.
  const chain = fakeFriendtechNode({ latest: 130, maxRange: 10 });
  chain.node.logs.push(tradeLog(105), tradeLog(118), tradeLog(127));
  const { seen, errors } = await follow(chain, 3);
  expect(errors).toEqual([]);
  expect(seen).toEqual([tradeLog(127), tradeLog(118), tradeLog(105)].map(keyOf));
  // Halved to 10 blocks, of which 5 are read again: the catch-up still moves on 5 blocks a step.
  // After four that worked, 20 is tried again, and refused again.
  expect(chain.node.ranges).toEqual([
    [91, 110],
    [96, 105],
    [101, 110],
    [106, 115],
    [111, 120],
    [111, 130],
    [116, 125],
    [121, 130],
  ]);
});

it('a range narrowed by a busy stretch widens again once polls work, so the last blocks are read again', async () => {
  // Refused down to a single block while catching up to 110 (then no block is read again).
  const chain = fakeFriendtechNode({ latest: 110, maxRange: 1 });
  const run = new AbortController();
  const following = followTrades(tradeSource(chain.client, CONTRACT), {
    from: 101n,
    maxRange: 20n,
    signal: run.signal,
    onTrades: () => {},
    onError: () => {},
  });
  while (chain.node.ranges.at(-1)?.[0] !== 110) await new Promise((r) => setTimeout(r, 5));
  const caughtUp = chain.node.ranges.length;
  expect(chain.node.ranges.at(-1)).toEqual([110, 110]);
  // The node takes 20 blocks again, and 90 more came: after the poll's wait the range widens.
  chain.node.maxRange = 20;
  chain.node.latest = 200;
  const wide = () => chain.node.ranges.findIndex(([from, to], i) => i >= caughtUp && to - from + 1 === 20);
  while (wide() === -1) await new Promise((r) => setTimeout(r, 20));
  run.abort();
  await following;
  // Its first 10 blocks were answered before: a block replaced meanwhile is read as it now is.
  expect(chain.node.ranges[wide()]?.[0]).toBe((chain.node.ranges[wide() - 1]?.[1] ?? 0) - 9);
});

it('reports nothing once stopped, not even what a poll under way when it stopped finds', async () => {
  const chain = fakeFriendtechNode({ latest: 101 });
  chain.node.logs.push(tradeLog(101));
  const source = tradeSource(chain.client, CONTRACT);
  let answer = () => {};
  let asked = false;
  const slow = {
    ...source,
    async trades(from: bigint, to: bigint) {
      asked = true;
      await new Promise<void>((go) => (answer = go));
      return source.trades(from, to);
    },
  };
  const reports: unknown[] = [];
  const run = new AbortController();
  const following = followTrades(slow, {
    from: 101n,
    maxRange: 20n,
    signal: run.signal,
    onTrades: (trades) => reports.push(trades),
    onError: (error) => reports.push(error),
  });
  while (!asked) await new Promise((r) => setTimeout(r, 5));
  // The page leaves (another chain, another tool) while the poll waits for the node.
  run.abort();
  answer();
  await following;
  expect(reports).toEqual([]);
});

it('polls again as soon as the browser is back online, not after what is left of its back-off', async () => {
  const chain = fakeFriendtechNode({ latest: 100 });
  // Three failed polls (1 s and 2 s apart): the next is 5 s away.
  chain.node.failing = 3;
  chain.node.logs.push(tradeLog(101));
  chain.node.latest = 101;
  const onLine = rs.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  const started = performance.now();
  const following = follow(chain, 1);
  while (chain.node.failing > 0) await new Promise((r) => setTimeout(r, 20));
  await new Promise((r) => setTimeout(r, 100));
  onLine.mockRestore();
  window.dispatchEvent(new Event('online'));
  const { seen, errors } = await following;
  expect(errors).toHaveLength(3);
  expect(seen).toEqual([keyOf(tradeLog(101))]);
  // 3 s of back-off before the online event; the 5 s wait after it is cut short (waited out, it
  // would be 8 s in all; the margin is for a loaded machine running test files side by side).
  expect(performance.now() - started).toBeLessThan(6_500);
}, 15_000);
