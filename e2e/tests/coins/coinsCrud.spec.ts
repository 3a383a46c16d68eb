import { expect, test } from '@playwright/test';
import { logInToHome, openHomeAs } from '../../support/auth.ts';
import { adminInsert, createCoinsUser, restDelete, restInsert, restSelect, seedCoin } from '../../support/coins.ts';
import { holdRequests } from '../../support/holdRequests.ts';
import { watchQuiet } from '../../support/quietNetwork.ts';

const TOKEN = '0x52908400098527886e0f7030069857d2e4169ee7';
const TOKEN_SUM = '0x52908400098527886E0F7030069857D2E4169EE7';
const WALLET = '0x8617e340b3d01fa5f11f306f4090fd50e238070d';
const WALLET_SUM = '0x8617E340B3D01FA5F11F306F4090FD50E238070D';

test('add a coin and addresses, edit them, delete and undo', async ({ page }) => {
  const user = await createCoinsUser();
  await openHomeAs(page, user);
  await expect(page.getByTestId('coins-empty')).toBeVisible();
  // A saved form closes, and focus goes back to the button that opened it: the save is said aloud.
  const said = page.getByRole('status').and(page.getByTestId('coins-save-status'));

  await page.getByTestId('coins-add').click();
  const coinForm = page.getByTestId('coins-coin-form');
  await coinForm.getByLabel('Ticker').fill('USDC');
  await coinForm.getByLabel('Name').fill('USD Coin');
  await coinForm.getByLabel('Contract address').fill(TOKEN);
  await coinForm.getByLabel('Chain').selectOption({ label: 'Ethereum' });
  await coinForm.getByRole('button', { name: 'Add coin' }).click();
  await expect(said).toHaveText('Coin USDC added.');

  const card = page.getByTestId('coins-card').filter({ hasText: 'USDC' });
  await expect(card.getByTestId('coins-contract')).toHaveText(TOKEN_SUM);
  await expect(card.getByTestId('coins-contract-explorer')).toHaveAttribute('href', `https://etherscan.io/token/${TOKEN_SUM}`);
  // Named with the coin, so a screen reader's list of links and buttons tells one coin's from another's.
  await expect(card.getByRole('link', { name: 'Transactions of USDC', exact: true })).toHaveAttribute('href', '/tools/txns/USDC');

  await card.getByRole('button', { name: 'Add address to USDC', exact: true }).click();
  const addressForm = card.getByRole('form', { name: 'Add an address to USDC' });
  await addressForm.getByLabel('Address', { exact: true }).fill(`  ${WALLET.slice(2)}  `);
  await addressForm.getByLabel('Description').fill('Treasury');
  await addressForm.getByRole('textbox', { name: 'Colour', exact: true }).fill('#c33');
  await addressForm.getByRole('button', { name: 'Add address' }).click();
  await expect(said).toHaveText('Address Treasury added to USDC.');

  const row = card.getByTestId('coins-address-row');
  await expect(row).toHaveCount(1);
  await expect(page.getByTestId('coins-count')).toHaveText('1 coin · 1 address');
  await expect(row.getByTestId('coins-address-value')).toHaveText(WALLET_SUM);
  await expect(row.getByTestId('coins-identicon')).toBeVisible();
  await expect(row.getByRole('link', { name: 'Transactions of Treasury', exact: true })).toHaveAttribute(
    'href',
    `/tools/txns/USDC/${WALLET_SUM}`,
  );
  await expect(row.getByTestId('coins-address-explorer')).toHaveAttribute('href', `https://etherscan.io/address/${WALLET_SUM}`);

  // Survives a reload: it reached the database.
  await page.reload();
  await expect(card.getByTestId('coins-address-description')).toHaveText('Treasury');

  // Edit the coin and the address.
  await card.getByTestId('coins-edit').click();
  await card.getByTestId('coins-coin-form').getByLabel('Name').fill('USD Coin (bridged)');
  await card.getByRole('button', { name: 'Save coin' }).click();
  await expect(card.getByTestId('coins-name')).toHaveText('USD Coin (bridged)');
  await expect(said).toHaveText('Coin USDC saved.');
  await card.getByTestId('coins-address-edit').click();
  // The form opens above the list: its title names the address, and the row it edits is marked.
  await expect(card.getByRole('form', { name: 'Edit Treasury' })).toBeVisible();
  await expect(row).toHaveAttribute('aria-current', 'true');
  await card.getByTestId('coins-address-form').getByLabel('Description').fill('Cold wallet');
  await card.getByRole('button', { name: 'Save address' }).click();
  await expect(card.getByTestId('coins-address-description')).toHaveText('Cold wallet');
  await expect(said).toHaveText('Address Cold wallet saved.');
  await expect(row).not.toHaveAttribute('aria-current');
  // Saved again as it was, it is said again: a screen reader speaks a live region when its text changes.
  await said.evaluate((region) => {
    const changes = { count: 0 };
    new MutationObserver(() => changes.count++).observe(region, { childList: true, characterData: true, subtree: true });
    Object.assign(window, { saveStatusChanges: changes });
  });
  await card.getByTestId('coins-address-edit').click();
  await card.getByRole('button', { name: 'Save address' }).click();
  await expect(card.getByTestId('coins-address-form')).toHaveCount(0);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { saveStatusChanges: { count: number } }).saveStatusChanges.count))
    .toBeGreaterThan(0);
  await expect(said).toHaveText('Address Cold wallet saved.');
  await page.reload();
  await expect(card.getByTestId('coins-name')).toHaveText('USD Coin (bridged)');
  await expect(card.getByTestId('coins-address-description')).toHaveText('Cold wallet');
  // Without a description, the address is named by itself.
  await card.getByTestId('coins-address-edit').click();
  await card.getByTestId('coins-address-form').getByLabel('Description').fill('');
  await card.getByRole('button', { name: 'Save address' }).click();
  await expect(said).toHaveText(`Address ${WALLET_SUM} saved.`);

  // Delete asks first; Undo brings the address back and nothing is deleted.
  await card.getByTestId('coins-address-delete').click();
  await expect(card.getByTestId('confirm')).toBeVisible();
  await card.getByTestId('confirm-action').click();
  await expect(card.getByTestId('coins-address-row')).toHaveCount(0);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(card.getByTestId('coins-address-row')).toHaveCount(1);
  await page.reload();
  await expect(card.getByTestId('coins-address-row')).toHaveCount(1);

  // Delete the coin for real: gone after the undo window, also after a reload.
  await card.getByTestId('coins-delete').click();
  await card.getByTestId('confirm-action').click();
  await expect(page.getByTestId('coins-card')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Undo' })).toBeHidden({ timeout: 11_000 });
  await page.reload();
  await expect(page.getByTestId('coins-empty')).toBeVisible();
});

test('addresses deleted one after another leave the rows usable: older Undo notices fold under the newest, and open to the pointer', async ({
  page,
}) => {
  const user = await createCoinsUser();
  const addresses = [1, 2, 3, 4, 5, 6].map((n) => ({ address: `0x${String(n).repeat(40)}`, description: `Acct ${n}`, color: '#36c' }));
  await seedCoin(user, { ticker: 'USDC', name: 'USD Coin', coinAddress: TOKEN }, addresses);
  await openHomeAs(page, user);
  const rows = page.getByTestId('coins-address-row');
  for (const n of [1, 2, 3, 4]) {
    await rows
      .filter({ hasText: `Acct ${n}` })
      .getByTestId('coins-address-delete')
      .click();
    await page.getByTestId('confirm-action').click();
    await expect(rows).toHaveCount(6 - n);
  }
  const notices = page.getByTestId('notification').filter({ hasText: 'You can undo this' });
  await expect(notices).toHaveCount(4);
  // Stood whole, the four covered the right side of the page, the rows' buttons among them.
  const stack = await page.locator('.toaster').boundingBox();
  expect(stack?.height).toBeLessThan(250);
  await rows.filter({ hasText: 'Acct 5' }).getByTestId('coins-address-delete').click({ trial: true, timeout: 2000 });
  // The pointer on the stack opens it, and holds it: the oldest's Undo still brings its address back.
  await page.locator('.toaster').hover();
  const oldest = notices.filter({ hasText: 'Deleted Acct 1' });
  expect((await oldest.boundingBox())?.height).toBeGreaterThan(60);
  await oldest.getByRole('button', { name: 'Undo' }).click();
  await expect(rows.filter({ hasText: 'Acct 1' })).toHaveCount(1);
});

test('Add address pressed again while an add is on its way opens a new empty form, which the add’s answer leaves open', async ({
  page,
}) => {
  const user = await createCoinsUser();
  await seedCoin(user, { ticker: 'USDC', name: 'USD Coin', coinAddress: TOKEN });
  await openHomeAs(page, user);
  const card = page.getByTestId('coins-card');
  const form = card.getByTestId('coins-address-form');
  const held = await holdRequests(page, '**/rest/v1/tracked_addresses*', { method: 'POST' });
  await card.getByTestId('coins-add-address').click();
  await form.getByLabel('Address', { exact: true }).fill(WALLET);
  await form.getByLabel('Description').fill('First');
  await form.getByRole('button', { name: 'Add address' }).click();
  await expect.poll(() => held.sent).toBe(1);
  // The next one, while the first is on its way: a new form, empty, at once.
  await card.getByTestId('coins-add-address').click();
  await expect(form.getByLabel('Description')).toHaveValue('');
  await form.getByLabel('Description').fill('Second');
  held.release();
  await expect(page.getByTestId('coins-save-status')).toContainText('Address First added to USDC.');
  // Before, the answer closed the form the user had just asked for, and what was typed in it.
  await expect(form.getByLabel('Description')).toHaveValue('Second');
  await expect(card.getByTestId('coins-address-row')).toHaveCount(1);
});

test('a sign-out takes the Undo of a delete with it, so it cannot put the coin into the next account', async ({ page }) => {
  const user = await createCoinsUser();
  await restInsert(user, 'tracked_coins', [{ coin_ticker: 'USDC', coin_name: 'USD Coin', coin_address: TOKEN, chain_id: 1 }]);
  await openHomeAs(page, user);
  await page.getByTestId('coins-delete').click();
  await page.getByTestId('confirm-action').click();
  const undo = page.getByTestId('notification').getByRole('button', { name: 'Undo' });
  await expect(undo).toBeVisible();
  await page.getByRole('button', { name: 'Sign out', exact: true }).first().click();
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  // Well inside the 8 s an Undo stays: only the sign-out can have taken it.
  expect(await undo.count()).toBe(0);
  await expect(page.getByTestId('notification').filter({ hasText: 'Sign out successful!' })).toBeVisible();
});

test('a save answered after the user opened another form leaves that form open', async ({ page }) => {
  const user = await createCoinsUser();
  await seedCoin(user, { ticker: 'USDC', name: 'USD Coin', coinAddress: TOKEN }, [
    { address: WALLET_SUM, description: 'Treasury', color: '#c33' },
  ]);
  await openHomeAs(page, user);
  const card = page.getByTestId('coins-card').filter({ hasText: 'USDC' });

  // A slow server: the new name shows at once, its answer comes after the user has moved on.
  const held = await holdRequests(page, /\/rest\/v1\/tracked_coins/, { method: 'PATCH' });
  await card.getByTestId('coins-edit').click();
  await card.getByTestId('coins-coin-form').getByLabel('Name').fill('USD Coin (bridged)');
  await card.getByRole('button', { name: 'Save coin' }).click();
  await expect(card.getByTestId('coins-name')).toHaveText('USD Coin (bridged)');
  await card.getByTestId('coins-address-edit').click();
  const addressForm = card.getByTestId('coins-address-form');
  await expect(addressForm).toBeVisible();

  const answered = page.waitForResponse((r) => r.request().method() === 'PATCH' && r.url().includes('/rest/v1/tracked_coins'));
  held.release();
  await (await answered).finished();
  // Past the page's own handling of the answer (a task after the body arrived).
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)));
  await expect(addressForm).toBeVisible();
  await addressForm.getByLabel('Description').fill('Cold wallet');
  await card.getByRole('button', { name: 'Save address' }).click();
  await expect(card.getByTestId('coins-address-description')).toHaveText('Cold wallet');
  await page.reload();
  await expect(card.getByTestId('coins-name')).toHaveText('USD Coin (bridged)');
  await expect(card.getByTestId('coins-address-description')).toHaveText('Cold wallet');
});

test('an add or an import answered after the user closed it leaves the form opened since, with what was typed', async ({ page }) => {
  await openHomeAs(page, await createCoinsUser());
  const coinForm = page.getByTestId('coins-coin-form');
  const startAnother = async () => {
    await page.getByTestId('coins-add').click();
    await coinForm.getByLabel('Ticker').fill('DAI');
  };

  // A coin added on a slow server; the user closes its form and starts the next coin.
  let held = await holdRequests(page, /\/rest\/v1\/tracked_coins/, { method: 'POST' });
  await page.getByTestId('coins-add').click();
  await coinForm.getByLabel('Ticker').fill('USDC');
  await coinForm.getByLabel('Name').fill('USD Coin');
  await coinForm.getByLabel('Contract address').fill(TOKEN);
  await coinForm.getByLabel('Chain').selectOption({ label: 'Ethereum' });
  await coinForm.getByRole('button', { name: 'Add coin' }).click();
  await expect(page.getByTestId('coins-card').filter({ hasText: 'USDC' })).toBeVisible();
  await coinForm.getByLabel('Ticker').press('Escape');
  await expect(coinForm).toHaveCount(0);
  await startAnother();
  const answered = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/rest/v1/tracked_coins'));
  held.release();
  await (await answered).finished();
  // Past the page's own handling of the answer (a task after the body arrived).
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)));
  await expect(coinForm.getByLabel('Ticker')).toHaveValue('DAI');
  // And the keyboard stays in it, not taken to the coin that was added.
  await expect(coinForm.getByLabel('Ticker')).toBeFocused();
  await coinForm.getByRole('button', { name: 'Cancel' }).click();

  // The same for an import closed while it runs.
  held = await holdRequests(page, /\/rest\/v1\/tracked_coins/, { method: 'POST' });
  await page.getByTestId('coins-import-open').click();
  const csv = `coin_ticker,coin_name,coin_address,chain_id,address,description,color\nWETH,Wrapped Ether,${TOKEN},1,${WALLET},Hot,#3366cc\n`;
  await page.getByTestId('coins-import-file').setInputFiles({ name: 'coins.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByTestId('coins-import-run').click();
  await page.getByTestId('coins-import').getByRole('button', { name: 'Close' }).click();
  await startAnother();
  held.release();
  await expect(page.getByTestId('notification').filter({ hasText: 'Import finished' })).toBeVisible();
  await expect(coinForm.getByLabel('Ticker')).toHaveValue('DAI');
  await expect(page.getByTestId('coins-card').filter({ hasText: 'WETH' })).toBeVisible();
});

test('a coin added to a long list is brought into view, with the keyboard on it', async ({ page }) => {
  const user = await createCoinsUser();
  // Forty coins: the new one sorts in last, pages below the toolbar's Add coin.
  const coins = Array.from({ length: 40 }, (_, i) => ({
    coin_ticker: `C${String(i).padStart(2, '0')}`,
    coin_name: `Coin ${i}`,
    coin_address: TOKEN,
    chain_id: 1,
  }));
  await restInsert(user, 'tracked_coins', coins);
  await openHomeAs(page, user);
  await expect(page.getByTestId('coins-card')).toHaveCount(40);
  await page.getByTestId('coins-add').click();
  const coinForm = page.getByTestId('coins-coin-form');
  await coinForm.getByLabel('Ticker').fill('ZZZ');
  await coinForm.getByLabel('Name').fill('Last coin');
  await coinForm.getByLabel('Contract address').fill(TOKEN);
  await coinForm.getByRole('button', { name: 'Add coin' }).click();
  const heading = page.getByRole('heading', { level: 2, name: 'ZZZ', exact: true });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  await expect(page.getByTestId('coins-card').last()).toHaveAttribute('data-ticker', 'ZZZ');
  // Its next step is the next Tab away.
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('coins-card').last().locator(':focus')).toHaveCount(1);
});

test('Copy puts the checksummed address on the clipboard and says Copied, aloud too', async ({ page }) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const user = await createCoinsUser();
  await seedCoin(user, { ticker: 'USDC', name: 'USD Coin', coinAddress: TOKEN }, [
    { address: WALLET, description: 'Treasury', color: '#c33' },
  ]);
  await openHomeAs(page, user);
  const copy = page.getByRole('button', { name: `Copy address ${WALLET_SUM}` });
  await copy.click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(WALLET_SUM);
  await expect(copy).toHaveText('Copied');
  // The button's name stays its label, so a screen reader hears Copied from a status beside it.
  await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toHaveCount(1);
  await expect(copy).toHaveText('Copy');
  await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toHaveCount(0);
});

test('a coin far down a long page shows its addresses when the user scrolls to it, and its list scrolls', async ({ page }) => {
  const user = await createCoinsUser();
  const coins = Array.from({ length: 30 }, (_, n) => ({
    id: crypto.randomUUID(),
    coin_ticker: `C${n}`,
    coin_name: `Coin ${n}`,
    coin_address: TOKEN,
    chain_id: 1,
  }));
  await restInsert(user, 'tracked_coins', coins);
  const wallet = (n: number) => `0x${(n + 1).toString(16).padStart(40, '0')}`;
  await restInsert(
    user,
    'tracked_addresses',
    coins.flatMap((coin) =>
      Array.from({ length: 20 }, (_, n) => ({
        coin_id: coin.id,
        address: wallet(n),
        description: `${coin.coin_ticker} wallet ${n}`,
        color: '#c33',
        // A coin's addresses show oldest first: one second apart keeps them in this order.
        created_at: new Date(Date.UTC(2026, 0, 1, 0, 0, n)).toISOString(),
      })),
    ),
  );
  await openHomeAs(page, user);
  await expect(page.getByTestId('coins-card').first().getByTestId('coins-address-description').first()).toHaveText('C0 wallet 0');

  const last = page.getByTestId('coins-card').filter({ has: page.getByRole('heading', { name: 'C29', exact: true }) });
  await last.scrollIntoViewIfNeeded();
  await expect(last.getByText('C29 wallet 0', { exact: true })).toBeVisible();
  // The wheel over the list scrolls it to its end.
  await last.getByTestId('coins-address-list').hover();
  await page.mouse.wheel(0, 2000);
  await expect(last.getByText('C29 wallet 19', { exact: true })).toBeVisible();
  // Only the rows in view are drawn: each tells a screen reader its place in the whole list.
  const lastRow = last.getByRole('listitem').filter({ hasText: 'C29 wallet 19' });
  await expect(lastRow).toHaveAttribute('aria-posinset', '20');
  await expect(lastRow).toHaveAttribute('aria-setsize', '20');
  expect(await last.getByRole('listitem').count()).toBeLessThan(20);
});

test('the address row the keyboard is in stays, focus and all, while its list is scrolled far past it', async ({ page }) => {
  const user = await createCoinsUser();
  const coinId = crypto.randomUUID();
  await restInsert(user, 'tracked_coins', [{ id: coinId, coin_ticker: 'LONG', coin_name: 'Long list', coin_address: TOKEN, chain_id: 1 }]);
  await restInsert(
    user,
    'tracked_addresses',
    Array.from({ length: 40 }, (_, n) => ({
      coin_id: coinId,
      address: `0x${(n + 1).toString(16).padStart(40, '0')}`,
      description: `Wallet ${n}`,
      color: '#c33',
      created_at: new Date(Date.UTC(2026, 0, 1, 0, 0, n)).toISOString(),
    })),
  );
  await openHomeAs(page, user);
  const list = page.getByTestId('coins-address-list');
  const edit = list.getByRole('button', { name: 'Edit address Wallet 0', exact: true });
  await edit.focus();
  // The wheel over the list scrolls it to its end, 40 rows on: far past the rows it draws around the view.
  await list.hover();
  await page.mouse.wheel(0, 4000);
  await expect(list.getByText('Wallet 39', { exact: true })).toBeVisible();
  await expect(edit).toBeFocused();
  // And the next Tab goes on from there, not from the page's start.
  await page.keyboard.press('Tab');
  await expect(list.getByRole('button', { name: 'Delete address Wallet 0', exact: true })).toBeFocused();
});

test('an address added to a coin deleted on another device says the coin is gone, not that the session ended', async ({ page }) => {
  const user = await createCoinsUser();
  const coinId = crypto.randomUUID();
  await restInsert(user, 'tracked_coins', [{ id: coinId, coin_ticker: 'GONE', coin_name: 'Gone soon', coin_address: TOKEN, chain_id: 1 }]);
  await openHomeAs(page, user);
  const card = page.getByTestId('coins-card').filter({ hasText: 'GONE' });
  await card.getByTestId('coins-add-address').click();
  const addressForm = card.getByTestId('coins-address-form');
  await addressForm.getByLabel('Address', { exact: true }).fill(WALLET);
  await restDelete(user, 'tracked_coins', `id=eq.${coinId}`);
  await addressForm.getByRole('button', { name: 'Add address' }).click();

  const notification = page.getByTestId('notification');
  await expect(notification).toContainText('This coin no longer exists; it may have been deleted in another tab.');
  await expect(notification).not.toContainText('session');
  await expect(card).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
});

test('an edit saved to a coin or an address deleted on another device says it is gone, instead of showing as saved and being lost', async ({
  page,
}) => {
  const user = await createCoinsUser();
  const [coinId, addressId] = [crypto.randomUUID(), crypto.randomUUID()];
  await restInsert(user, 'tracked_coins', [
    { id: coinId, coin_ticker: 'KEPT', coin_name: 'Kept', coin_address: TOKEN, chain_id: 1 },
    { id: crypto.randomUUID(), coin_ticker: 'GONE', coin_name: 'Gone soon', coin_address: TOKEN, chain_id: 1 },
  ]);
  await restInsert(user, 'tracked_addresses', [
    { id: addressId, coin_id: coinId, address: WALLET, description: 'Old words', color: '#3366ff' },
  ]);
  await openHomeAs(page, user);
  const notification = page.getByTestId('notification');

  // The address: edited here while another device removes it.
  const kept = page.getByTestId('coins-card').filter({ hasText: 'KEPT' });
  await kept.getByTestId('coins-address-edit').click();
  const addressForm = kept.getByTestId('coins-address-form');
  await addressForm.getByLabel('Description').fill('New words');
  await restDelete(user, 'tracked_addresses', `id=eq.${addressId}`);
  await addressForm.getByRole('button', { name: 'Save' }).click();
  await expect(notification).toContainText('This address no longer exists; it may have been deleted in another tab.');
  await expect(kept.getByText('New words')).toHaveCount(0);
  await expect(kept.getByTestId('coins-address-description')).toHaveCount(0);
  // Not said to be saved either.
  expect(await page.getByTestId('coins-save-status').textContent()).toBe('');

  // The coin: the same.
  const gone = page.getByTestId('coins-card').filter({ hasText: 'GONE' });
  await gone.getByTestId('coins-edit').click();
  await gone.getByLabel('Name').fill('Renamed');
  await restDelete(user, 'tracked_coins', 'coin_ticker=eq.GONE');
  await gone.getByTestId('coins-coin-form').getByRole('button', { name: 'Save' }).click();
  await expect(notification.filter({ hasText: 'This coin no longer exists; it may have been deleted in another tab.' })).toBeVisible();
  await expect(page.getByTestId('coins-card').filter({ hasText: 'Renamed' })).toHaveCount(0);
  await expect(page.getByTestId('coins-card')).toHaveCount(1);
});

test('a delete prompt for an address another device removed goes away, rather than asking about the whole coin', async ({ page }) => {
  const user = await createCoinsUser();
  const coinId = crypto.randomUUID();
  const [gone, kept] = [crypto.randomUUID(), crypto.randomUUID()];
  await restInsert(user, 'tracked_coins', [{ id: coinId, coin_ticker: 'USDC', coin_name: 'USD Coin', coin_address: TOKEN, chain_id: 1 }]);
  await restInsert(user, 'tracked_addresses', [
    { id: gone, coin_id: coinId, address: WALLET, description: 'Old savings', color: '#abc' },
    { id: kept, coin_id: coinId, address: TOKEN, description: 'Treasury', color: '#123456' },
  ]);
  await openHomeAs(page, user);
  const card = page.getByTestId('coins-card').filter({ hasText: 'USDC' });
  await card.getByRole('button', { name: 'Delete address Old savings' }).click();
  const prompt = card.getByTestId('confirm');
  await expect(prompt).toHaveText(/^Delete the address “Old savings”\?/);

  await restDelete(user, 'tracked_addresses', `id=eq.${gone}`);
  // The user comes back to the tab: the coins are read again.
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(card.getByTestId('coins-address-description')).toHaveText(['Treasury']);
  await expect(prompt).toHaveCount(0);
  await expect(page.getByRole('main')).toBeFocused();
});

test('a long description is cut in its row’s button names, with the short address to tell the rows apart', async ({ page }) => {
  const user = await createCoinsUser();
  await restInsert(user, 'tracked_coins', [{ coin_ticker: 'LONG', coin_name: 'Long', coin_address: TOKEN, chain_id: 1 }]);
  const [coin] = (await restSelect(user, 'tracked_coins', 'select=id')) as Array<{ id: string }>;
  const description = `${'The treasury cold storage that two of three founders sign for, '.repeat(3)}end`.slice(0, 200);
  await restInsert(user, 'tracked_addresses', [{ coin_id: coin?.id, address: WALLET, description, color: '#123456' }]);
  await openHomeAs(page, user);
  const row = page.getByTestId('coins-address-row');
  await expect(row.getByTestId('coins-address-description')).toHaveText(description);
  const name = `The treasury cold storage that two of th… (${WALLET_SUM.slice(0, 6)}…${WALLET_SUM.slice(-4)})`;
  await expect(row.getByRole('button', { name: `Edit address ${name}`, exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: `Delete address ${name}`, exact: true })).toBeVisible();
  await expect(row.getByRole('link', { name: `Transactions of ${name}`, exact: true })).toBeVisible();
});

test('a delete refused after its user signed out and another signed in shows the next user nothing of it', async ({ page }) => {
  const first = await createCoinsUser();
  await restInsert(first, 'tracked_coins', [{ coin_ticker: 'GONE', coin_name: 'First user’s coin', coin_address: TOKEN, chain_id: 1 }]);
  const next = await createCoinsUser();
  await restInsert(next, 'tracked_coins', [{ coin_ticker: 'NEXT', coin_name: 'Next user’s coin', coin_address: TOKEN, chain_id: 1 }]);
  await openHomeAs(page, first);
  // The delete's answer, a refusal, comes only once the next user is signed in.
  let answer = () => {};
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  await page.route('**/rest/v1/tracked_coins**', async (route) => {
    if (route.request().method() !== 'DELETE') return route.continue();
    await answered;
    await route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":"XX000","message":"server down"}' });
  });
  await page.getByTestId('coins-delete').click();
  await page.getByTestId('confirm-action').click();
  await expect(page.getByTestId('coins-card')).toHaveCount(0);
  await page.getByRole('button', { name: 'Sign out' }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  await logInToHome(page, next);

  const refused = page.waitForResponse((r) => r.request().method() === 'DELETE');
  answer();
  await refused;
  await expect(page.getByTestId('coins-card')).toHaveText([/NEXT/]);
  // Time for the page to act on the answer: it put GONE back, and said it could not delete it.
  await page.waitForTimeout(500);
  await expect(page.getByTestId('coins-card')).toHaveText([/NEXT/]);
  // Counted now: a notice that had come would go by itself after 5 s, within a retrying check's wait.
  expect(await page.getByTestId('notification').filter({ hasText: 'GONE' }).count()).toBe(0);
});

test('Undo of a coin whose address today’s checks refuse (stored before them) brings back the others, and says which stays out', async ({
  page,
}) => {
  const user = await createCoinsUser();
  const coinId = crypto.randomUUID();
  await restInsert(user, 'tracked_coins', [{ id: coinId, coin_ticker: 'OLD', coin_name: 'Old rows', coin_address: TOKEN, chain_id: 1 }]);
  const wallet = (n: number) => `0x${n.toString(16).padStart(40, '0')}`;
  await restInsert(
    user,
    'tracked_addresses',
    ['First', 'Hidden', 'Third'].map((description, i) => ({ coin_id: coinId, address: wallet(i + 1), description, color: '#123' })),
  );
  // Read (and deleted) as a row stored before the database refused hidden characters: one it
  // holds, today's checks refuse to insert again.
  await page.route('**/rest/v1/tracked_coins?*', async (route) => {
    if (!['GET', 'DELETE'].includes(route.request().method())) return route.fallback();
    const response = await route.fetch();
    const body = (await response.text()).replace('"Hidden"', '"Hid\\u200bden"');
    await route.fulfill({ response, body });
  });
  await openHomeAs(page, user);
  const card = page.getByTestId('coins-card').filter({ hasText: 'OLD' });
  await card.getByRole('button', { name: 'Delete coin OLD', exact: true }).click();
  await card.getByTestId('confirm-action').click();
  await expect(page.getByTestId('coins-count')).toHaveText('0 coins · 0 addresses');
  await page.getByTestId('notification').filter({ hasText: 'Deleted OLD' }).getByRole('button', { name: 'Undo' }).click();

  const failed = page.getByTestId('notification').filter({ hasText: 'Could not bring back all of OLD' });
  await expect(failed).toContainText('1 of its 3 addresses cannot come back; the others are back.');
  // Trying again cannot help: no Undo that would fail the same way.
  await expect(failed.getByRole('button', { name: 'Undo' })).toHaveCount(0);
  // Inserted together, the rows share a creation time: their order in the card is not the point.
  await expect.poll(async () => (await card.getByTestId('coins-address-description').allTextContents()).sort()).toEqual(['First', 'Third']);
  expect(await restSelect(user, 'tracked_addresses', 'select=description&order=description')).toEqual([
    { description: 'First' },
    { description: 'Third' },
  ]);
});

test('a Proven badge read on a later visit to Home stays when an older, slower read of the proofs answers after it', async ({ page }) => {
  const user = await createCoinsUser();
  await seedCoin(user, { ticker: 'PRV', name: 'Proven', coinAddress: TOKEN }, [{ address: WALLET, description: 'Mine', color: '#123' }]);
  await openHomeAs(page, user);
  await expect(page.getByTestId('coins-address-row')).toHaveCount(1);
  const nav = page.getByRole('navigation', { name: 'Main' });
  // Settings shown before Home is asked for again: pressed while Settings still downloads, Home
  // would stay on screen, never left, and read nothing.
  const toSettingsAndBack = async () => {
    await nav.getByRole('link', { name: 'Settings' }).click();
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    await nav.getByRole('link', { name: 'Home' }).click();
  };
  // The next visit's read reaches the server before the proof is saved; its answer comes last.
  const slow = await holdRequests(page, '**/rest/v1/address_proofs*', { answerLate: true, firstOnly: true });
  await toSettingsAndBack();
  // Answered by the server (its answer held) before the proof is saved: the read is the older one.
  await expect.poll(() => slow.answered).toBe(1);
  await adminInsert(user, 'address_proofs', [
    {
      address: WALLET_SUM,
      chain_id: 1,
      message: `localhost wants you to sign in with your Ethereum account:\n${WALLET_SUM}\n\nI own this address.`,
      signature: `0x${'1b'.repeat(65)}`,
      signed_at: '2026-01-01T00:00:00.000Z',
    },
  ]);
  await toSettingsAndBack();
  const proven = page.getByTestId('coins-address-proven');
  await expect(proven).toBeVisible();
  const quiet = watchQuiet(page, /\/rest\/v1\/address_proofs/);
  slow.release();
  await quiet();
  await expect(proven).toBeVisible();
});
