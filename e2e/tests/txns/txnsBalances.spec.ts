import { expect, type Page, test } from '@playwright/test';
import { type Address, formatUnits, getAddress, toFunctionSelector } from 'viem';
import { openSignedIn } from '../../support/auth.ts';
import { restInsert } from '../../support/coins.ts';
import { balanceAt, rpcUrl, sendTransfer, userTrackingDemoToken } from '../../support/devnet.ts';

type Token = { address: Address; symbol: string; decimals: number };

/** The block the page's balances were read at, once they are read. */
async function balancesBlock(page: Page): Promise<bigint> {
  const panel = page.getByTestId('txns-holdings');
  await expect(panel).toHaveAttribute('data-status', 'ready', { timeout: 60_000 });
  return BigInt((await panel.getAttribute('data-block')) ?? '');
}

/** A balance as the page writes it, thousands separators aside. */
const shown = (value: bigint, token: Token) => `${formatUnits(value, token.decimals)} ${token.symbol}`;

/** Each address's balance on the page equals balanceOf at the page's block; the total is their sum. */
async function expectBalancesAt(page: Page, token: Token, addresses: Address[], block: bigint) {
  let total = 0n;
  for (const address of addresses) {
    const value = await balanceAt(token.address, address, block);
    total += value;
    const cell = page.locator(`[data-testid="txns-holding"][data-address="${address}"]`).getByTestId('txns-holding-balance');
    expect((await cell.textContent())?.replaceAll(',', '')).toBe(shown(value, token));
  }
  return total;
}

test('the coin page shows what each tracked address holds, and follows a live transfer', async ({ page }) => {
  const { user, token, tracked } = await userTrackingDemoToken();
  await openSignedIn(page, user, `/tools/txns/${token.symbol}`);

  const panel = page.getByTestId('txns-holdings');
  await expect(panel.getByTestId('txns-holding')).toHaveCount(tracked.length);
  await expect(panel.locator(`[data-testid="txns-holding"][data-address="${tracked[0]}"]`)).toContainText('Wallet 1');
  const before = await balancesBlock(page);
  const total = await expectBalancesAt(page, token, tracked, before);
  expect(total).toBeGreaterThan(0n);
  expect((await page.getByTestId('txns-holdings-total').textContent())?.replaceAll(',', '')).toBe(shown(total, token));
  await expect(panel).toContainText(`at block ${before.toLocaleString('en-US')}`);

  // The monitor must be on, or the page cannot know the balances moved.
  await expect(page.getByTestId('txns-monitor')).toHaveAttribute('data-mode', 'live', { timeout: 60_000 });
  const from = tracked[1] as Address;
  const amount = 10n ** BigInt(token.decimals) * 3n;
  const hash = await sendTransfer(token.address, from, tracked[0] as Address, amount);
  await expect(page.locator(`[data-testid="txns-row"][data-key^="${hash}"]`)).toBeVisible({ timeout: 5_000 });
  await expect.poll(() => balancesBlock(page), { timeout: 5_000 }).toBeGreaterThan(before);
  const after = await balancesBlock(page);
  await expectBalancesAt(page, token, tracked, after);
  // The sender's shown balance moved by the transfer (no other test moves this sender's tokens on the shared devnet).
  expect((await balanceAt(token.address, from, before)) - (await balanceAt(token.address, from, after))).toBe(amount);
});

test('the address page shows that one address’s balance, without a total', async ({ page }) => {
  const { user, token, tracked } = await userTrackingDemoToken();
  const address = tracked[1] as Address;
  await openSignedIn(page, user, `/tools/txns/${token.symbol}/${address}`);
  await expect(page.getByTestId('txns-holding')).toHaveCount(1);
  await expectBalancesAt(page, token, [address], await balancesBlock(page));
  await expect(page.getByTestId('txns-holdings-total')).toHaveCount(0);
});

test('a coin of 603 addresses has all its balances read in two calls to the node, each in its row, in a box that keeps the transfers near the top', async ({
  page,
}) => {
  const { user, coinId, token, tracked } = await userTrackingDemoToken();
  // Addresses that never held the token, after the three that do.
  const empty = Array.from({ length: 600 }, (_, i) => getAddress(`0xc0ffee${(i + 1).toString(16).padStart(34, '0')}`));
  // Rows of one statement share now(), and the list orders ties by random ids: each is given its
  // own time, so the last inserted is the last row (it sat among the first in view 1 run in 80).
  const after = Date.now() + 1000;
  await restInsert(
    user,
    'tracked_addresses',
    empty.map((address, i) => ({
      coin_id: coinId,
      address,
      description: `Empty ${i + 1}`,
      color: '#757575',
      created_at: new Date(after + i).toISOString(),
    })),
  );
  // The JSON-RPC messages of the page's eth_calls, counted by what they call (a batch is many messages).
  const aggregate3 = toFunctionSelector('aggregate3((address,bool,bytes)[])');
  const balanceOf = toFunctionSelector('balanceOf(address)');
  const calls = { aggregate3: 0, balanceOf: 0 };
  page.on('request', (request) => {
    if (!request.url().startsWith(rpcUrl()) || request.method() !== 'POST') return;
    for (const message of [request.postDataJSON()].flat()) {
      const data: unknown = message?.method === 'eth_call' ? message.params?.[0]?.data : undefined;
      if (typeof data !== 'string') continue;
      if (data.startsWith(aggregate3)) calls.aggregate3++;
      if (data.startsWith(balanceOf)) calls.balanceOf++;
    }
  });
  await openSignedIn(page, user, `/tools/txns/${token.symbol}`);
  const block = await balancesBlock(page);
  expect(calls).toEqual({ aggregate3: 2, balanceOf: 0 });
  await expect(page.getByTestId('txns-holding')).toHaveCount(tracked.length + empty.length);
  const total = await expectBalancesAt(page, token, [...tracked, empty[0] as Address, empty[599] as Address], block);
  expect((await page.getByTestId('txns-holdings-total').textContent())?.replaceAll(',', '')).toBe(shown(total, token));

  // The balances scroll in their own box, under their heading and above their total: the filters
  // and the transfers, what the page is for, stay on the first screen (a row each took 20,000 px).
  await expect(page.getByTestId('txns-filters')).toBeInViewport();
  await expect(page.getByTestId('txns-holdings-total')).toBeInViewport();
  const last = page.locator(`[data-testid="txns-holding"][data-address="${empty[599]}"]`);
  await expect(last).not.toBeInViewport();
  await last.scrollIntoViewIfNeeded();
  await expect(last).toBeInViewport();
  await expect(page.getByRole('columnheader', { name: 'Balance' })).toBeInViewport();
  await expect(page.getByTestId('txns-holdings-total')).toBeInViewport();
  await expect(page.getByTestId('txns-filters')).toBeInViewport();
  // On a phone, where each balance is a line of its own, the total stays in sight as well.
  await page.setViewportSize({ width: 375, height: 800 });
  const first = page.locator(`[data-testid="txns-holding"][data-address="${tracked[0]}"]`);
  await first.scrollIntoViewIfNeeded();
  await expect(page.getByTestId('txns-holdings-total')).toBeInViewport();
  await last.scrollIntoViewIfNeeded();
  await expect(page.getByTestId('txns-holdings-total')).toBeInViewport();
});
