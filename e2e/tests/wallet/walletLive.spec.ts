import { expect, test } from '@playwright/test';
import type { Address } from 'viem';
import { fastForwardUntil } from '../../support/clock.ts';
import { sendTransfer, tokenBalanceShown } from '../../support/devnet.ts';
import { connect, walletUser } from '../../support/testWallet.ts';

test('the balances follow the chain: a payment to the connected account shows without Refresh', async ({ page }) => {
  // They are read again every 15 s: the page's clock is the test's, to move on to it.
  await page.clock.install();
  const { token, account, demo } = await walletUser(page);
  await connect(page, account);
  const balances = page.getByTestId('wallet-balances');
  await expect(balances).toHaveAttribute('data-status', 'ready');
  const amount = balances.locator(`[data-testid="wallet-balance"][data-symbol="${token.symbol}"] td`).nth(1);
  await expect(amount).toHaveText(await tokenBalanceShown(token.address, account));
  const readAt = await balances.getByRole('status').last().textContent();

  await sendTransfer(token.address, demo.accounts[9] as Address, account, 7n * 10n ** 18n + 1n);
  const after = await tokenBalanceShown(token.address, account);
  await fastForwardUntil(page, () => expect(amount).toHaveText(after, { timeout: 500 }), 5_000);
  // Read at its new time, quietly: no notice, and not said aloud every 15 s to a screen reader.
  const status = balances.getByRole('status').last();
  await expect(status).not.toHaveText(readAt ?? '');
  await expect(status).toHaveAttribute('aria-live', 'off');
  await expect(page.getByTestId('notification')).toHaveCount(0);
});
