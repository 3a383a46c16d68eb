import { expect, test } from '@playwright/test';
import { openHomeAs } from '../../support/auth.ts';
import { createCoinsUser, restInsert, restSelect } from '../../support/coins.ts';
import { holdRequests } from '../../support/holdRequests.ts';

const TOKEN = '0x52908400098527886e0f7030069857d2e4169ee7';
const WALLET_A = '0x8617e340b3d01fa5f11f306f4090fd50e238070d';
const WALLET_B = '0xde709f2102306220921060314715629080e2fb77';

test('two tabs see each other’s changes without a reload, and lose nothing', async ({ page, context }) => {
  const user = await createCoinsUser();
  await openHomeAs(page, user);
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

test('an edit form left open in one tab saves only what it changed: another tab’s saved change to the rest stays', async ({
  page,
  context,
}) => {
  const user = await createCoinsUser();
  await restInsert(user, 'tracked_coins', [{ coin_ticker: 'LINK', coin_name: 'Chainlink', coin_address: TOKEN, chain_id: 1 }]);
  const [coin] = (await restSelect(user, 'tracked_coins', 'select=id')) as Array<{ id: string }>;
  await restInsert(user, 'tracked_addresses', [{ coin_id: coin?.id, address: WALLET_A, description: 'Cold', color: '#123456' }]);
  await openHomeAs(page, user);
  const other = await context.newPage();
  await other.goto('/');

  // This tab opens the coin's form and changes the name, not saving yet; the other saves a new ticker.
  await page.getByTestId('coins-edit').click();
  await page.getByTestId('coins-coin-form').getByLabel('Name').fill('Name from tab one');
  await other.getByTestId('coins-edit').click();
  await other.getByTestId('coins-coin-form').getByLabel('Ticker').fill('LINK2');
  await other.getByRole('button', { name: 'Save coin' }).click();
  await expect(page.getByTestId('coins-card')).toContainText('LINK2');
  await page.getByRole('button', { name: 'Save coin' }).click();
  await expect
    .poll(() => restSelect(user, 'tracked_coins', 'select=coin_ticker,coin_name'))
    .toEqual([{ coin_ticker: 'LINK2', coin_name: 'Name from tab one' }]);

  // The same with an address: this tab's colour, the other's description.
  await page.getByRole('button', { name: 'Edit address Cold' }).click();
  await page.getByTestId('coins-address-form').getByLabel('Colour', { exact: true }).fill('#abcdef');
  await other.getByRole('button', { name: 'Edit address Cold' }).click();
  await other.getByTestId('coins-address-form').getByLabel('Description').fill('Renamed in tab two');
  await other.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByTestId('coins-address-description')).toHaveText('Renamed in tab two');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect
    .poll(() => restSelect(user, 'tracked_addresses', 'select=description,color'))
    .toEqual([{ description: 'Renamed in tab two', color: '#abcdef' }]);
  await expect(page.getByTestId('coins-name')).toHaveText('Name from tab one');
  await expect(page.getByTestId('coins-card')).toContainText('LINK2');
});

test('a form with typing in it whose address or coin another tab deletes says so as it goes, instead of vanishing', async ({
  page,
  context,
}) => {
  const user = await createCoinsUser();
  await restInsert(user, 'tracked_coins', [
    { coin_ticker: 'LINK', coin_name: 'Chainlink', coin_address: TOKEN, chain_id: 1 },
    { coin_ticker: 'UNTOUCHED', coin_name: 'Opened only', coin_address: TOKEN, chain_id: 1 },
  ]);
  const [coin] = (await restSelect(user, 'tracked_coins', 'select=id&coin_ticker=eq.LINK')) as Array<{ id: string }>;
  await restInsert(user, 'tracked_addresses', [{ coin_id: coin?.id, address: WALLET_A, description: 'Cold', color: '#123456' }]);
  await openHomeAs(page, user);
  const other = await context.newPage();
  await other.goto('/');
  const notification = page.getByTestId('notification');
  const card = (tab: typeof page, ticker: string) => tab.getByTestId('coins-card').filter({ hasText: ticker });
  const deleteIn = async (tab: typeof page, button: string) => {
    await tab.getByRole('button', { name: button }).click();
    await tab.getByRole('button', { name: 'Delete', exact: true }).click();
  };

  // An address being edited here, deleted in the other tab.
  await page.getByRole('button', { name: 'Edit address Cold' }).click();
  await page.getByTestId('coins-address-form').getByLabel('Description').fill('Warm now');
  await deleteIn(other, 'Delete address Cold');
  await expect(page.getByTestId('coins-address-form')).toHaveCount(0);
  await expect(notification).toContainText('Address “Cold” was deleted');
  await expect(notification).toContainText(
    'It was deleted in another tab or on another device while you were editing it here, so what you typed is not saved.',
  );
  await notification.getByRole('button', { name: 'Dismiss notification' }).click();
  await expect(notification).toHaveCount(0);

  // A coin opened for editing and typed in here, deleted in the other tab.
  await card(page, 'LINK').getByTestId('coins-edit').click();
  await page.getByTestId('coins-coin-form').getByLabel('Name').fill('Typed, never saved');
  // And a form opened without typing, whose coin goes the same way: nothing was lost, nothing said.
  await card(page, 'UNTOUCHED').getByTestId('coins-edit').click();
  await deleteIn(other, 'Delete coin UNTOUCHED');
  await expect(card(page, 'UNTOUCHED')).toHaveCount(0);
  await deleteIn(other, 'Delete coin LINK');
  await expect(card(page, 'LINK')).toHaveCount(0);
  await expect(notification).toContainText('LINK was deleted');
  await expect(notification).toContainText('while you were editing it here, so what you typed is not saved.');
  // Counted once, not waited for: a wrong notice of UNTOUCHED's, raised before LINK's, is still shown.
  expect(await notification.count()).toBe(1);
});

test('a coin this tab added and the server refused goes with only its own notice, not one of another tab’s delete', async ({ page }) => {
  const user = await createCoinsUser();
  await openHomeAs(page, user);
  // The add held on a slow server while the user goes on to add an address to the new card.
  const held = await holdRequests(page, /\/rest\/v1\/tracked_coins/, { method: 'POST' });
  await page.getByTestId('coins-add').click();
  const coinForm = page.getByTestId('coins-coin-form');
  await coinForm.getByLabel('Ticker').fill('LINK');
  await coinForm.getByLabel('Name').fill('Chainlink');
  await coinForm.getByLabel('Contract address').fill(TOKEN);
  await coinForm.getByRole('button', { name: 'Add coin' }).click();
  const card = page.getByTestId('coins-card').filter({ hasText: 'LINK' });
  await card.getByTestId('coins-add-address').click();
  await card.getByTestId('coins-address-form').getByLabel('Address', { exact: true }).fill(WALLET_A);
  // Meanwhile another device takes the ticker: the add is refused as a duplicate.
  await restInsert(user, 'tracked_coins', [{ coin_ticker: 'LINK', coin_name: 'Other', coin_address: TOKEN, chain_id: 1 }]);
  held.release();
  const notification = page.getByTestId('notification');
  await expect(notification.filter({ hasText: 'Could not add the coin' })).toBeVisible();
  await expect(card).toHaveCount(0);
  await expect(coinForm.getByLabel('Ticker')).toHaveAttribute('aria-invalid', 'true');
  // Said in the same moment as the refusal, had it been: counted once, not waited for.
  expect(await notification.filter({ hasText: 'was deleted' }).count()).toBe(0);
});
