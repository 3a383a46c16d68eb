import { resolveChains } from '@coinwatch/shared';
import { afterEach, expect, it } from '@rstest/core';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { createPublicClient, custom, numberToHex, type PublicClient } from 'viem';
import { SUBJECT } from '../../testing/fakeFriendtechNode.ts';
import { PAGE_SIZE, TradesTable } from './TradesTable.tsx';
import type { Trade } from './trade.ts';

afterEach(() => cleanup());

const base = resolveChains().find((c) => c.id === 8453);
if (!base) throw new Error('Base is one of the chains');
const HASH = `0x${'ab'.repeat(32)}`;
/** A node that answers every block with a time. */
const client = createPublicClient({
  transport: custom(
    {
      async request({ params }: { method: string; params?: unknown }) {
        const [number] = params as [string];
        return { number, hash: HASH, parentHash: HASH, timestamp: numberToHex(1_700_000_000), transactions: [] };
      },
    },
    { retryCount: 0 },
  ),
}) as PublicClient;

/** A trade of one key in `block`. */
function trade(block: number): Trade {
  const txHash = `0x${block.toString(16).padStart(64, '0')}` as const;
  return {
    key: `${txHash}:0`,
    block: BigInt(block),
    logIndex: 0,
    txHash,
    trader: SUBJECT,
    subject: SUBJECT,
    isBuy: true,
    keys: 1n,
    eth: 10n ** 15n,
    protocolFee: 0n,
    subjectFee: 0n,
    supplyAfter: 2n,
  };
}
/** Trades of blocks first, first - 1, …: newest first. */
const tradesFrom = (first: number, count: number) => Array.from({ length: count }, (_, i) => trade(first - i));

const table = (trades: Trade[]) => (
  <MemoryRouter>
    <TradesTable
      trades={trades}
      chain={base}
      client={client}
      tracked={new Map()}
      arrived={new Set()}
      subjectHref={(a) => `/ft/${a}`}
      showSubject
      scanned
    />
  </MemoryRouter>
);

it('keeps the row the keyboard is in on the page when live trades push it past the page’s end', async () => {
  const trades = tradesFrom(1000, PAGE_SIZE + 10);
  const { rerender } = render(table(trades));
  const link = screen.getAllByTestId('ft-trade').at(-1)?.querySelector('a');
  act(() => link?.focus());
  expect(document.activeElement).toBe(link);
  // Two trades arrive, newest first: the focused one is now the 52nd, past the page of 50.
  rerender(table([...tradesFrom(1002, 2), ...trades]));
  expect(document.activeElement).toBe(link);
  expect(screen.getAllByTestId('ft-trade')).toHaveLength(PAGE_SIZE + 2);
  // Show more goes on after it: to the first trade not shown yet.
  const more = screen.getByRole('button', { name: 'Show 10 more of 10' });
  act(() => more.click());
  expect(document.activeElement?.getAttribute('data-key')).toBe(trades[PAGE_SIZE]?.key);
});
