import { expect, test } from '@playwright/test';
import { openHomeAs, openSignedIn } from '../../support/auth.ts';
import { createCoinsUser, restInsert } from '../../support/coins.ts';

test('leaving a half-typed coin asks first: Stay keeps what was typed, Leave goes on', async ({ page }) => {
  await openHomeAs(page, await createCoinsUser());
  await page.getByTestId('coins-add').click();
  const coinForm = page.getByTestId('coins-coin-form');
  await coinForm.getByLabel('Ticker').fill('USDC');

  const nav = page.getByRole('navigation', { name: 'Main' });
  const question = page.getByRole('dialog', { name: 'Leave this page?' });
  await nav.getByRole('link', { name: 'Settings' }).click();
  await expect(question).toContainText('What you typed here is not saved yet.');
  await expect(question.getByRole('button', { name: 'Stay on this page' })).toBeFocused();
  await question.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(question).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
  await expect(coinForm.getByLabel('Ticker')).toHaveValue('USDC');

  // Escape is Stay too.
  await nav.getByRole('link', { name: 'Transactions' }).click();
  await expect(question).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(question).toBeHidden();
  await expect(coinForm.getByLabel('Ticker')).toHaveValue('USDC');

  await nav.getByRole('link', { name: 'Settings' }).click();
  await question.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();

  // Nothing typed, nothing asked: back on Home with the form closed, then open and left as it was.
  await nav.getByRole('link', { name: 'Home' }).click();
  await page.getByTestId('coins-add').click();
  await nav.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(question).toBeHidden();
});

test('signing out with a half-typed address asks first, as leaving does: Stay keeps it, Sign out without saving goes', async ({ page }) => {
  const user = await createCoinsUser();
  await restInsert(user, 'tracked_coins', [
    { coin_ticker: 'USDC', coin_name: 'USD Coin', coin_address: '0x52908400098527886e0f7030069857d2e4169ee7', chain_id: 1 },
  ]);
  await openHomeAs(page, user);
  await page.getByTestId('coins-add-address').click();
  const description = page.getByTestId('coins-address-form').getByLabel('Description');
  await description.fill('Cold wallet');
  const signOut = page.getByRole('banner').getByRole('button', { name: 'Sign out', exact: true });
  const question = page.getByRole('dialog', { name: 'Sign out?' });
  await signOut.click();
  await expect(question).toContainText('What you typed here is not saved yet.');
  await expect(question.getByRole('button', { name: 'Stay on this page' })).toBeFocused();
  await question.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(question).toBeHidden();
  await expect(description).toHaveValue('Cold wallet');
  // Before, the header's Sign out went straight to /login, the typing lost without a word.
  await signOut.click();
  await question.getByRole('button', { name: 'Sign out without saving' }).click();
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Leave this page?' })).toBeHidden();
});

test('a typed display name not saved asks before a reload; once saved, leaving asks nothing', async ({ page }) => {
  await openSignedIn(page, await createCoinsUser(), '/settings');
  const name = page.getByLabel('Display name');
  await name.fill('Ada');
  const asked = page.waitForEvent('dialog');
  void page.reload().catch(() => {});
  const dialog = await asked;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.dismiss();
  await expect(name).toHaveValue('Ada');

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('notification')).toContainText('Profile saved');
  page.on('dialog', (d) => void d.dismiss());
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('dialog', { name: 'Leave this page?' })).toBeHidden();
  await expect(page.getByTestId('coins-add')).toBeVisible();
});

test('a new email typed and not sent asks before leaving Settings; sent, leaving asks nothing', async ({ page }) => {
  await openHomeAs(page, await createCoinsUser());
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Settings' }).click();
  const email = page.getByLabel('New email');
  await email.fill('someone-else@example.com');
  const question = page.getByRole('dialog', { name: 'Leave this page?' });
  await nav.getByRole('link', { name: 'Home' }).click();
  await expect(question).toContainText('What you typed here is not saved yet.');
  await question.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(email).toHaveValue('someone-else@example.com');

  await page.getByRole('button', { name: 'Change email' }).click();
  await expect(page.getByTestId('notification')).toContainText('Check your inbox');
  await expect(email).toHaveValue('');
  await nav.getByRole('link', { name: 'Home' }).click();
  await expect(page.getByTestId('coins-add')).toBeVisible();
  await expect(question).toBeHidden();
});

test('opening another form in the place of a half-typed one asks first; an untouched one is replaced at once', async ({ page }) => {
  const user = await createCoinsUser();
  await restInsert(user, 'tracked_coins', [
    { coin_ticker: 'USDC', coin_name: 'USD Coin', coin_address: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48', chain_id: 1 },
  ]);
  await openHomeAs(page, user);
  const question = page.getByRole('dialog', { name: 'Discard what you typed?' });

  // The home page's panel: Add coin, typed, then Import.
  await page.getByTestId('coins-add').click();
  const coinForm = page.getByTestId('coins-coin-form');
  await coinForm.getByLabel('Ticker').fill('DAI');
  await page.getByTestId('coins-import-open').click();
  await expect(question).toContainText('This form is not saved yet.');
  await expect(question.getByRole('button', { name: 'Keep editing' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(question).toBeHidden();
  await expect(coinForm.getByLabel('Ticker')).toHaveValue('DAI');
  await expect(page.getByTestId('coins-import-file')).toHaveCount(0);
  // Discarded from the keyboard: the keyboard goes on in the form that took its place, and back to Import once that closes.
  await page.getByTestId('coins-import-open').focus();
  await page.keyboard.press('Enter');
  await question.getByRole('button', { name: 'Discard' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('coins-import-file')).toBeFocused();
  await expect(coinForm).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('coins-import')).toHaveCount(0);
  await expect(page.getByTestId('coins-import-open')).toBeFocused();

  // A coin's card: its edit form, typed, then Add address; then the same untouched.
  const card = page.getByTestId('coins-card');
  await card.getByTestId('coins-edit').click();
  await card.getByLabel('Name').fill('USD Coin (bridged)');
  await card.getByTestId('coins-add-address').click();
  await question.getByRole('button', { name: 'Keep editing' }).click();
  await expect(card.getByLabel('Name')).toHaveValue('USD Coin (bridged)');
  await expect(card.getByTestId('coins-address-form')).toHaveCount(0);
  await card.getByTestId('coins-coin-form').getByRole('button', { name: 'Cancel' }).click();
  await card.getByTestId('coins-edit').click();
  await card.getByTestId('coins-add-address').click();
  await expect(card.getByTestId('coins-address-form')).toBeVisible();
  expect(await question.count()).toBe(0);
  await expect(card.getByTestId('coins-coin-form')).toHaveCount(0);
});
