import { expect, test } from '@playwright/test';
import {
  createConfirmedUser,
  createUserWithApps,
  signIn,
  totpCode,
  uniqueEmail,
  waitForMailCode,
  waitForMailLink,
} from '../../support/auth.ts';
import { recordFrames } from '../../support/frames.ts';

const USED = 'This link has expired or has already been used. Log in, or ask for a new link.';
const SENT = (email: string) => `If an account exists for ${email}, we have sent it a link to choose a new password. Check your inbox.`;

test.describe('password reset', () => {
  test('a Save whose answer was lost, pressed again, ends the reset: the server took the new password the first time', async ({ page }) => {
    const user = await createConfirmedUser();
    const newPassword = 'Brand-new-Passw0rd';
    await page.goto('/login/reset');
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Send the reset link' }).click();
    await page.goto(await waitForMailLink(user.email, 'recovery'));
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    // The server saves the first Save's password; its answer never reaches the page.
    let lost = false;
    await page.route('**/auth/v1/user', async (route) => {
      if (route.request().method() !== 'PUT' || lost) return route.fallback();
      lost = true;
      await route.fetch();
      await route.abort('connectionreset');
    });
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Repeat the new password').fill(newPassword);
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect(page.getByRole('alert')).toHaveText('We could not reach the server. Check your connection and try again.');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect(page.getByTestId('notification')).toContainText('A new password was saved already: log in with it from now on.');
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await page.goto('/settings');
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  });

  test('the answer is the same whether or not the address has an account', async ({ page }) => {
    const unknown = uniqueEmail('nobody');
    await page.goto('/login/reset');
    await page.getByLabel('Email').fill(unknown);
    await page.getByRole('button', { name: 'Send the reset link' }).click();
    await expect(page.getByTestId('auth-reset-sent')).toHaveText(SENT(unknown));
  });

  test('reset through the emailed link: the new password works, the old one no longer does, and the theme switch on the way does not end the reset', async ({
    page,
  }) => {
    const user = await createConfirmedUser();
    const newPassword = 'Brand-new-Passw0rd';
    await page.goto('/login/reset');
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Send the reset link' }).click();
    await expect(page.getByTestId('auth-reset-sent')).toHaveText(SENT(user.email));

    await page.goto(await waitForMailLink(user.email, 'recovery'));
    await expect(page).toHaveURL(/\/login\/reset$/);
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    const theme = await page.locator('html').getAttribute('data-theme');
    await page.getByRole('button', { name: /^Dark mode:/ }).click();
    await expect(page.locator('html')).not.toHaveAttribute('data-theme', theme ?? '');
    await expect(page).toHaveURL(/\/login\/reset$/);
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    // A reload, or a page typed into the address bar, does not skip the new password either.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await page.goto('/settings');
    await expect(page).toHaveURL(/\/login\/reset\?next=%2Fsettings$/);
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Repeat the new password').fill(newPassword);
    // Saving goes straight on to the page asked for: not one frame of the form that asks for a reset link.
    const painted = await recordFrames(page, () => document.body.textContent?.includes('Send the reset link') ?? false);
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByTestId('notification').filter({ hasText: 'Password changed' })).toBeVisible();
    expect(await painted.frames()).not.toContain(true);

    await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    // The address bar changes a moment before the log-in page replaces Settings (and its Email form).
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByTestId('auth-form-error')).toHaveText('The email or password is not correct.');
    await signIn(page, { email: user.email, password: newPassword });
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  });

  test('a visitor sent to log in from a page, who resets the password instead, ends on that page', async ({ page }) => {
    const user = await createConfirmedUser();
    await page.goto('/settings');
    await expect(page).toHaveURL(/\/login\?next=%2Fsettings$/);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/login\/reset\?next=%2Fsettings$/);
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Send the reset link' }).click();
    await expect(page.getByTestId('auth-reset-sent')).toHaveText(SENT(user.email));
    await page.goto(await waitForMailLink(user.email, 'recovery'));
    await expect(page).toHaveURL(/\/login\/reset\?next=%2Fsettings$/);
    await page.getByLabel('New password', { exact: true }).fill('Brand-new-Passw0rd');
    await page.getByLabel('Repeat the new password').fill('Brand-new-Passw0rd');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  });

  test('the reset email’s code typed here leads through the authenticator code to the new password, then to the page asked for', async ({
    page,
  }) => {
    const { user, secrets } = await createUserWithApps(['Phone']);
    const [secret] = secrets as [string];
    await page.goto('/settings');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Reset password' })).toBeVisible();
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Send the reset link' }).click();
    await expect(page.getByTestId('auth-reset-sent')).toHaveText(SENT(user.email));
    const form = page.getByTestId('auth-email-code');
    await form.getByLabel('Code from the email').fill(await waitForMailCode(user.email, 'recovery'));
    // The authenticator code comes first: not one frame of the new-password form before it.
    const early = await recordFrames(page, () => document.body.textContent?.includes('Choose a new password') ?? false);
    await form.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/login\/verify\?next=%2Fsettings$/);
    expect(await early.frames()).not.toContain(true);
    await page.getByLabel('Authentication code').fill(totpCode(secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/login\/reset\?next=%2Fsettings$/);
    await page.getByLabel('New password', { exact: true }).fill('Brand-new-Passw0rd');
    await page.getByLabel('Repeat the new password').fill('Brand-new-Passw0rd');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByTestId('notification').filter({ hasText: 'Password changed' })).toBeVisible();
  });

  test('the reset email’s code typed here opens the new-password form with the keyboard at its heading', async ({ page }) => {
    const user = await createConfirmedUser();
    await page.goto('/login/reset');
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Send the reset link' }).click();
    const form = page.getByRole('form', { name: 'Reading the email on another device?' });
    await form.getByLabel('Code from the email').fill(await waitForMailCode(user.email, 'recovery'));
    await form.getByRole('button', { name: 'Continue' }).click();
    // The button that had the focus went with its form.
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeFocused();
  });

  test('a user who opened the reset link and remembers the old password can sign out without changing it', async ({ page }) => {
    const user = await createConfirmedUser();
    await page.goto('/login/reset');
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Send the reset link' }).click();
    await page.goto(await waitForMailLink(user.email, 'recovery'));
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await page.getByRole('button', { name: 'Sign out without changing the password' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByTestId('notification')).toContainText('Sign out successful!');
    await signIn(page, user);
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  });

  test('a used reset link says so above the form that asks for a new one, and is not shown again at the next sign-in', async ({ page }) => {
    const { user, secrets } = await createUserWithApps(['Phone']);
    const [secret] = secrets as [string];
    await page.goto('/login/reset');
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Send the reset link' }).click();
    const link = await waitForMailLink(user.email, 'recovery');
    // A link works once: someone (a mail scanner, another device) has opened it already.
    expect((await fetch(link, { redirect: 'manual' })).status).toBe(303);

    await page.goto(link);
    await expect(page).toHaveURL(/\/login\/reset$/);
    await expect(page.getByTestId('auth-link-error')).toHaveText(USED);
    await page.getByLabel('Email').fill(user.email);
    // The server allows one mail per address per second (GoTrue's max frequency): a user tries again.
    await expect(async () => {
      await page.getByRole('button', { name: 'Send the reset link' }).click();
      await expect(page.getByTestId('auth-reset-sent')).toHaveText(SENT(user.email), { timeout: 1000 });
    }).toPass();
    await expect(page.getByTestId('auth-link-error')).toHaveCount(0);

    // In the same page, not a new load (which would forget the error whatever the app did).
    await page.getByRole('link', { name: 'Back to log in' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, user);
    await expect(page).toHaveURL(/\/login\/verify$/);
    await expect(page.getByTestId('auth-link-error')).toHaveCount(0);
    await page.getByLabel('Authentication code').fill(totpCode(secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();

    // Signed in, the used link still says so, and points to where a signed-in user changes the password
    // (not to a log-in there is no need of).
    await page.goto(link);
    await expect(page).toHaveURL(/\/login\/verify$/);
    await expect(page.getByTestId('auth-link-error')).toHaveText(
      'This link has expired or has already been used. You are signed in: go on from Home, or change your password in Settings.',
    );
    await page.getByRole('link', { name: 'Change your password in Settings' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Password' })).toBeVisible();
  });

  test('a reset link opened in another tab: once the new password is saved there, this tab leaves the reset form too', async ({
    context,
    page,
  }) => {
    const user = await createConfirmedUser();
    await page.goto('/login/reset');
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Send the reset link' }).click();
    await expect(page.getByTestId('auth-reset-sent')).toHaveText(SENT(user.email));

    const mailTab = await context.newPage();
    await mailTab.goto(await waitForMailLink(user.email, 'recovery'));
    await expect(mailTab.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    // The session reaches this tab too, which must choose the password as well, until one tab has.
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await mailTab.getByLabel('New password', { exact: true }).fill('Brand-new-Passw0rd');
    await mailTab.getByLabel('Repeat the new password').fill('Brand-new-Passw0rd');
    await mailTab.getByRole('button', { name: 'Save the new password' }).click();
    await expect(mailTab.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  });
});
