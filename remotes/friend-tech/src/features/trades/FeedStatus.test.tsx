import { resolveChains } from '@coinwatch/shared';
import { afterEach, expect, it, rs } from '@rstest/core';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PublicClient } from 'viem';
import type { Market } from '../../chain/deployments.ts';
import { CONTRACT, fakeFriendtechNode, tradeLog } from '../../testing/fakeFriendtechNode.ts';
import { FeedStatus } from './FeedStatus.tsx';
import { POLL_MS } from './followTrades.ts';
import { useTradeFeed } from './useTradeFeed.ts';

afterEach(() => cleanup());

const base = resolveChains().find((c) => c.id === 8453);
if (!base) throw new Error('Base is one of the chains');
const market: Market = { chain: base, deployment: { contract: CONTRACT, window: 100n } };

function LiveStatus({ client }: { client: PublicClient }) {
  const { feed, state } = useTradeFeed(market, client, () => {});
  return feed && state ? <FeedStatus state={state} feed={feed} chainName="Base" found={state.trades.length} /> : null;
}

it('keeps saying a look further back failed while live polls go on, until the user looks again', async () => {
  const { node, client } = fakeFriendtechNode({ latest: 300, logs: [tradeLog(150), tradeLog(250)] });
  render(<LiveStatus client={client} />);
  const status = await screen.findByTestId('ft-feed-status');
  await waitFor(() => expect(status.textContent).toContain('Live: trades up to block 300, since block 201.'));

  node.failing = 1;
  await userEvent.click(screen.getByRole('button', { name: 'Look further back' }));
  const told = (await screen.findByRole('alert')).textContent;
  expect(told).toMatch(/^Cannot reach Base's node .* Try again with "Look further back"\./);

  // A new block, read well by the live poll, must not wipe out what the user was told.
  node.latest = 301;
  await waitFor(() => expect(status.textContent).toContain('Live: trades up to block 301, since block 201.'), { timeout: POLL_MS * 3 });
  expect(screen.getByRole('alert').textContent).toBe(told);

  await userEvent.click(screen.getByRole('button', { name: 'Look further back' }));
  await waitFor(() => expect(status.textContent).toContain('since block 101.'));
  expect(screen.queryByRole('alert')).toBeNull();
}, 15_000);

it('does not say Live while the new blocks cannot be read, and says it again once they are', async () => {
  const { node, client } = fakeFriendtechNode({ latest: 300, logs: [tradeLog(250)] });
  render(<LiveStatus client={client} />);
  const status = await screen.findByTestId('ft-feed-status');
  await waitFor(() => expect(status.textContent).toContain('Live: trades up to block 300, since block 201.'));

  node.failing = 1000;
  expect((await screen.findByRole('alert', {}, { timeout: POLL_MS * 3 })).textContent).toMatch(/^Cannot reach Base's node/);
  expect(status.textContent).toContain('Trades up to block 300, since block 201.');
  expect(status.textContent).not.toContain('Live');

  node.failing = 0;
  await waitFor(() => expect(status.textContent).toContain('Live: trades up to block 300'), { timeout: 10_000 });
  expect(screen.queryByRole('alert')).toBeNull();
}, 20_000);

it('goes on with a look further back that failed offline once the browser is back online, with no click', async () => {
  const { node, client } = fakeFriendtechNode({ latest: 300, logs: [tradeLog(150), tradeLog(250)] });
  render(<LiveStatus client={client} />);
  const status = await screen.findByTestId('ft-feed-status');
  await waitFor(() => expect(status.textContent).toContain('Live: trades up to block 300, since block 201.'));

  rs.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  node.failing = 1;
  await userEvent.click(screen.getByRole('button', { name: 'Look further back' }));
  expect((await screen.findByRole('alert')).textContent).toBe(
    "Cannot reach Base's node: this device is offline. It goes on once you are back online.",
  );
  rs.restoreAllMocks();
  window.dispatchEvent(new Event('online'));
  await waitFor(() => expect(status.textContent).toContain('since block 101.'));
  expect(screen.queryByRole('alert')).toBeNull();
}, 15_000);

it('says the node is rate-limiting the first scan and that it waits, instead of looking stuck', async () => {
  const { node, client } = fakeFriendtechNode({ latest: 300, logs: [tradeLog(250)] });
  node.rateLimited = 1;
  render(<LiveStatus client={client} />);
  expect((await screen.findByRole('alert')).textContent?.trim()).toMatch(
    /^Base's node .* is rate-limiting us; .* Waiting, then trying again\.$/,
  );
  const status = await screen.findByTestId('ft-feed-status');
  await waitFor(() => expect(status.textContent).toContain('Live: trades up to block 300, since block 201.'), { timeout: 5_000 });
  expect(screen.queryByRole('alert')).toBeNull();
}, 10_000);

it('keeps Retry now, and the keyboard on it, while the first scan is retried on its own', async () => {
  const { node, client } = fakeFriendtechNode({ latest: 300, logs: [tradeLog(250)] });
  node.failing = 1000;
  render(<LiveStatus client={client} />);
  const retry = await screen.findByRole('button', { name: 'Retry now' });
  retry.focus();
  // Two automatic tries (1 s, then 2 s apart): each one scans, fails and waits again.
  await new Promise((resolve) => setTimeout(resolve, 3500));
  expect(document.activeElement?.textContent).toMatch(/^(Retry now|Retrying…)$/);
  node.failing = 0;
  await userEvent.click(await screen.findByRole('button', { name: 'Retry now' }));
  const status = await screen.findByTestId('ft-feed-status');
  await waitFor(() => expect(status.textContent).toContain('Live: trades up to block 300'));
  expect(screen.queryByRole('button', { name: /Retry/ })).toBeNull();
}, 15_000);

it('goes on with a first scan that failed offline as soon as the browser is back online, not after its back-off', async () => {
  const { node, client } = fakeFriendtechNode({ latest: 300, logs: [tradeLog(250)] });
  // Three failed scans: the next try is 5 s away (after 1 s and 2 s).
  node.failing = 3;
  const onLine = rs.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  render(<LiveStatus client={client} />);
  await waitFor(() => expect(node.failing).toBe(0), { timeout: 5_000 });
  expect((await screen.findByRole('alert')).textContent).toContain("Cannot reach Base's node: this device is offline.");
  onLine.mockRestore();
  window.dispatchEvent(new Event('online'));
  const status = await screen.findByTestId('ft-feed-status');
  await waitFor(() => expect(status.textContent).toContain('Live: trades up to block 300'), { timeout: 2_000 });
}, 15_000);

it('says, once, where the scan has got when it is done and when a look further back is, not at every block', async () => {
  const { node, client } = fakeFriendtechNode({ latest: 300, logs: [tradeLog(150), tradeLog(250)] });
  render(<LiveStatus client={client} />);
  const said = () => screen.getByRole('status').textContent;
  await waitFor(() => expect(said()).toBe('Trades scanned from block 201 on.'));
  node.latest = 301;
  await waitFor(() => expect(screen.getByTestId('ft-feed-status').textContent).toContain('up to block 301'), { timeout: POLL_MS * 3 });
  expect(said()).toBe('Trades scanned from block 201 on.');
  await userEvent.click(screen.getByRole('button', { name: 'Look further back' }));
  await waitFor(() => expect(said()).toBe('Trades scanned from block 101 on.'));
}, 15_000);
