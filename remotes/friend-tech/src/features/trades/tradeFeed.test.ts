import { DEVNET_CHAIN_ID, defaultChains } from '@coinwatch/shared';
import { expect, it } from '@rstest/core';
import { markets } from '../../chain/deployments.ts';
import { CONTRACT, fakeFriendtechNode, tradeLog } from '../../testing/fakeFriendtechNode.ts';
import type { Trade } from './trade.ts';
import { createTradeFeed, type FeedState, type TradeFeed } from './tradeFeed.ts';
import { tradeSource } from './tradeSource.ts';

const [market] = markets(defaultChains.filter((c) => c.id === DEVNET_CHAIN_ID));
if (!market) throw new Error('friend.tech has no devnet deployment');

const early = tradeLog(120);
const moved = tradeLog(130);
const other = tradeLog(130, 0, { transactionHash: `0x${'b'.repeat(64)}` });
const newest = tradeLog(131, 0, { transactionHash: `0x${'c'.repeat(64)}` });
const names: Record<string, string> = {
  [early.transactionHash as string]: 'early',
  [moved.transactionHash as string]: 'moved',
  [other.transactionHash as string]: 'other',
  [newest.transactionHash as string]: 'newest',
};
/** Each trade as its transaction's name and its block. */
const where = (trades: readonly Trade[]) => trades.map((t) => `${names[t.txHash]}@${t.block}`);

/** Resolves once the feed's state passes `done`. */
const stateOf = (feed: TradeFeed, done: (s: FeedState) => boolean) =>
  new Promise<void>((resolve) => {
    const check = () => done(feed.getState()) && resolve();
    feed.subscribe(check);
    check();
  });

/** A feed over a node with `logs` up to block 130, once its first scan is done; `news`: what it told of. */
const liveFeed = async (logs: ReturnType<typeof tradeLog>[]) => {
  const { node, client } = fakeFriendtechNode({ logs, latest: 130 });
  const news: Trade[][] = [];
  const feed = createTradeFeed({ market, source: tradeSource(client, CONTRACT), onLiveTrades: (t) => news.push(t) });
  const until = (done: (s: FeedState) => boolean) => stateOf(feed, done);
  await until((s) => s.status === 'live');
  return { node, feed, news, until };
};

it('a reorg of a block already shown replaces its trades, and only a trade never shown is news', async () => {
  const { node, feed, news, until } = await liveFeed([early, moved]);
  expect(where(feed.getState().trades)).toEqual(['moved@130', 'early@120']);

  // Block 130 is replaced: another transaction takes its place and the shown trade moves to 131.
  node.logs.splice(node.logs.indexOf(moved), 1, other, tradeLog(131, 0, { transactionHash: moved.transactionHash }));
  node.latest = 131;
  await until((s) => s.latest === 131n);
  feed.stop();

  expect(where(feed.getState().trades)).toEqual(['moved@131', 'other@130', 'early@120']);
  expect(news.map(where)).toEqual([['other@130']]);
});

it('a poll answered by a node a few blocks behind (load-balanced) keeps the newest trades shown, and tells of each once', async () => {
  const { node, feed, news, until } = await liveFeed([early]);
  node.logs.push(newest);
  node.latest = 131;
  await until((s) => s.trades.some((t) => t.block === 131n));
  // The next poll's eth_getLogs reaches a node three blocks behind the head it was told: up to 130.
  node.logsBehind = 3;
  node.latest = 133;
  await until((s) => s.latest === 133n);
  expect(where(feed.getState().trades)).toEqual(['newest@131', 'early@120']);
  node.logsBehind = 0;
  node.latest = 134;
  await until((s) => s.latest === 134n);
  feed.stop();
  expect(where(feed.getState().trades)).toEqual(['newest@131', 'early@120']);
  expect(news.map(where)).toEqual([['newest@131']]);
}, 15_000);

it('a trade a reorg took out of the list, and a later block has again, is not told of twice', async () => {
  const { node, feed, news, until } = await liveFeed([early]);
  node.logs.push(newest);
  node.latest = 131;
  await until((s) => s.trades.some((t) => t.txHash === newest.transactionHash));
  // Block 131 is replaced without it (another trade in 132 shows the span was read past it)...
  node.logs.splice(node.logs.indexOf(newest), 1, tradeLog(132, 0, { transactionHash: other.transactionHash }));
  node.latest = 132;
  await until((s) => !s.trades.some((t) => t.txHash === newest.transactionHash));
  // ...and a later block has it again.
  node.logs.push(tradeLog(133, 0, { transactionHash: newest.transactionHash }));
  node.latest = 133;
  await until((s) => s.trades.some((t) => t.txHash === newest.transactionHash));
  feed.stop();
  expect(where(feed.getState().trades)).toEqual(['newest@133', 'other@132', 'early@120']);
  expect(news.map(where)).toEqual([['newest@131'], ['other@132']]);
}, 15_000);

it('a trade of the first scan that a reorg took out of the list, and a later block has again, is no news', async () => {
  const { node, feed, news, until } = await liveFeed([early, moved]);
  // Block 130 is replaced without it (another trade in 131 shows the span was read past it)...
  node.logs.splice(node.logs.indexOf(moved), 1, tradeLog(131, 0, { transactionHash: other.transactionHash }));
  node.latest = 131;
  await until((s) => !s.trades.some((t) => t.txHash === moved.transactionHash));
  // ...and a later block has it again.
  node.logs.push(tradeLog(132, 0, { transactionHash: moved.transactionHash }));
  node.latest = 132;
  await until((s) => s.trades.some((t) => t.txHash === moved.transactionHash));
  feed.stop();
  expect(where(feed.getState().trades)).toEqual(['moved@132', 'other@131', 'early@120']);
  expect(news.map(where)).toEqual([['other@131']]);
}, 15_000);

it('a first scan that fails part-way keeps the trades it found, and Retry goes on from where it stopped', async () => {
  // The node takes 39 blocks at a time: the scan reaches block 120 first, then the node goes away.
  const { node, client } = fakeFriendtechNode({ logs: [tradeLog(120), tradeLog(30)], latest: 130, maxRange: 64 });
  const feed = createTradeFeed({ market, source: tradeSource(client, CONTRACT) });
  const counts: number[] = [];
  feed.subscribe(() => {
    const { trades } = feed.getState();
    if (trades.length && !counts.length) node.failing = 1;
    if (trades.length || counts.length) counts.push(trades.length);
  });
  await stateOf(feed, (s) => s.status === 'failed');
  const blocks = () => feed.getState().trades.map((t) => t.block);
  expect(blocks()).toEqual([120n]);
  const before = node.ranges.length;
  const scannedDownTo = Math.min(...node.ranges.filter(([from, to]) => to - from + 1 <= 64).map(([from]) => from));

  feed.retry();
  await stateOf(feed, (s) => s.status === 'live');
  feed.stop();
  expect(blocks()).toEqual([120n, 30n]);
  // The trade found before the failure never left the table, and no block was asked for twice.
  expect(counts.every((n) => n > 0)).toBe(true);
  expect(node.ranges.slice(before).every(([, to]) => to < scannedDownTo)).toBe(true);
});
