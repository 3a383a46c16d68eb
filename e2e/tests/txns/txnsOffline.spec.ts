import { expect, test } from '@playwright/test';
import { getAddress } from 'viem';
import { signInUi } from '../../support/coins.ts';
import { userTrackingDemoToken } from '../../support/devnet.ts';

test('offline, a scan says the device is offline, not that the devnet is down, and goes on as soon as it is back', async ({
  page,
  context,
}) => {
  const { user, token } = await userTrackingDemoToken();
  await signInUi(page, user);
  await page.goto(`/tools/txns/${token.symbol}`);
  const scan = page.getByTestId('txns-scan');
  await expect(scan).toHaveAttribute('data-status', 'ready', { timeout: 60_000 });

  // One of its addresses, opened in the app with the connection gone: its page asks the node first.
  const holding = page.getByTestId('txns-holding').nth(1);
  const address = getAddress((await holding.getAttribute('data-address')) as string);
  await context.setOffline(true);
  await holding.locator('a.txns-address-link').click();
  await expect(page).toHaveURL(new RegExp(`/tools/txns/${token.symbol}/${address}$`));
  const error = page.getByTestId('txns-scan-error');
  // Three tries have failed (1 s and 2 s apart); the next is 5 s away.
  await expect(error).toHaveText("Cannot reach Devnet's node: this device is offline. Retrying automatically. (next try in 5 s)", {
    timeout: 10_000,
  });
  await expect(scan).toHaveAttribute('data-status', 'loading');

  // Back online, it goes on at once, not when those 5 s are over (4 s or more from here: the message is seen within 1 s).
  await context.setOffline(false);
  await expect(scan).toHaveAttribute('data-status', 'ready', { timeout: 3_500 });
  await expect(error).toHaveCount(0);
  await expect(page.getByTestId('txns-row').first()).toBeVisible();
});
