import { expect, type Page, type Route, test } from '@playwright/test';
import { openHomeAs } from '../../support/auth.ts';
import { createCoinsUser, restDelete, restInsert, restSelect, restUpdate, seedCoin } from '../../support/coins.ts';
import { holdRequests } from '../../support/holdRequests.ts';
import { watchQuiet } from '../../support/quietNetwork.ts';

// On a train: a save reaches the server and its answer is lost on the way back, or the page goes
// offline and comes back. What the list shows must be what the server holds.

const TOKEN = '0x52908400098527886e0f7030069857d2e4169ee7';
const wallet = (n: number) => `0x${n.toString(16).padStart(40, '0')}`;

/** The next write to `table` is carried out by the server, then its answer is cut off. */
async function loseNextAnswer(page: Page, table: string) {
  let lost = false;
  await page.route(`**/rest/v1/${table}*`, async (route) => {
    if (lost || route.request().method() !== 'POST') return route.fallback();
    lost = true;
    await route.fetch();
    await route.abort('connectionreset');
  });
}

test('a coin saved whose answer was lost stays in the list, as the server has it, rather than vanishing', async ({ page }) => {
  const user = await createCoinsUser();
  await openHomeAs(page, user);
  await loseNextAnswer(page, 'tracked_coins');
  await page.getByTestId('coins-add').click();
  const form = page.getByTestId('coins-coin-form');
  await form.getByLabel('Ticker').fill('CUTA');
  await form.getByLabel('Name').fill('Cut answer');
  await form.getByLabel('Contract address').fill(TOKEN);
  await form.getByRole('button', { name: 'Add coin' }).click();
  await expect(page.getByTestId('notification').filter({ hasText: 'Could not add the coin' })).toBeVisible();
  // Read again from the server: the coin is there, once.
  await expect(page.getByTestId('coins-card').filter({ hasText: 'CUTA' })).toBeVisible();
  await expect(page.getByTestId('coins-count')).toHaveText('1 coin · 0 addresses');
  expect(await restSelect(user, 'tracked_coins', 'select=coin_ticker')).toEqual([{ coin_ticker: 'CUTA' }]);
});

test('two saves of one coin land in the order they were made: an earlier one held on a slow network does not overwrite the later', async ({
  page,
}) => {
  const user = await createCoinsUser();
  await seedCoin(user, { ticker: 'USDC', name: 'USD Coin', coinAddress: TOKEN });
  await openHomeAs(page, user);
  const card = page.getByTestId('coins-card');
  const form = card.getByTestId('coins-coin-form');
  // The first save is held before it reaches the server, as on a slow train.
  const first = await holdRequests(page, '**/rest/v1/tracked_coins*', { method: 'PATCH', firstOnly: true });
  await card.getByTestId('coins-edit').click();
  await form.getByLabel('Name').fill('Name A');
  await form.getByRole('button', { name: 'Save coin' }).click();
  await expect.poll(() => first.sent).toBe(1);
  // Given up on, then edited again and saved.
  await form.getByRole('button', { name: 'Cancel' }).click();
  await card.getByTestId('coins-edit').click();
  await form.getByLabel('Name').fill('Name B');
  await form.getByRole('button', { name: 'Save coin' }).click();
  await expect(card.getByTestId('coins-name')).toHaveText('Name B');
  first.release();
  await expect(form).toHaveCount(0);
  // Before, the later save went out at once and landed first: the server kept "Name A", shown after
  // a reload, while the page said "Name B" was saved.
  await expect.poll(() => restSelect(user, 'tracked_coins', 'select=coin_name')).toEqual([{ coin_name: 'Name B' }]);
  await page.reload();
  await expect(card.getByTestId('coins-name')).toHaveText('Name B');
});

test('an import whose answer was lost counts the rows it saved as added, not as already tracked', async ({ page }) => {
  const user = await createCoinsUser();
  await openHomeAs(page, user);
  await loseNextAnswer(page, 'tracked_addresses');
  const csv = ['coin_ticker,coin_name,coin_address,chain_id,address,description,color']
    .concat(Array.from({ length: 6 }, (_, i) => `IMP${i % 2},Import ${i % 2},${TOKEN},1,${wallet(i + 1)},Row ${i + 1},#abc`))
    .join('\n');
  await page.getByTestId('coins-import-open').click();
  await page.getByTestId('coins-import-file').setInputFiles({ name: 'cut.csv', mimeType: 'text/plain', buffer: Buffer.from(csv) });
  await page.getByTestId('coins-import-run').click();
  await expect(page.getByText('Added 2 coins and 6 addresses; 0 rows were already tracked.')).toBeVisible();
  await expect(page.getByTestId('coins-count')).toHaveText('2 coins · 6 addresses');
  expect(await restSelect(user, 'tracked_addresses', 'select=id')).toHaveLength(6);
});

test('Home reads the coins again by itself once the connection is back', async ({ page, context }) => {
  const user = await createCoinsUser();
  await restInsert(user, 'tracked_coins', [{ coin_ticker: 'BACK', coin_name: 'Back online', coin_address: TOKEN, chain_id: 1 }]);
  await page.clock.install();
  await openHomeAs(page, user);
  await expect(page.getByTestId('coins-card')).toHaveCount(1);
  await context.setOffline(true);
  // The user comes back to the tab (past the app's one read a second): the list is read, and fails
  // at once, the browser being offline (no wait through supabase-js's retries).
  await page.clock.fastForward(1100);
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  const offline = page.getByText('Could not load your coins: you are offline. They load by themselves once you are back.');
  await expect(offline).toBeVisible();
  await context.setOffline(false);
  // No click on Retry.
  await expect(page.getByTestId('coins-card').filter({ hasText: 'BACK' })).toBeVisible();
  await expect(offline).toHaveCount(0);
});

test('a list that could not be read keeps its count, and a save that works reads it again: no “Could not load” over a list that saves', async ({
  page,
}) => {
  const user = await createCoinsUser();
  await restInsert(user, 'tracked_coins', [{ coin_ticker: 'OLD', coin_name: 'Old', coin_address: TOKEN, chain_id: 1 }]);
  await openHomeAs(page, user);
  await expect(page.getByTestId('coins-count')).toHaveText('1 coin · 0 addresses');
  const failing = (route: Route) => (route.request().method() === 'GET' ? route.fulfill({ status: 500, body: '{}' }) : route.fallback());
  await page.route('**/rest/v1/**', failing);
  await page.waitForTimeout(1100);
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  const banner = page.getByTestId('coins-load-error');
  await expect(banner).toContainText('Could not load your coins: the server had a problem.');
  await expect(page.getByTestId('coins-count')).toHaveText('1 coin · 0 addresses');
  await page.unroute('**/rest/v1/**', failing);
  await page.getByTestId('coins-add').click();
  const coinForm = page.getByTestId('coins-coin-form');
  await coinForm.getByLabel('Ticker').fill('NEW');
  await coinForm.getByLabel('Name').fill('New');
  await coinForm.getByLabel('Contract address').fill(TOKEN);
  await coinForm.getByLabel('Chain').selectOption({ label: 'Ethereum' });
  await coinForm.getByRole('button', { name: 'Add coin' }).click();
  // No click on Retry.
  await expect(banner).toHaveCount(0);
  await expect(page.getByTestId('coins-count')).toHaveText('2 coins · 0 addresses');
});

test('a delete whose answer was lost, though the server made it, is said as done, with its Undo', async ({ page }) => {
  const user = await createCoinsUser();
  await restInsert(user, 'tracked_coins', [{ coin_ticker: 'GONE', coin_name: 'Answer lost', coin_address: TOKEN, chain_id: 1 }]);
  await openHomeAs(page, user);
  let lost = false;
  await page.route('**/rest/v1/tracked_coins*', async (route) => {
    if (lost || route.request().method() !== 'DELETE') return route.fallback();
    lost = true;
    await route.fetch();
    await route.abort('connectionreset');
  });
  const card = page.getByTestId('coins-card').filter({ hasText: 'GONE' });
  await card.getByRole('button', { name: 'Delete coin GONE', exact: true }).click();
  await card.getByTestId('confirm-action').click();
  // Not "Could not delete", with the coin back in the list and no way to undo a delete that landed.
  const deleted = page.getByTestId('notification').filter({ hasText: 'Deleted GONE' });
  await expect(deleted).toBeVisible();
  expect(lost).toBe(true);
  await expect(card).toHaveCount(0);
  await deleted.getByRole('button', { name: 'Undo' }).click();
  await expect(card).toBeVisible();
  // The card is back at once; the server's answer is what says it is stored.
  await expect(page.getByTestId('notification').filter({ hasText: 'Brought back GONE' })).toBeVisible();
  expect(await restSelect(user, 'tracked_coins', 'select=coin_ticker')).toEqual([{ coin_ticker: 'GONE' }]);
});

test('an Undo that cannot reach the server leaves the coin out of the list, and Undo tries again', async ({ page, context }) => {
  const user = await createCoinsUser();
  await restInsert(user, 'tracked_coins', [{ coin_ticker: 'UNDO', coin_name: 'Undo offline', coin_address: TOKEN, chain_id: 1 }]);
  await openHomeAs(page, user);
  const card = page.getByTestId('coins-card').filter({ hasText: 'UNDO' });
  await card.getByRole('button', { name: 'Delete coin UNDO', exact: true }).click();
  await card.getByTestId('confirm-action').click();
  await expect(page.getByTestId('coins-count')).toHaveText('0 coins · 0 addresses');
  // Offline only once the delete is stored: the list drops the card before the server answers, and
  // a delete cut off by the connection would give no Undo to press.
  const deleted = page.getByTestId('notification').filter({ hasText: 'Deleted UNDO' });
  await expect(deleted).toBeVisible();
  await context.setOffline(true);
  await deleted.getByRole('button', { name: 'Undo' }).click();
  const failed = page.getByTestId('notification').filter({ hasText: 'Could not bring back UNDO' });
  await expect(failed).toBeVisible();
  await expect(card).toHaveCount(0);
  await context.setOffline(false);
  await failed.getByRole('button', { name: 'Undo' }).click();
  await expect(card).toBeVisible();
  await expect(page.getByTestId('notification').filter({ hasText: 'Brought back UNDO' })).toBeVisible();
  expect(await restSelect(user, 'tracked_coins', 'select=coin_ticker')).toEqual([{ coin_ticker: 'UNDO' }]);
});

test('an Undo whose ticker was taken meanwhile (another tab) says why, and offers no Undo that could never work', async ({ page }) => {
  const user = await createCoinsUser();
  await restInsert(user, 'tracked_coins', [{ coin_ticker: 'TAB', coin_name: 'First', coin_address: TOKEN, chain_id: 1 }]);
  await openHomeAs(page, user);
  const card = page.getByTestId('coins-card').filter({ hasText: 'TAB' });
  await card.getByRole('button', { name: 'Delete coin TAB', exact: true }).click();
  // A coin with no addresses is asked about as itself, not as "TAB and its 0 addresses".
  await expect(card.getByRole('group', { name: 'Delete TAB?' })).toBeVisible();
  await card.getByTestId('confirm-action').click();
  await expect(page.getByTestId('coins-count')).toHaveText('0 coins · 0 addresses');
  await restInsert(user, 'tracked_coins', [{ coin_ticker: 'TAB', coin_name: 'Second', coin_address: TOKEN, chain_id: 1 }]);
  await page.getByTestId('notification').filter({ hasText: 'Deleted TAB' }).getByRole('button', { name: 'Undo' }).click();
  const failed = page.getByTestId('notification').filter({ hasText: 'Could not bring back TAB' });
  await expect(failed).toContainText('You already track a coin with this ticker: it has been added again since it was deleted.');
  await expect(failed.getByRole('button', { name: 'Undo' })).toHaveCount(0);
  await expect(page.getByTestId('coins-card').filter({ hasText: 'Second' })).toBeVisible();
});

test('an Undo whose coin came back but not its addresses finishes on the next Undo, addresses and all', async ({ page }) => {
  const user = await createCoinsUser();
  await seedCoin(user, { ticker: 'PART', name: 'Part', coinAddress: TOKEN }, [{ address: wallet(7), description: 'Seven', color: '#123' }]);
  await openHomeAs(page, user);
  const card = page.getByTestId('coins-card').filter({ hasText: 'PART' });
  await card.getByRole('button', { name: 'Delete coin PART', exact: true }).click();
  await card.getByTestId('confirm-action').click();
  await expect(page.getByTestId('coins-count')).toHaveText('0 coins · 0 addresses');
  // The coin's restore goes through; its addresses' request is cut off.
  let cut = false;
  await page.route('**/rest/v1/tracked_addresses*', (route) => {
    if (cut || route.request().method() !== 'POST') return route.fallback();
    cut = true;
    return route.abort();
  });
  await page.getByTestId('notification').filter({ hasText: 'Deleted PART' }).getByRole('button', { name: 'Undo' }).click();
  // Said as it is: the coin is back (in the list too), its address not yet.
  const failed = page.getByTestId('notification').filter({ hasText: 'Could not bring back all of PART' });
  await expect(failed).toContainText('Its addresses are not all back: Undo tries again.');
  await expect(card).toBeVisible();
  await expect(page.getByTestId('coins-count')).toHaveText('1 coin · 0 addresses');
  await failed.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByTestId('notification').filter({ hasText: 'Brought back PART' })).toBeVisible();
  await expect(card.getByTestId('coins-address-description')).toHaveText('Seven');
  expect(await restSelect(user, 'tracked_addresses', 'select=description')).toEqual([{ description: 'Seven' }]);
});

test('an Undo that fails after another tab signed out and another account signed in offers that account nothing, and writes nothing into it', async ({
  page,
  context,
}) => {
  const [first, second] = [await createCoinsUser(), await createCoinsUser()];
  await seedCoin(first, { ticker: 'RACE', name: 'Race', coinAddress: TOKEN }, [
    { address: wallet(8), description: 'Eight', color: '#123' },
  ]);
  await openHomeAs(page, first);
  const card = page.getByTestId('coins-card').filter({ hasText: 'RACE' });
  await card.getByRole('button', { name: 'Delete coin RACE', exact: true }).click();
  await card.getByTestId('confirm-action').click();
  await expect(page.getByTestId('coins-count')).toHaveText('0 coins · 0 addresses');
  // The Undo's restore is held on its way, and fails once the accounts have changed.
  let fail = () => {};
  const failing = new Promise<void>((resolve) => {
    fail = resolve;
  });
  let held = 0;
  await page.route('**/rest/v1/tracked_coins*', async (route) => {
    if (held > 0 || route.request().method() !== 'POST') return route.fallback();
    held += 1;
    await failing;
    await route.abort('connectionreset');
  });
  await page.getByTestId('notification').filter({ hasText: 'Deleted RACE' }).getByRole('button', { name: 'Undo' }).click();
  await expect.poll(() => held).toBe(1);
  const other = await context.newPage();
  await other.goto('/');
  await other.getByRole('button', { name: 'Sign out', exact: true }).first().click();
  await expect(other).toHaveURL(/\/login$/);
  await openHomeAs(other, second);
  await expect(page.getByText(second.email)).toBeVisible();
  const quiet = watchQuiet(page, /\/(rest|auth)\/v1\//);
  fail();
  await quiet();
  // No "Could not bring back RACE" with an Undo that would put the first account's coin into this one.
  await expect(page.getByTestId('notification').filter({ hasText: 'RACE' })).toHaveCount(0);
  await expect(page.getByTestId('coins-empty')).toBeVisible();
  expect(await restSelect(second, 'tracked_coins', 'select=coin_ticker')).toEqual([]);
});

test('Undo of a coin’s delete brings back the addresses another device added since this tab read it, which the delete took too', async ({
  page,
}) => {
  const user = await createCoinsUser();
  const coinId = await seedCoin(user, { ticker: 'SYNC', name: 'Sync', coinAddress: TOKEN }, [
    { address: wallet(1), description: 'Seen here', color: '#123' },
  ]);
  await openHomeAs(page, user);
  const card = page.getByTestId('coins-card').filter({ hasText: 'SYNC' });
  await expect(card.getByTestId('coins-address-description')).toHaveText('Seen here');
  // Another device adds an address; this tab has not read it yet when the coin is deleted here.
  await restInsert(user, 'tracked_addresses', [{ coin_id: coinId, address: wallet(2), description: 'Added elsewhere', color: '#456' }]);
  await card.getByRole('button', { name: 'Delete coin SYNC', exact: true }).click();
  await card.getByTestId('confirm-action').click();
  await page.getByTestId('notification').filter({ hasText: 'Deleted SYNC' }).getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByTestId('notification').filter({ hasText: 'Brought back SYNC' })).toBeVisible();
  await expect(card.getByTestId('coins-address-description')).toHaveText(['Seen here', 'Added elsewhere']);
  expect(await restSelect(user, 'tracked_addresses', 'select=description&order=created_at')).toEqual([
    { description: 'Seen here' },
    { description: 'Added elsewhere' },
  ]);
});

test('Undo of an address’s delete brings it back as the server had it, a description changed on another device and all', async ({
  page,
}) => {
  const user = await createCoinsUser();
  const coinId = await seedCoin(user, { ticker: 'EDIT', name: 'Edit', coinAddress: TOKEN }, [
    { address: wallet(3), description: 'Before', color: '#123' },
  ]);
  await openHomeAs(page, user);
  const card = page.getByTestId('coins-card').filter({ hasText: 'EDIT' });
  await expect(card.getByTestId('coins-address-description')).toHaveText('Before');
  // Another device renames it; this tab has not read that yet when it deletes the address.
  await restUpdate(user, 'tracked_addresses', `coin_id=eq.${coinId}`, { description: 'Renamed elsewhere' });
  await card.getByRole('button', { name: 'Delete address Before', exact: true }).click();
  await card.getByTestId('confirm-action').click();
  await page.getByTestId('notification').filter({ hasText: 'Deleted Before' }).getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByTestId('notification').filter({ hasText: 'Brought back Before' })).toBeVisible();
  await expect(card.getByTestId('coins-address-description')).toHaveText('Renamed elsewhere');
  expect(await restSelect(user, 'tracked_addresses', 'select=description')).toEqual([{ description: 'Renamed elsewhere' }]);
});

test('a coin deleted here after another device deleted it offers no Undo, which would bring back what was deleted there', async ({
  page,
}) => {
  const user = await createCoinsUser();
  await restInsert(user, 'tracked_coins', [{ coin_ticker: 'TWICE', coin_name: 'Twice', coin_address: TOKEN, chain_id: 1 }]);
  await openHomeAs(page, user);
  const card = page.getByTestId('coins-card').filter({ hasText: 'TWICE' });
  await expect(card).toBeVisible();
  await restDelete(user, 'tracked_coins', 'coin_ticker=eq.TWICE');
  await card.getByRole('button', { name: 'Delete coin TWICE', exact: true }).click();
  await card.getByTestId('confirm-action').click();
  const deleted = page.getByTestId('notification').filter({ hasText: 'Deleted TWICE' });
  await expect(deleted).toContainText('It had been deleted already, in another tab or on another device.');
  await expect(deleted.getByRole('button', { name: 'Undo' })).toHaveCount(0);
  await expect(page.getByTestId('coins-count')).toHaveText('0 coins · 0 addresses');
  expect(await restSelect(user, 'tracked_coins', 'select=id')).toEqual([]);
});
