import { expect, type Page, test } from '@playwright/test';
import { openSignedIn, storedSession } from '../../support/auth.ts';
import { sendTransfer, userTrackingDemoToken } from '../../support/devnet.ts';

// What txns keeps in the browser (its scans: which tokens and addresses this user watches, and their
// transfers) is the user's. The next person at the same browser must not find it in its storage.

const databaseNames = (page: Page) => page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name));

async function scanCoin(page: Page): Promise<void> {
  const { user, token } = await userTrackingDemoToken();
  await openSignedIn(page, user, `/tools/txns/${token.symbol}`);
  await expect(page.getByTestId('txns-scan')).toHaveAttribute('data-status', 'ready', { timeout: 60_000 });
  await expect.poll(() => databaseNames(page)).toContain('coinwatch-txns');
}

test('signing out deletes what txns kept of the user’s coins, though the page held it open', async ({ page }) => {
  await scanCoin(page);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(() => databaseNames(page)).not.toContain('coinwatch-txns');
});

test('a sign-out in another tab deletes it too, while this tab shows the transfers', async ({ page, context }) => {
  await scanCoin(page);
  const other = await context.newPage();
  await other.goto('/');
  await other.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login(\?|$)/);
  await expect.poll(() => databaseNames(other)).not.toContain('coinwatch-txns');
});

test('a start with no session (it ended while the browser was closed) deletes what the last user left', async ({ page }) => {
  await scanCoin(page);
  const session = await storedSession(page);
  expect(session).not.toBeNull();
  await page.evaluate((key) => localStorage.removeItem(key), session?.key ?? '');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await expect.poll(() => databaseNames(page)).not.toContain('coinwatch-txns');
});

test('a sign-out in another tab closes the system notifications of this user’s live transfers; a second one within the minute does not alert again', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['notifications']);
  // What reaches the system, seen through the browser's own Notification: each one shown, and closed.
  await page.addInitScript(() => {
    const seen: string[] = [];
    const close = Notification.prototype.close;
    Notification.prototype.close = function (this: Notification) {
      seen.push(`closed ${this.title}`);
      close.call(this);
    };
    const Shown = class extends Notification {
      // renotify: Chrome's, not in TypeScript's DOM types.
      constructor(title: string, options?: NotificationOptions & { renotify?: boolean }) {
        super(title, options);
        seen.push(`shown ${title}${options?.renotify ? ', alerting' : ''}`);
      }
    };
    Object.assign(window, { Notification: Shown, seenNotifications: seen });
  });
  const { user, token, tracked } = await userTrackingDemoToken();
  await openSignedIn(page, user, `/tools/txns/${token.symbol}`);
  await expect(page.getByTestId('txns-monitor')).toHaveAttribute('data-mode', 'live', { timeout: 60_000 });
  const seen = () => page.evaluate(() => (window as unknown as { seenNotifications: string[] }).seenNotifications);
  await sendTransfer(token.address, tracked[1] as `0x${string}`, tracked[0] as `0x${string}`, 5n);
  const first = `shown New ${token.symbol} transfer, alerting`;
  await expect.poll(seen).toEqual([first]);
  // The next one replaces it in the system's list, silently: a busy token alerted every few seconds.
  await sendTransfer(token.address, tracked[1] as `0x${string}`, tracked[0] as `0x${string}`, 6n);
  const second = `shown New ${token.symbol} transfer`;
  await expect.poll(seen, { timeout: 10_000 }).toEqual([first, second]);

  const other = await context.newPage();
  await other.goto('/');
  await other.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login(\?|$)/);
  await expect.poll(seen).toEqual([first, second, `closed New ${token.symbol} transfer`]);
});
