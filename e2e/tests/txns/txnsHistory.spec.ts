import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { signInUi } from '../../support/coins.ts';
import { csvColumn } from '../../support/csv.ts';
import { transfersOnChain, userTrackingDemoToken } from '../../support/devnet.ts';

/** The transfers the page shows, as "txHash:logIndex", read from its own CSV export of what is shown. */
async function shownTransfers(page: Page): Promise<string[]> {
  await expect(page.getByTestId('txns-scan')).toHaveAttribute('data-status', 'ready', { timeout: 60_000 });
  const download = page.waitForEvent('download');
  await page.getByTestId('txns-export').click();
  const csv = await readFile((await (await download).path()) as string, 'utf8');
  const hashes = csvColumn(csv, 'tx_hash');
  const indexes = csvColumn(csv, 'log_index');
  return hashes.map((hash, i) => `${hash}:${indexes[i]}`).sort();
}

test('the coin page shows exactly the transfers eth_getLogs finds for its tracked addresses', async ({ page }) => {
  const { user, token, tracked } = await userTrackingDemoToken();
  const expected = await transfersOnChain(token.address, tracked);
  expect(expected.length).toBeGreaterThan(100);
  await signInUi(page, user);
  await page.goto(`/tools/txns/${token.symbol}`);
  expect(await shownTransfers(page)).toEqual(expected);
  await expect(page.getByTestId('txns-count')).toHaveText(`${expected.length.toLocaleString('en-US')} transfers`);
});

test('the address page shows exactly the transfers of that one address', async ({ page }) => {
  const { user, token, tracked } = await userTrackingDemoToken();
  const address = tracked[1] as `0x${string}`;
  const expected = await transfersOnChain(token.address, [address]);
  await signInUi(page, user);
  await page.goto(`/tools/txns/${token.symbol}/${address}`);
  expect(await shownTransfers(page)).toEqual(expected);
});

test('a bad address in the URL says so; an unknown coin says so with a way back', async ({ page }) => {
  const { user, token } = await userTrackingDemoToken();
  await signInUi(page, user);
  await page.goto(`/tools/txns/${token.symbol}/0x1234`);
  await expect(page.getByText('Must be valid address')).toBeVisible();
  await page.goto('/tools/txns/NOPE');
  const notFound = page.getByTestId('txns-not-found');
  await expect(notFound).toContainText('Coin not found');
  await expect(notFound).toContainText('NOPE');
  await notFound.getByRole('link', { name: 'Choose a coin' }).click();
  await expect(page).toHaveURL(/\/tools\/txns$/);
});
