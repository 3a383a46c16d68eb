import { expect, type Page, test } from '@playwright/test';
import { openHomeAs, openSignedIn } from '../../support/auth.ts';
import { createCoinsUser } from '../../support/coins.ts';
import { userTrackingDemoToken } from '../../support/devnet.ts';

const scrollY = (page: Page) => page.evaluate('window.scrollY') as Promise<number>;
const short = (a: string) => `${a.slice(0, 6)}…${a.slice(-4)}`;

test('a new page is announced, opens at its top with the keyboard in its content, and Back returns to where the user was', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  const { user, token, tracked } = await userTrackingDemoToken();
  await openSignedIn(page, user, `/tools/txns/${token.symbol}`);
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
  await openSignedIn(page, user, '/settings');
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

test('on Home a form takes the keyboard when opened, Escape closes it (asking first over typing) and gives focus back, a delete leaves focus on the coin, and F8 reaches its Undo', async ({
  page,
}) => {
  const { user, token, tracked } = await userTrackingDemoToken();
  await openSignedIn(page, user, '/');
  const rows = page.getByTestId('coins-address-row');
  await expect(rows).toHaveCount(tracked.length);

  // Edit: the form opens with the address field focused. Escape over typing asks before dropping
  // it (a stray Escape threw it away); its own Escape keeps the typing, where the user was.
  const edit = page.getByRole('button', { name: 'Edit address Wallet 1' });
  await edit.focus();
  await page.keyboard.press('Enter');
  const form = page.getByTestId('coins-address-form');
  await expect(form.getByLabel('Address')).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.type(' renamed');
  const description = form.getByLabel('Description');
  await expect(description).toBeFocused();
  const typed = await description.inputValue();
  expect(typed).toContain('renamed');
  await page.keyboard.press('Escape');
  const question = page.getByRole('dialog', { name: 'Discard what you typed?' });
  await expect(question.getByRole('button', { name: 'Keep editing' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(question).toBeHidden();
  await expect(description).toBeFocused();
  await expect(description).toHaveValue(typed);
  // Discarded, the form goes and the keyboard is back on Edit.
  await page.keyboard.press('Escape');
  await page.keyboard.press('Tab');
  await expect(question.getByRole('button', { name: 'Discard' })).toBeFocused();
  await page.keyboard.press('Enter');
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
  // Under the message, which has the toast's width: beside Undo and Dismiss it had a third of it,
  // and an address in it wrapped over six lines.
  const message = page.getByTestId('notification').getByText('You can undo this for a few seconds.');
  const [messageBox, undoBox] = [await message.boundingBox(), await undo.boundingBox()];
  expect(undoBox?.y).toBeGreaterThanOrEqual((messageBox?.y ?? 0) + (messageBox?.height ?? 0) - 1);
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

test('a coin added takes the keyboard to its card, and a deleted coin leaves it on the next one, never at the page’s top', async ({
  page,
}) => {
  await openHomeAs(page, await createCoinsUser());
  await page.getByRole('button', { name: 'Add your first coin' }).focus();
  await page.keyboard.press('Enter');
  const form = page.getByTestId('coins-coin-form');
  await expect(form.getByLabel('Ticker')).toBeFocused();
  await page.keyboard.type('ONE');
  await form.getByLabel('Name').fill('First coin');
  await form.getByLabel('Contract address').fill('0x52908400098527886e0f7030069857d2e4169ee7');
  await form.getByLabel('Contract address').press('Enter');
  await expect(form).toHaveCount(0);
  const heading = (ticker: string) => page.getByRole('heading', { level: 2, name: ticker, exact: true });
  // On its card, where the next Tab goes on.
  await expect(heading('ONE')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(
    page
      .getByTestId('coins-card')
      .filter({ has: heading('ONE') })
      .locator(':focus'),
  ).toHaveCount(1);

  // A second coin, from the toolbar: the keyboard goes on to its card too.
  const addCoin = page.getByTestId('coins-add');
  await addCoin.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.type('TWO');
  await form.getByLabel('Name').fill('Second coin');
  await form.getByLabel('Contract address').fill('0x8617e340b3d01fa5f11f306f4090fd50e238070d');
  await form.getByLabel('Contract address').press('Enter');
  await expect(form).toHaveCount(0);
  await expect(heading('TWO')).toBeFocused();

  // Deleted, a coin leaves the keyboard on the coin that takes its place.
  const cards = page.getByTestId('coins-card');
  await expect(cards).toHaveCount(2);
  const first = await cards.first().getAttribute('data-ticker');
  const other = first === 'ONE' ? 'TWO' : 'ONE';
  await page.getByRole('button', { name: `Delete coin ${first}` }).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByTestId('confirm').getByRole('button', { name: 'Delete' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(cards).toHaveCount(1);
  await expect(heading(other)).toBeFocused();
});
