import { resolveChains } from '@coinwatch/shared';
import { afterEach, expect, it } from '@rstest/core';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { PublicClient } from 'viem';
import type { Market } from '../../chain/deployments.ts';
import { CONTRACT, fakeFriendtechNode, SUBJECT, tradeLog } from '../../testing/fakeFriendtechNode.ts';
import { useTradeFeed } from '../trades/useTradeFeed.ts';
import { SubjectPage } from './SubjectPage.tsx';

afterEach(() => cleanup());

const base = resolveChains().find((c) => c.id === 8453);
if (!base) throw new Error('Base is one of the chains');
const market: Market = { chain: base, deployment: { contract: CONTRACT, window: 200n } };
const OTHER = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';

function Page({ client }: { client: PublicClient }) {
  const { feed, state } = useTradeFeed(market, client, () => {});
  if (!feed || !state) return null;
  const props = {
    market,
    client,
    feed,
    state,
    tracked: new Map(),
    trackedStatus: 'loaded' as const,
    subjectHref: (a: string) => `/ft/${a}`,
  };
  return <SubjectPage {...props} homeHref="/ft" />;
}

it('counts only the subject’s own trades while the market’s scan is under way', async () => {
  // Blocks 101-300 in two calls (the node takes 100 blocks at most); the older half is held back.
  const logs = [tradeLog(290, 0, {}, SUBJECT), ...[280, 270, 260].map((b) => tradeLog(b, 0, {}, OTHER)), tradeLog(150, 0, {}, SUBJECT)];
  const { node, client } = fakeFriendtechNode({ latest: 300, maxRange: 100, logs });
  let release = () => {};
  node.hold = { below: 201, until: new Promise<void>((resolve) => (release = resolve)) };
  render(
    <MemoryRouter initialEntries={[`/ft/${SUBJECT}`]}>
      <Routes>
        <Route path="/ft/:subject" element={<Page client={client} />} />
      </Routes>
    </MemoryRouter>,
  );
  const status = await screen.findByTestId('ft-feed-status');
  // Four trades of the market so far, one of them this subject's.
  await waitFor(() => expect(status.textContent).toBe('Scanning Base for trades: 100 of 200 blocks, 1 trade'));
  expect(screen.getByTestId('ft-trade-count').textContent).toBe('1 trade in the blocks scanned, newest first');

  release();
  await waitFor(() => expect(status.textContent).toContain('Live: trades up to block 300, since block 101.'));
  expect(screen.getByTestId('ft-trade-count').textContent).toBe('2 trades in the blocks scanned, newest first');
});
