import { resolveChains } from '@coinwatch/shared';
import { formatAmount } from '@coinwatch/shared/toolkit';
import { afterEach, expect, it } from '@rstest/core';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Market } from '../../chain/deployments.ts';
import { friendtechAbi } from '../../chain/friendtechAbi.ts';
import { CONTRACT, fakeFriendtechNode, SUBJECT } from '../../testing/fakeFriendtechNode.ts';
import { describeReadFailure } from '../keys/describeReadFailure.ts';
import { PriceCalculator } from './PriceCalculator.tsx';

afterEach(() => cleanup());

const base = resolveChains().find((c) => c.id === 8453);
if (!base) throw new Error('Base is one of the chains');
const market: Market = { chain: base, deployment: { contract: CONTRACT, window: 200n } };

it('says how many keys can be sold when sales left fewer than the page shows, instead of the contract’s revert', async () => {
  // The page last showed 10 keys; sales have brought the chain's supply to 5 since.
  const { node, client } = fakeFriendtechNode();
  node.supply[SUBJECT] = 5n;
  render(<PriceCalculator market={market} client={client} subject={SUBJECT} supply={10n} round={0} />);
  // Cleared, the field shows no prices: their cells are new ones once a number is typed.
  const sell = () => screen.getByTestId('ft-quote-sell').textContent;
  await waitFor(() => expect(sell()).toMatch(/ETH$/));

  const before = node.ethCalls;
  const keys = screen.getByLabelText('Keys');
  await userEvent.clear(keys);
  await userEvent.type(keys, '7');
  await waitFor(() => expect(sell()).toBe('Only 4 can be sold: the last key stays.'));
  // Said once read: the prices change without a word otherwise.
  expect(screen.getByRole('status').textContent).toBe('Prices of 7 keys read.');
  // The supply and both prices in one eth_call, so of one block: the supply and the sale agree.
  expect(node.ethCalls - before).toBe(1);
  const buy = await client.readContract({
    address: CONTRACT,
    abi: friendtechAbi,
    functionName: 'getBuyPriceAfterFee',
    args: [SUBJECT, 7n],
  });
  expect(screen.getByTestId('ft-quote-buy').textContent).toBe(`${formatAmount(buy, 18)} ETH`);
  expect(screen.queryByRole('alert')).toBeNull();
  // One key is one key.
  await userEvent.clear(keys);
  await userEvent.type(keys, '1');
  await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Prices of 1 key read.'));
});

it('shows no price, rather than one still being read, when the quote could not be read', async () => {
  const { node, client } = fakeFriendtechNode();
  node.supply[SUBJECT] = 5n;
  node.failing = 1;
  render(<PriceCalculator market={market} client={client} subject={SUBJECT} supply={5n} round={0} />);
  expect((await screen.findByRole('alert')).textContent).toMatch(/^Cannot reach Base's node/);
  expect(screen.getByTestId('ft-quote-buy').textContent).toBe('—');
  expect(screen.getByTestId('ft-quote-sell').textContent).toBe('—');
});

it('says a revert is the contract’s refusal, not an error of the node', async () => {
  const { node, client } = fakeFriendtechNode();
  node.supply[SUBJECT] = 5n;
  // Asked on its own (not checked against a supply read with it), a sale of 7 of 5 keys reverts.
  const error = await client
    .readContract({ address: CONTRACT, abi: friendtechAbi, functionName: 'getSellPriceAfterFee', args: [SUBJECT, 7n] })
    .catch((e: unknown) => e);
  expect(describeReadFailure(market, error)).toBe(
    `The friend.tech contract at ${CONTRACT} on Base refused the read: keys may have been traded while it was read. Press Refresh to try again.`,
  );
});
