import { expect, test } from '@playwright/test';
import { openHomeAs, openSignedIn } from '../../support/auth.ts';
import { rpcUrl, userTrackingDemoToken } from '../../support/devnet.ts';
import { holdRequests } from '../../support/holdRequests.ts';

test('Cancel and Scan again keep the keyboard on one button, and a finished scan leaves it on the result', async ({ page }) => {
  const { user, token } = await userTrackingDemoToken();
  await openHomeAs(page, user);
  // The history's calls held, as a slow node's are, until both scans have been pressed on.
  const node = new URL(rpcUrl()).origin;
  const history = await holdRequests(page, (url) => url.origin === node, { bodyHas: 'eth_getLogs' });
  await page.goto(`/tools/txns/${token.symbol}`);
  const scan = page.getByTestId('txns-scan');

  await expect(scan).toHaveAttribute('data-status', 'loading');
  await page.getByRole('button', { name: 'Cancel' }).focus();
  await page.keyboard.press('Enter');
  await expect(scan).toHaveAttribute('data-status', 'cancelled');
  await expect(page.getByRole('button', { name: 'Scan again' })).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(scan).toHaveAttribute('data-status', 'loading');
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeFocused();

  history.release();
  await expect(scan).toHaveAttribute('data-status', 'ready', { timeout: 30_000 });
  await expect(page.getByTestId('txns-scan-text')).toContainText('done');
  await expect(page.getByTestId('txns-scan-text')).toBeFocused();
});

test('a screen reader hears where a scan ended, the count a filter leaves and the order a sort chose, not each range read', async ({
  page,
}) => {
  const { user, token } = await userTrackingDemoToken();
  await openHomeAs(page, user);
  // The history's calls held until the scan has been looked at while it runs.
  const node = new URL(rpcUrl()).origin;
  const history = await holdRequests(page, (url) => url.origin === node, { bodyHas: 'eth_getLogs' });
  await page.goto(`/tools/txns/${token.symbol}`);
  const scan = page.getByTestId('txns-scan');
  const scanSaid = page.getByTestId('txns-scan-said');
  await expect(scan).toHaveAttribute('data-status', 'loading');
  await expect(page.getByTestId('txns-scan-text')).toContainText('Scanned');
  expect(await scanSaid.textContent()).toBe('');
  expect(
    await page
      .getByRole('status')
      .filter({ has: page.getByTestId('txns-scan-text') })
      .count(),
  ).toBe(0);
  history.release();
  await expect(scan).toHaveAttribute('data-status', 'ready', { timeout: 30_000 });
  await expect(scanSaid).toHaveRole('status');
  await expect(scanSaid).toHaveText(/^Scanned [\d,]+ of [\d,]+ blocks · [\d,]+ transfers found · done/);

  const countSaid = page.getByTestId('txns-count-said');
  await expect(countSaid).toHaveRole('status');
  expect(await countSaid.textContent()).toBe('');
  await page.getByTestId('txns-filter-direction').selectOption('in');
  await expect(page.getByTestId('txns-count')).toHaveText(/^[\d,]+ of [\d,]+ transfers$/);
  await expect(countSaid).toHaveText((await page.getByTestId('txns-count').textContent()) ?? 'no count');

  // A heading's sort button says the order it chose (aria-sort alone is not read out while the
  // focus stays on the button), and nothing before a press.
  const amount = page.getByRole('button', { name: `Amount (${token.symbol})` });
  const sortSaid = page.getByRole('status').filter({ hasText: /^Sorted by / });
  await expect(sortSaid).toHaveCount(0);
  await amount.focus();
  await page.keyboard.press('Enter');
  await expect(sortSaid).toHaveText(`Sorted by Amount (${token.symbol}), descending`);
  await expect(amount).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(sortSaid).toHaveText(`Sorted by Amount (${token.symbol}), ascending`);
  await expect(page.locator('th', { has: amount })).toHaveAttribute('aria-sort', 'ascending');

  // An address's page opened from here sets its own filters before its rows come: no news of the
  // user's, so nothing is said (it once said "0 transfers" there, over a table of hundreds).
  await page.getByTestId('txns-holding').first().getByRole('link').first().click();
  await expect(page.getByTestId('txns-scan')).toHaveAttribute('data-status', 'ready', { timeout: 30_000 });
  await expect(page.getByTestId('txns-count')).toHaveText(/^[1-9][\d,]* transfers?$/);
  await expect(countSaid).toHaveText('');
});

test('a screen reader hears the monitor connect, not its block age ticking every second', async ({ page }) => {
  const { user, token } = await userTrackingDemoToken();
  await openSignedIn(page, user, `/tools/txns/${token.symbol}`);
  const monitor = page.getByTestId('txns-monitor');
  await expect(monitor).toHaveAttribute('data-mode', 'live', { timeout: 60_000 });
  await expect(monitor.getByRole('status').filter({ hasText: 'Live over WebSocket' })).toBeVisible();
  await expect(page.getByTestId('txns-latest-block')).toContainText('Latest block');
  await expect(page.getByRole('status').filter({ has: page.getByTestId('txns-latest-block') })).toHaveCount(0);
});
