import { expect, test } from '@playwright/test';
import { createConfirmedUser, signIn, uniqueEmail, waitForMailLink } from '../../support/auth.ts';

const SENT = (email: string) => `If an account exists for ${email}, we have sent it a link to choose a new password. Check your inbox.`;

test.describe('password reset', () => {
  test('the answer is the same whether or not the address has an account', async ({ page }) => {
    const unknown = uniqueEmail('nobody');
    await page.goto('/login/reset');
    await page.getByLabel('Email').fill(unknown);
    await page.getByRole('button', { name: 'Send the reset link' }).click();
    await expect(page.getByTestId('auth-reset-sent')).toHaveText(SENT(unknown));
  });

  test('reset through the emailed link: the new password works, the old one no longer does', async ({ page }) => {
    const user = await createConfirmedUser();
    const newPassword = 'Brand-new-Passw0rd';
    await page.goto('/login/reset');
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Send the reset link' }).click();
    await expect(page.getByTestId('auth-reset-sent')).toHaveText(SENT(user.email));

    await page.goto(await waitForMailLink(user.email, 'recovery'));
    await expect(page).toHaveURL(/\/login\/reset$/);
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Repeat the new password').fill(newPassword);
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('notification').filter({ hasText: 'Password changed' })).toBeVisible();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByTestId('auth-form-error')).toHaveText('The email or password is not correct.');
    await signIn(page, { email: user.email, password: newPassword });
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  });
});
