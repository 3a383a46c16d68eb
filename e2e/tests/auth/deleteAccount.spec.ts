import { expect, test } from '@playwright/test';
import { accessToken, signIn, TEST_PASSWORD } from '../../support/auth.ts';
import { createCoinsUser, restInsert, restSelect } from '../../support/coins.ts';

const INVALID_CREDENTIALS = 'The email or password is not correct.';
const TOKEN = '0x52908400098527886e0f7030069857d2e4169ee7';

test('Settings › Delete account: the email typed back deletes the account and its coins, signs every device out, and the password no longer logs in', async ({
  page,
  browser,
}) => {
  const user = await createCoinsUser();
  const other = await createCoinsUser();
  await restInsert(user, 'tracked_coins', [{ coin_ticker: 'USDC', coin_name: 'USD Coin', coin_address: TOKEN }]);
  await restInsert(other, 'tracked_coins', [{ coin_ticker: 'USDC', coin_name: 'USD Coin', coin_address: TOKEN }]);
  await signIn(page, user);
  const otherDevice = await browser.newContext();
  const otherPage = await otherDevice.newPage();
  await signIn(otherPage, user);

  // Another tab of this browser, on a tool.
  const otherTab = await page.context().newPage();
  await otherTab.goto('/tools/txns');
  await expect(otherTab.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();

  await page.goto('/settings');
  const section = page.getByRole('form', { name: 'Delete account' });
  const confirm = section.getByLabel(`To confirm, type ${user.email}`);
  const deleteButton = section.getByRole('button', { name: 'Delete my account' });
  // A stray click, or something other than the account's email, deletes nothing.
  await deleteButton.click();
  await expect(confirm).toBeFocused();
  await expect(section).toContainText(`Type ${user.email} to confirm that this account is to be deleted.`);
  await confirm.fill('someone-else@example.com');
  await deleteButton.click();
  await expect(section).toContainText(`Type ${user.email} to confirm that this account is to be deleted.`);
  expect(await restSelect(user, 'tracked_coins', 'select=coin_ticker')).toEqual([{ coin_ticker: 'USDC' }]);

  await confirm.fill(user.email.toUpperCase());
  await deleteButton.click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('notification').filter({ hasText: 'Account deleted' })).toContainText(
    'Your account, its coins and their addresses are deleted.',
  );
  const login = page.getByRole('form', { name: 'Log in' });
  await login.getByLabel('Email').fill(user.email);
  await login.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('auth-form-error')).toHaveText(INVALID_CREDENTIALS);
  await expect(accessToken(user)).rejects.toThrow();

  // The other tab says the account is gone, rather than asking to log in again to it.
  await expect(otherTab).toHaveURL(/\/login(\?|$)/);
  await expect(otherTab.getByTestId('auth-session-ended')).toHaveText(
    'This account was deleted in another tab or on another device, with its coins and addresses. Create an account to use Coinwatch again.',
  );
  await otherTab.close();

  // The other device is sent to log in at its next move, told the account is gone.
  await otherPage.goto('/settings');
  await expect(otherPage).toHaveURL(/\/login(\?|$)/);
  await expect(otherPage.getByTestId('auth-session-ended')).toHaveText(
    'This account was deleted in another tab or on another device, with its coins and addresses. Create an account to use Coinwatch again.',
  );
  await otherDevice.close();
  // Another account's coins are untouched.
  expect(await restSelect(other, 'tracked_coins', 'select=coin_ticker')).toEqual([{ coin_ticker: 'USDC' }]);
});

test('Settings › Delete account: a refusal says nothing was deleted; no answer says it is not known; the account stays', async ({
  page,
}) => {
  const user = await createCoinsUser();
  await signIn(page, user);
  await page.goto('/settings');
  const section = page.getByRole('form', { name: 'Delete account' });
  await section.getByLabel(`To confirm, type ${user.email}`).fill(user.email);
  const deleteButton = section.getByRole('button', { name: 'Delete my account' });
  const alert = section.getByTestId('auth-form-error');

  await page.route('**/rest/v1/rpc/delete_my_account', (route) => route.fulfill({ status: 503, json: { message: 'upstream down' } }));
  await deleteButton.click();
  await expect(alert).toHaveText('Something went wrong. Try again. Nothing was deleted.');
  await page.unrouteAll();

  // The connection went: the server may have deleted it, or not.
  await page.route('**/rest/v1/rpc/delete_my_account', (route) => route.abort('internetdisconnected'));
  await deleteButton.click();
  await expect(alert).toHaveText(
    'The server did not answer, so the account may or may not be deleted. Reload the page: if it asks you to log in, the account is deleted.',
  );
  await page.unrouteAll();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
});
