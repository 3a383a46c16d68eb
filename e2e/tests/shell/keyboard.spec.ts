import { expect, type Page, test } from '@playwright/test';
import { signInUi } from '../../support/coins.ts';
import { userTrackingDemoToken } from '../../support/devnet.ts';

const scrollY = (page: Page) => page.evaluate('window.scrollY') as Promise<number>;
const short = (a: string) => `${a.slice(0, 6)}…${a.slice(-4)}`;

test('a new page is announced, opens at its top with the keyboard in its content, and Back returns to where the user was', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  const { user, token, tracked } = await userTrackingDemoToken();
  await signInUi(page, user);
  await page.goto(`/tools/txns/${token.symbol}`);
  await expect(page.getByTestId('txns-scan')).toHaveAttribute('data-status', 'ready', { timeout: 60_000 });
  await page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');
  const down = await scrollY(page);
  expect(down).toBeGreaterThan(100);

  // An address link low on the page, in the table.
  const address = tracked[0] as string;
  await page
    .getByTestId('txns-row')
    .getByRole('link', { name: new RegExp(short(address)) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/tools/txns/${token.symbol}/${address}$`, 'i'));
  await expect(page.getByTestId('txns-scan')).toHaveAttribute('data-status', 'ready', { timeout: 60_000 });
  await expect(page.getByTestId('page-announcer')).toHaveText(`Transactions, ${token.symbol}, ${short(address)}`);
  expect(await scrollY(page)).toBe(0);
  await expect(page.getByRole('main')).toBeFocused();
  // The next Tab goes on in the page, not back at the header.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' })).toBeFocused();

  await page.goBack();
  await expect(page.getByTestId('page-announcer')).toHaveText(`Transactions, ${token.symbol}`);
  await expect.poll(() => scrollY(page)).toBe(down);
});

test('Skip to content is the first Tab stop and takes the keyboard past the header', async ({ page }) => {
  const { user } = await userTrackingDemoToken();
  await signInUi(page, user);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport({ ratio: 1 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await expect(page).toHaveURL(/\/settings$/);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' })).toBeFocused();
});

test('on Home a form takes the keyboard when opened, Escape closes it and gives focus back, a delete leaves focus on the coin, and F8 reaches its Undo', async ({
  page,
}) => {
  const { user, token, tracked } = await userTrackingDemoToken();
  await signInUi(page, user);
  await page.goto('/');
  const rows = page.getByTestId('coins-address-row');
  await expect(rows).toHaveCount(tracked.length);

  // Edit: the form opens with the address field focused; Escape drops what was typed.
  const edit = page.getByRole('button', { name: 'Edit address Wallet 1' });
  await edit.focus();
  await page.keyboard.press('Enter');
  const form = page.getByTestId('coins-address-form');
  await expect(form.getByLabel('Address')).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.type(' renamed');
  await page.keyboard.press('Escape');
  await expect(form).toHaveCount(0);
  await expect(edit).toBeFocused();
  await expect(page.getByTestId('coins-address-description').filter({ hasText: 'renamed' })).toHaveCount(0);

  // Add coin: the ticker field first; Escape returns to the button.
  const addCoin = page.getByRole('button', { name: 'Add coin' });
  await addCoin.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('coins-coin-form').getByLabel('Ticker')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('coins-coin-form')).toHaveCount(0);
  await expect(addCoin).toBeFocused();

  // Delete: the safe choice is focused, Escape is the safe choice; a delete leaves focus on the coin.
  const remove = page.getByRole('button', { name: 'Delete address Wallet 2' });
  await remove.focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByTestId('confirm');
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(confirm).toHaveCount(0);
  await expect(remove).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Shift+Tab');
  await expect(confirm.getByRole('button', { name: 'Delete' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(rows).toHaveCount(tracked.length - 1);
  const coin = page.getByTestId('coins-ticker').filter({ hasText: token.symbol });
  await expect(coin).toBeFocused();

  // F8 reaches the Undo, which stays while it has focus, past its 8 s; it puts focus back after.
  const undo = page.getByTestId('notification').getByRole('button', { name: 'Undo' });
  await expect(undo).toBeVisible();
  // The key is shown on the button it reaches, not only in the region's name for screen readers.
  await expect(undo).toContainText('F8');
  await expect(undo).toHaveAttribute('aria-keyshortcuts', 'F8');
  await expect(undo).toHaveAccessibleName('Undo');
  // A screen reader hears the key with the notice: the one on the button is hidden from it.
  await expect(page.getByTestId('notification')).toContainText('Press F8 for Undo.');
  await page.keyboard.press('F8');
  await expect(undo).toBeFocused();
  await page.waitForTimeout(9000);
  await expect(undo).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(rows).toHaveCount(tracked.length);
  await expect(undo).toHaveCount(0);
  await expect(page.getByTestId('notification')).toHaveText(/Brought back .*The delete is undone\./);
  await expect(coin).toBeFocused();
});
