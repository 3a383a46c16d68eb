import { expect, type Page, test } from '@playwright/test';
import { createConfirmedUser, signIn, totpCode, waitForMailLink } from '../../support/auth.ts';

async function enrolTotp(page: Page): Promise<string> {
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Add an authenticator app' }).click();
  const secret = (await page.getByTestId('auth-totp-secret').textContent())?.trim() ?? '';
  await page.getByLabel('Code from the app').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Verify and turn on' }).click();
  await expect(page.getByTestId('auth-factor')).toContainText('Active');
  return secret;
}

test('a recovery link for an account with an authenticator app: the code first, then the new password', async ({ page }) => {
  const user = await createConfirmedUser();
  await signIn(page, user);
  const secret = await enrolTotp(page);
  await page.getByRole('button', { name: 'Sign out', exact: true }).first().click();
  await expect(page).toHaveURL(/\/login$/);

  await page.goto('/login/reset');
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Send the reset link' }).click();
  await expect(page.getByTestId('auth-reset-sent')).toBeVisible();
  await page.goto(await waitForMailLink(user.email, 'recovery'));

  await expect(page).toHaveURL(/\/login\/verify$/);
  await page.getByLabel('Authentication code').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/login\/reset$/);
  const newPassword = 'After-Recovery-Passw0rd';
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Repeat the new password').fill(newPassword);
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('notification').filter({ hasText: 'Password changed' })).toBeVisible();
});

test('a used recovery link opened again while the code is owed: the link’s error, then Home leads on to the code form', async ({
  page,
}) => {
  const user = await createConfirmedUser();
  await signIn(page, user);
  const secret = await enrolTotp(page);
  await page.getByRole('button', { name: 'Sign out', exact: true }).first().click();
  await page.goto('/login/reset');
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Send the reset link' }).click();
  const link = await waitForMailLink(user.email, 'recovery');
  await page.goto(link);
  await expect(page.getByLabel('Authentication code')).toBeVisible();

  // Later, on another visit: the password alone, then the old link from the mailbox.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signIn(page, user);
  await expect(page.getByLabel('Authentication code')).toBeVisible();
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'This link did not work' })).toBeVisible();
  await page.getByRole('region', { name: 'This link did not work' }).getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('heading', { name: 'This link did not work' })).toBeHidden();
  await page.getByLabel('Authentication code').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
});
