import { expect, test } from '@playwright/test';
import { openHomeAs } from '../../support/auth.ts';
import { createCoinsUser, restInsert } from '../../support/coins.ts';

const USDC = '0x52908400098527886e0f7030069857d2e4169ee7';
const WETH = '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2';
const DAI = '0x6b175474e89094c44da98b954eedeac495271d0f';
const COLD = '0x8617E340B3D01FA5F11F306F4090FD50E238070D';
const HOT = '0xde709f2102306220921060314715629080e2fb77';
const STORE = '0x27b1fdb04752bbc536007a920d24acb045561c26';

test('the find box narrows Home to the coins and addresses that hold the text, says how many, and keeps it across a visit to a tool', async ({
  page,
}) => {
  const user = await createCoinsUser();
  const [usdc, weth] = [crypto.randomUUID(), crypto.randomUUID()];
  await restInsert(user, 'tracked_coins', [
    { id: usdc, coin_ticker: 'USDC', coin_name: 'USD Coin', coin_address: USDC, chain_id: 1 },
    { id: weth, coin_ticker: 'WETH', coin_name: 'Wrapped Ether', coin_address: WETH, chain_id: 1 },
    { id: crypto.randomUUID(), coin_ticker: 'DAI', coin_name: 'Dai', coin_address: DAI, chain_id: 1 },
  ]);
  await restInsert(user, 'tracked_addresses', [
    { coin_id: usdc, address: COLD, description: 'Cold wallet', color: '#1e88e5' },
    { coin_id: usdc, address: HOT, description: 'Hot wallet', color: '#e53935' },
    { coin_id: weth, address: STORE, description: 'Cold storage', color: '#43a047' },
  ]);
  await openHomeAs(page, user);
  const cards = page.getByTestId('coins-card').filter({ visible: true });
  await expect(cards).toHaveCount(3);
  const find = page.getByRole('searchbox', { name: 'Find a coin or an address' });
  const said = page.getByRole('status').and(page.getByTestId('coins-find-status'));
  await expect(said).toHaveText('');

  // By description: each coin with such an address, showing those addresses only.
  await find.fill('cold');
  await expect(said).toHaveText('Showing 2 of 3 coins for “cold”.');
  await expect(cards).toHaveCount(2);
  const usdcCard = cards.filter({ has: page.getByRole('heading', { name: 'USDC' }) });
  await expect(usdcCard.getByTestId('coins-address-description')).toHaveText(['Cold wallet']);
  await expect(usdcCard.getByTestId('coins-address-found')).toHaveText('1 of 2 addresses match.');
  // The counts beside the heading stay the account's.
  await expect(page.getByTestId('coins-count')).toHaveText('3 coins · 3 addresses');

  // By a piece of an address, in any case; by a coin's name, with all its addresses.
  await find.fill('DE709F21');
  await expect(cards).toHaveCount(1);
  await expect(usdcCard.getByTestId('coins-address-description')).toHaveText(['Hot wallet']);
  await find.fill('wrapped');
  await expect(cards).toHaveCount(1);
  await expect(cards.getByTestId('coins-address-description')).toHaveText(['Cold storage']);
  await expect(cards.getByTestId('coins-address-found')).toHaveCount(0);

  // Nothing found: said so, with the way back to every coin, where the keyboard returns to the box.
  await find.fill('zzz');
  await expect(said).toHaveText('No coin or address matches “zzz”.');
  await expect(cards).toHaveCount(0);
  await page.getByRole('button', { name: 'Show all coins' }).click();
  await expect(cards).toHaveCount(3);
  await expect(find).toHaveValue('');
  await expect(find).toBeFocused();
  await expect(said).toHaveText('');

  // Kept while the user looks at a coin's transfers and comes back.
  await find.fill('cold');
  await usdcCard.getByRole('link', { name: 'Transactions of USDC' }).click();
  await expect(page).toHaveURL(/\/tools\/txns\/USDC$/);
  await page.goBack();
  await expect(find).toHaveValue('cold');
  await expect(cards).toHaveCount(2);

  // A form open in a card the text hides keeps what was typed, for when the card shows again.
  await find.fill('');
  await usdcCard.getByRole('button', { name: 'Add address to USDC' }).click();
  await usdcCard.getByLabel('Description').fill('Savings, half typed');
  await find.fill('wrapped');
  await expect(usdcCard).toHaveCount(0);
  await find.fill('');
  await expect(usdcCard.getByLabel('Description')).toHaveValue('Savings, half typed');
  await usdcCard.getByRole('button', { name: 'Cancel' }).click();

  // The last address it matched deleted, the card goes, and the keyboard is left in the box.
  await find.fill('hot wallet');
  await usdcCard.getByRole('button', { name: /^Delete address/ }).click();
  await usdcCard.getByTestId('confirm-action').click();
  await expect(said).toHaveText('No coin or address matches “hot wallet”.');
  await expect(find).toBeFocused();

  // An address saved that the text would hide: the text goes, and the address is in view.
  await find.fill('cold storage');
  const wethCard = cards.filter({ has: page.getByRole('heading', { name: 'WETH' }) });
  await wethCard.getByRole('button', { name: 'Add address to WETH' }).click();
  await wethCard.getByLabel('Address', { exact: true }).fill(HOT);
  await wethCard.getByLabel('Description').fill('Trading desk');
  await wethCard.getByRole('button', { name: 'Add address', exact: true }).click();
  await expect(find).toHaveValue('');
  await expect(wethCard.getByTestId('coins-address-description')).toHaveText(['Cold storage', 'Trading desk']);

  // One saved that the text shows keeps the text, also typed without its 0x.
  await find.fill('wrapped');
  await wethCard.getByRole('button', { name: 'Add address to WETH' }).click();
  await wethCard.getByLabel('Address', { exact: true }).fill('1111111111111111111111111111111111111111');
  await wethCard.getByLabel('Description').fill('Vault');
  await wethCard.getByRole('button', { name: 'Add address', exact: true }).click();
  await expect(wethCard.getByTestId('coins-address-description')).toHaveText(['Cold storage', 'Trading desk', 'Vault']);
  await expect(find).toHaveValue('wrapped');

  // A coin added that the text would hide is shown, with every other coin, and takes the keyboard.
  await find.fill('cold');
  await page.getByTestId('coins-add').click();
  const form = page.getByTestId('coins-coin-form');
  await form.getByLabel('Ticker').fill('LINK');
  await form.getByLabel('Name').fill('Chainlink');
  await form.getByLabel('Contract address').fill('0x514910771af9ca656af840dff83e8264ecf986ca');
  await form.getByRole('button', { name: 'Add coin' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'LINK', exact: true })).toBeFocused();
  await expect(find).toHaveValue('');
  await expect(cards).toHaveCount(4);
});
