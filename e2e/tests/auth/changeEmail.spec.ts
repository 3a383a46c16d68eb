import { expect, test } from '@playwright/test';
import { accessToken, createConfirmedUser, signIn, TEST_PASSWORD, uniqueEmail, waitForMailLink } from '../../support/auth.ts';

test('Settings › Email: the new email is used once the links sent to both addresses are opened; until then the old one logs in', async ({
  page,
  browser,
}) => {
  const user = await createConfirmedUser();
  await signIn(page, user);
  await page.goto('/settings');
  const section = page.getByRole('form', { name: 'Email' });
  await expect(section.getByTestId('settings-email')).toHaveText(`You log in with ${user.email}.`);
  const field = section.getByLabel('New email');
  const change = section.getByRole('button', { name: 'Change email' });

  // The same email in capitals would change nothing: said, and nothing sent.
  await field.fill(user.email.toUpperCase());
  await change.click();
  await expect(section).toContainText('This is already the email you log in with.');
  await expect(field).toBeFocused();

  const next = uniqueEmail('changed');
  await field.fill(next);
  await change.click();
  const notification = page.getByTestId('notification');
  const both = `Open the link sent to ${next}, and the one sent to ${user.email}: the email changes once both are opened.`;
  await expect(notification.filter({ hasText: 'Check your inbox' })).toContainText(both);
  await expect(section.getByTestId('settings-email-waiting')).toHaveText(`Changing to ${next}. ${both}`);
  await expect(field).toHaveValue('');

  // The link to the current address first, opened on another device where nobody is signed in:
  // halfway, said on the log-in page it lands on; nothing changed yet.
  const phone = await browser.newContext();
  const phonePage = await phone.newPage();
  await phonePage.goto(await waitForMailLink(user.email, 'email_change'));
  await expect(phonePage).toHaveURL(/\/login\?next=%2Fsettings$/);
  await expect(phonePage.getByTestId('notification').filter({ hasText: 'One link of two opened' })).toContainText(
    'Now open the link sent to your other email address: the email changes once both are opened.',
  );
  await phone.close();
  await page.reload();
  await expect(section.getByTestId('settings-email')).toHaveText(`You log in with ${user.email}.`);
  // The old email still logs in; the new one does not yet.
  await expect(accessToken(user)).resolves.toBeTruthy();
  await expect(accessToken({ email: next, password: TEST_PASSWORD })).rejects.toThrow(/answered 400/);

  // Then the new address's: changed.
  await page.goto(await waitForMailLink(next, 'email_change'));
  await expect(page).toHaveURL(/\/settings$/);
  await expect(notification.filter({ hasText: 'Email changed' })).toContainText(`You now log in with ${next}.`);
  await expect(section.getByTestId('settings-email')).toHaveText(`You log in with ${next}.`);
  await expect(section.getByTestId('settings-email-waiting')).toHaveCount(0);

  await page.getByRole('button', { name: 'Sign out' }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  const login = page.getByRole('form', { name: 'Log in' });
  await login.getByLabel('Email').fill(user.email);
  await login.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('auth-form-error')).toHaveText('The email or password is not correct.');
  await signIn(page, { email: next, password: TEST_PASSWORD });
});

test('Settings › Email: an email another account has is refused, and nothing waits', async ({ page }) => {
  const other = await createConfirmedUser();
  const user = await createConfirmedUser();
  await signIn(page, user);
  await page.goto('/settings');
  const section = page.getByRole('form', { name: 'Email' });
  await section.getByLabel('New email').fill(other.email);
  await section.getByRole('button', { name: 'Change email' }).click();
  await expect(section.getByTestId('auth-form-error')).toHaveText(
    'This email or phone number cannot be used. If you already have an account with it, log in or reset your password instead.',
  );
  await expect(section.getByTestId('settings-email-waiting')).toHaveCount(0);
});
