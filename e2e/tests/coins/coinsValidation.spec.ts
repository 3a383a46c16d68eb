import { expect, type Locator, test } from '@playwright/test';
import { openHomeAs } from '../../support/auth.ts';
import { createCoinsUser, restInsert } from '../../support/coins.ts';

const TOKEN = '0x52908400098527886e0f7030069857d2e4169ee7';
const WALLET = '0x8617e340b3d01fa5f11f306f4090fd50e238070d';

/** The field's message, and that the control points at it for assistive technology. */
async function expectFieldError(control: Locator, message: string) {
  await expect(control).toHaveAttribute('aria-invalid', 'true');
  const describedBy = await control.getAttribute('aria-describedby');
  expect(describedBy).toBeTruthy();
  await expect(control.page().locator(`[id="${describedBy}"]`)).toHaveText(message);
}

test('every validation message of the coin and address forms, and duplicates', async ({ page }) => {
  const user = await createCoinsUser();
  await openHomeAs(page, user);

  await page.getByTestId('coins-add').click();
  const form = page.getByTestId('coins-coin-form');
  const ticker = form.getByLabel('Ticker');
  const name = form.getByLabel('Name');
  const contract = form.getByLabel('Contract address');
  await form.getByRole('button', { name: 'Add coin' }).click();
  await expectFieldError(ticker, 'Value is required');
  await expectFieldError(name, 'Value is required');
  await expectFieldError(contract, 'Must be valid address');

  await ticker.fill('X'.repeat(17));
  await name.fill('N'.repeat(65));
  await contract.fill('0x1234');
  await form.getByRole('button', { name: 'Add coin' }).click();
  await expectFieldError(ticker, 'The maximum length allowed is 16');
  await expectFieldError(name, 'The maximum length allowed is 64');
  await expectFieldError(contract, 'Must be valid address');

  // A link to /tools/txns/.. would open /tools; a typo in a checksummed address breaks its capitals.
  await ticker.fill('..');
  await name.fill('Dai');
  await contract.fill('0x5AAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'); // EIP-55's 0x5aAeb…, one letter's case flipped
  await form.getByRole('button', { name: 'Add coin' }).click();
  await expectFieldError(ticker, 'A ticker cannot be . or .. (a link to it would not work).');
  await expectFieldError(contract, 'Must be valid address: its capital letters do not match its EIP-55 checksum, so a character is wrong');
  // Copied from a web page with a zero-width space: it looks valid, so the message says what is there.
  await contract.fill(`${TOKEN}\u200B`);
  await form.getByRole('button', { name: 'Add coin' }).click();
  await expectFieldError(contract, 'Must be valid address: an invisible character came with it. Copy it again from elsewhere, or type it.');

  // Pasted text can bring a line separator or a direction override: a link no router matches, a
  // name that reads backwards.
  await ticker.fill('LS\u2028X');
  await name.fill('\u202eiaD');
  await contract.fill(TOKEN);
  await form.getByRole('button', { name: 'Add coin' }).click();
  const hidden = 'Cannot hold line breaks, tabs or invisible characters: type it again rather than paste it.';
  await expectFieldError(ticker, hidden);
  await expectFieldError(name, hidden);

  await ticker.fill('DAI');
  await name.fill('Dai');
  await form.getByRole('button', { name: 'Add coin' }).click();
  await expect(page.getByTestId('coins-card')).toHaveCount(1);

  // The same ticker in another case is the same coin.
  await page.getByTestId('coins-add').click();
  await form.getByLabel('Ticker').fill('dai');
  await form.getByLabel('Name').fill('Another');
  await form.getByLabel('Contract address').fill(TOKEN);
  await form.getByRole('button', { name: 'Add coin' }).click();
  await expectFieldError(form.getByLabel('Ticker'), 'You already track a coin with this ticker');
  // So is the ticker typed in full width, as an East Asian input method gives it.
  await form.getByLabel('Ticker').fill('ＤＡＩ');
  await form.getByRole('button', { name: 'Add coin' }).click();
  await expectFieldError(form.getByLabel('Ticker'), 'You already track a coin with this ticker');
  await form.getByRole('button', { name: 'Cancel' }).click();

  const card = page.getByTestId('coins-card');
  await card.getByTestId('coins-add-address').click();
  const addressForm = card.getByTestId('coins-address-form');
  const address = addressForm.getByLabel('Address', { exact: true });
  const description = addressForm.getByLabel('Description');
  const color = addressForm.getByRole('textbox', { name: 'Colour', exact: true });
  await address.fill('not an address');
  await description.fill('d'.repeat(201));
  await color.fill('#12');
  await addressForm.getByRole('button', { name: 'Add address' }).click();
  await expectFieldError(address, 'Must be valid address');
  await expectFieldError(description, 'The maximum length allowed is 200');
  await expectFieldError(color, 'Must be a hex colour like #1a2b3c or #abc');

  await address.fill(WALLET);
  await description.fill('Hot wallet');
  await color.fill('#abc');
  await addressForm.getByRole('button', { name: 'Add address' }).click();
  await expect(card.getByTestId('coins-address-row')).toHaveCount(1);

  // The same address without 0x and in upper case is still the same address.
  await card.getByTestId('coins-add-address').click();
  await address.fill(WALLET.slice(2).toUpperCase());
  await addressForm.getByRole('button', { name: 'Add address' }).click();
  await expectFieldError(address, 'This address is already in this coin');
});

// Limits count characters as people (and the database) do: each 🚀 is two UTF-16 units, and the
// form once refused 9 of them as over 16, and the field would not even take a 13th.
test('a ticker of 16 emoji is 16 characters: the form takes and saves it, and refuses a 17th', async ({ page }) => {
  const user = await createCoinsUser();
  await openHomeAs(page, user);
  await page.getByTestId('coins-add').click();
  const form = page.getByTestId('coins-coin-form');
  const ticker = form.getByLabel('Ticker');
  await ticker.fill('🚀'.repeat(17));
  await expect(ticker).toHaveValue('🚀'.repeat(17));
  await form.getByLabel('Name').fill('🚀'.repeat(64));
  await form.getByLabel('Contract address').fill(TOKEN);
  await form.getByRole('button', { name: 'Add coin' }).click();
  await expectFieldError(ticker, 'The maximum length allowed is 16');
  await ticker.fill('🚀'.repeat(16));
  await form.getByRole('button', { name: 'Add coin' }).click();
  await expect(page.getByTestId('coins-card')).toHaveCount(1);
  await expect(page.getByTestId('coins-card')).toContainText('🚀'.repeat(16));
});

test('a duplicate the page did not know about: the database refuses, the page rolls back and says why', async ({ page }) => {
  const user = await createCoinsUser();
  await openHomeAs(page, user);
  await expect(page.getByTestId('coins-empty')).toBeVisible();
  // Written behind the page's back (no broadcast), so only the database can catch the duplicate.
  await restInsert(user, 'tracked_coins', [{ coin_ticker: 'WETH', coin_name: 'Wrapped Ether', coin_address: TOKEN, chain_id: 1 }]);

  await page.getByTestId('coins-add').click();
  const form = page.getByTestId('coins-coin-form');
  await form.getByLabel('Ticker').fill('weth');
  await form.getByLabel('Name').fill('Again');
  await form.getByLabel('Contract address').fill(TOKEN);
  await form.getByRole('button', { name: 'Add coin' }).click();
  await expectFieldError(form.getByLabel('Ticker'), 'You already track a coin with this ticker');
  await expect(page.getByRole('alert').filter({ hasText: 'Could not add the coin' })).toBeVisible();
  // The optimistic card is gone again.
  await expect(page.getByTestId('coins-card')).toHaveCount(0);
});
