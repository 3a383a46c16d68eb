import { expect, test } from '@playwright/test';
import { createCoinsUser, signInUi } from '../../support/coins.ts';

const TOKEN = '0x52908400098527886e0f7030069857d2e4169ee7';
const WALLET_A = '0x8617e340b3d01fa5f11f306f4090fd50e238070d';
const WALLET_B = '0xde709f2102306220921060314715629080e2fb77';

test('two tabs see each other’s changes without a reload, and lose nothing', async ({ page, context }) => {
  const user = await createCoinsUser();
  await signInUi(page, user);
  const other = await context.newPage();
  await other.goto('/');
  await expect(other.getByTestId('coins-empty')).toBeVisible();

  await page.getByTestId('coins-add').click();
  const form = page.getByTestId('coins-coin-form');
  await form.getByLabel('Ticker').fill('LINK');
  await form.getByLabel('Name').fill('Chainlink');
  await form.getByLabel('Contract address').fill(TOKEN);
  await form.getByRole('button', { name: 'Add coin' }).click();
  await expect(other.getByTestId('coins-card').filter({ hasText: 'LINK' })).toBeVisible();

  // Both tabs add an address to the same coin: each is its own row, both survive.
  for (const [tab, wallet, text] of [
    [page, WALLET_A, 'From tab one'],
    [other, WALLET_B, 'From tab two'],
  ] as const) {
    const card = tab.getByTestId('coins-card');
    await card.getByTestId('coins-add-address').click();
    const addressForm = card.getByTestId('coins-address-form');
    await addressForm.getByLabel('Address', { exact: true }).fill(wallet);
    await addressForm.getByLabel('Description').fill(text);
    await addressForm.getByRole('button', { name: 'Add address' }).click();
  }
  for (const tab of [page, other]) {
    await expect(tab.getByTestId('coins-address-description')).toHaveText(['From tab one', 'From tab two']);
  }

  // An edit in one tab shows in the other.
  await other.getByTestId('coins-edit').click();
  await other.getByTestId('coins-coin-form').getByLabel('Name').fill('Chainlink Token');
  await other.getByRole('button', { name: 'Save coin' }).click();
  await expect(page.getByTestId('coins-name')).toHaveText('Chainlink Token');
});
