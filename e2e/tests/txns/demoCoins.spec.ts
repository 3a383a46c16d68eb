import { expect, test } from '@playwright/test';
import { openHomeAs } from '../../support/auth.ts';
import { createCoinsUser } from '../../support/coins.ts';
import { devnetDemo } from '../../support/devnet.ts';

test('a new user adds the demo coins, then sees a demo coin’s transfers in the txns tool', async ({ page }) => {
  const demo = devnetDemo();
  await openHomeAs(page, await createCoinsUser());
  await expect(page.getByTestId('coins-empty')).toBeVisible();
  await page.getByTestId('coins-add-demo').click();
  await expect(page.getByTestId('coins-card')).toHaveCount(demo.tokens.length);
  const [token] = demo.tokens;
  if (!token) throw new Error('The devnet has no demo token');

  await page.getByTestId('coins-card').filter({ hasText: token.symbol }).getByTestId('coins-txns').click();
  await expect(page).toHaveURL(new RegExp(`/tools/txns/${token.symbol}$`, 'i'));
  await expect(page.getByTestId('txns-scan')).toHaveAttribute('data-status', 'ready', { timeout: 60_000 });
  await expect(page.getByTestId('txns-count')).not.toHaveText('0 transfers');
});
