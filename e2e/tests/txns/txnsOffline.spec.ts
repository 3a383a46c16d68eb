import { expect, test } from '@playwright/test';
import { getAddress } from 'viem';
import { openHomeAs, openSignedIn } from '../../support/auth.ts';
import { fastForwardUntil } from '../../support/clock.ts';
import { rpcUrl, userTrackingDemoToken } from '../../support/devnet.ts';
import { recordTexts } from '../../support/saidTexts.ts';

test('offline, an address’s page says once that the device is offline, not that the devnet is down, counts down to the next try, and goes on as soon as it is back', async ({
  page,
  context,
}) => {
  const { user, token } = await userTrackingDemoToken();
  // The page's clock is the test's, to stop it below: then only the browser coming back online can
  // end the back-off's wait.
  await page.clock.install();
  await openSignedIn(page, user, `/tools/txns/${token.symbol}`);
  const scan = page.getByTestId('txns-scan');
  await expect(scan).toHaveAttribute('data-status', 'ready', { timeout: 60_000 });

  // One of its addresses, opened in the app with the connection gone: its page asks the node first.
  const holding = page.getByTestId('txns-holding').nth(1);
  const address = getAddress((await holding.getAttribute('data-address')) as string);
  // Every text it shows, recorded: each step of the countdown shows for one second.
  const texts = await recordTexts(page, 'txns-holdings-error');
  await context.setOffline(true);
  await holding.locator('a.txns-address-link').click();
  await expect(page).toHaveURL(new RegExp(`/tools/txns/${token.symbol}/${address}$`));
  // Said under the balances, the page's first part. Three tries have failed (1 s and 2 s apart);
  // the next is 5 s away, and counted down.
  const said = "Cannot reach Devnet's node: this device is offline. Retrying automatically.";
  await expect.poll(texts, { timeout: 10_000 }).toContain(`${said} (next try in 5 s) Try now`);
  await expect.poll(texts, { timeout: 3_000 }).toContain(`${said} (next try in 4 s) Try now`);
  // Stopped a second on (the next tick at the latest): a time the clock has already passed is refused.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  // Once: the scan and the monitor fail for the same reason, and keep their own short state.
  await expect(page.locator('.txns-error')).toHaveCount(1);
  // (The coin's page had cached the address's transfers.)
  await expect(page.getByTestId('txns-scan-text')).toHaveText(/^[\d,]+ transfers from cache · new blocks not scanned yet$/);
  await expect(scan).toHaveAttribute('data-status', 'loading');
  await expect(page.getByTestId('txns-monitor').getByRole('status')).toHaveText('Disconnected');
  await expect(page.getByTestId('txns-monitor-error')).toHaveCount(0);

  // Back online, it goes on at once: its wait cannot end by itself, with the clock stopped.
  await context.setOffline(false);
  await expect(scan).toHaveAttribute('data-status', 'ready');
  await expect(page.getByTestId('txns-holdings-error')).toHaveCount(0);
  await expect(page.getByTestId('txns-row').first()).toBeVisible();
});

test('offline, the live monitor says Disconnected at once, not once its WebSocket times out, and is live again once back', async ({
  page,
  context,
}) => {
  const { user, token } = await userTrackingDemoToken();
  await page.clock.install();
  await openSignedIn(page, user, `/tools/txns/${token.symbol}`);
  const monitor = page.getByTestId('txns-monitor');
  await expect(monitor).toHaveAttribute('data-mode', 'live', { timeout: 60_000 });
  // The page's clock stopped: no keep-alive or time-out of the socket's can notice the lost
  // connection (Chromium keeps an open WebSocket open offline), only the browser's own word.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await context.setOffline(true);
  await expect(monitor.getByRole('status')).toHaveText(
    "Disconnected — Cannot reach Devnet's node: this device is offline. Retrying automatically.",
  );
  await context.setOffline(false);
  await page.clock.resume();
  await expect(monitor).toHaveAttribute('data-mode', 'live', { timeout: 30_000 });
});

test('a node that does not answer is said once, and once it answers again, Try now goes on at once instead of waiting out the back-off', async ({
  page,
}) => {
  const { user, token } = await userTrackingDemoToken();
  // The page's clock is the test's, to move past the back-off's first tries at once.
  await page.clock.install();
  await openHomeAs(page, user);
  let down = true;
  await page.route(
    (url) => url.href.startsWith(rpcUrl()),
    (route) => (down ? route.abort('connectionrefused') : route.fallback()),
  );
  await page.goto(`/tools/txns/${token.symbol}`);
  // Tried 1, 2 and 5 s apart, and then 10 s.
  const error = page.getByTestId('txns-holdings-error');
  await expect(error).toContainText("Cannot reach Devnet's node at", { timeout: 5_000 });
  // Every text it shows, recorded: "10 s" shows for one second, which a step of the clock can pass.
  const said = await recordTexts(page, 'txns-holdings-error');
  await fastForwardUntil(page, async () => expect((await said()).some((text) => text.includes('(next try in 10 s)'))).toBe(true), 1_000);
  await expect(page.locator('.txns-error')).toHaveCount(1);
  await expect(page.getByTestId('txns-monitor').getByRole('status')).toHaveText('Disconnected');

  down = false;
  await error.getByRole('button', { name: 'Try now' }).press('Enter');
  // Well before the 10 s are over.
  await expect(page.getByTestId('txns-scan')).toHaveAttribute('data-status', 'ready', { timeout: 5_000 });
  await expect(page.locator('.txns-error')).toHaveCount(0);
  await expect(page.getByTestId('txns-holdings')).toHaveAttribute('data-status', 'ready');
  // The button went with the message: the keyboard's place is the section it was in.
  await expect(page.getByRole('heading', { name: /^Balances/ })).toBeFocused();
});
