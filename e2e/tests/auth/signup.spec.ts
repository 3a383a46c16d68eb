import { expect, test } from '@playwright/test';
import {
  anonKey,
  createConfirmedUser,
  inboxUrl,
  mailLinks,
  signedInPage,
  signIn,
  signUpAndConfirm,
  storedSession,
  supabaseUrl,
  TEST_PASSWORD,
  uniqueEmail,
  waitForMailCode,
  waitForMailLink,
} from '../../support/auth.ts';

test.describe('sign-up', () => {
  test('sign up, confirm through the emailed link, land signed in on / with no token in the address, told the email is confirmed', async ({
    page,
  }) => {
    const user = { email: uniqueEmail('signup'), password: TEST_PASSWORD, displayName: 'Ada Lovelace' };
    await signUpAndConfirm(page, user);
    await expect(page).toHaveURL(/\/$/);
    expect(page.url()).not.toContain('access_token');
    await expect(page.getByTestId('account-name')).toHaveText('Ada Lovelace');
    // Told that it worked, and what to do first.
    await expect(page.getByTestId('notification').filter({ hasText: 'Email confirmed' })).toContainText(
      'Welcome to Coinwatch. Add a coin to start watching its addresses.',
    );
    // The token-carrying entry is not left in the history either.
    await page.goBack();
    expect(page.url()).not.toContain('access_token');
  });

  test('another account’s confirmation link does not switch the account signed in: the page says the account is confirmed, the user stays who they were, and Log out leads to the other', async ({
    page,
  }) => {
    // Anyone can send a link of their own account: taken, it would sign the visitor into it unawares.
    const here = await signedInPage(page, { displayName: 'Signed in here' });
    const other = uniqueEmail('other');
    const signup = await fetch(`${supabaseUrl()}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: anonKey(), 'content-type': 'application/json' },
      body: JSON.stringify({ email: other, password: TEST_PASSWORD }),
    });
    expect(signup.ok).toBe(true);
    await page.goto(await waitForMailLink(other, 'signup'));
    await expect(page.getByRole('heading', { level: 1, name: 'This link did not work' })).toBeVisible();
    // The server has confirmed that account: the page says so, not to open the link again (it is used).
    await expect(page.getByTestId('auth-link-error')).toHaveText(
      'This link confirmed the email of another account, which can log in now. You are still signed in as before: to use that account, log out, then log in to it.',
    );
    expect(page.url()).not.toContain('access_token');
    // Still who they were: the session this browser keeps is theirs.
    const stored = await storedSession(page);
    expect(JSON.parse(atob((stored?.access_token ?? '').split('.')[1] ?? '')).email).toBe(here.email);
    // As it says: logged out from there, the other account logs in.
    await page.getByRole('region', { name: 'This link did not work' }).getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, { email: other, password: TEST_PASSWORD });
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  });

  test('validation messages come before any request', async ({ page }) => {
    const sent: string[] = [];
    page.on('request', (request) => request.url().includes('/auth/v1/signup') && sent.push(request.url()));
    await page.goto('/signup');
    await page.getByRole('button', { name: 'Sign up' }).click();
    // Under the first field it lacks, which takes the focus.
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription(/You must provide either an email or phone number and a password$/);
    await expect(page.getByLabel('Email')).toBeFocused();
    await page.getByLabel('Email').fill('someone@example.com');
    await page.getByLabel('Password').fill('short');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('This field should be at least 8 characters long')).toBeVisible();
    await expect(page.getByText('This field must contain a number.')).toBeVisible();
    // A bad email too: every field's reasons show at once, not the password's after the email is fixed.
    await page.getByLabel('Email').fill('someone@example');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(page.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('This field should be at least 8 characters long')).toBeVisible();
    // An email and a phone: one of them, not the phone dropped without a word.
    await page.getByLabel('Email').fill('someone@example.com');
    await page.getByLabel('Or phone number').fill('+14155550123');
    await page.getByLabel('Password').fill('Abcdefg1');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByLabel('Or phone number')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Use an email or a phone number, not both: leave this empty to use the email.')).toBeVisible();
    expect(sent).toEqual([]);
  });

  test('an already-registered address gets the same answer as a new one, and resend works', async ({ page }) => {
    const existing = await createConfirmedUser();
    await page.goto('/signup');
    await page.getByLabel('Email').fill(existing.email);
    await page.getByLabel('Password').fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
    await expect(page.getByTestId('auth-check-inbox')).toContainText('If you already have an account');
    // On the local stack no mail leaves the machine: the page says where it went.
    await expect(page.getByTestId('auth-local-inbox').getByRole('link')).toHaveAttribute('href', inboxUrl());

    const fresh = uniqueEmail('resend');
    await page.goto('/signup');
    await page.getByLabel('Email').fill(fresh);
    await page.getByLabel('Password').fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Sign up' }).click();
    const first = await waitForMailLink(fresh, 'signup');
    // The server allows one mail per address per second (GoTrue's max frequency): a user tries again.
    await expect(async () => {
      await page.getByRole('button', { name: 'Send the confirmation link again' }).click();
      await expect(page.getByRole('status')).toHaveText(`If ${fresh} still needs confirming, we have sent it a new link.`, {
        timeout: 1000,
      });
    }).toPass();
    await waitForMailLink(fresh, 'signup', [first]);
    expect((await mailLinks(fresh, 'signup')).length).toBe(2);
  });

  test('a visitor sent to log in from a page, who signs up instead, ends on that page through the emailed link', async ({ page }) => {
    await page.goto('/settings');
    await expect(page).toHaveURL(/\/login\?next=%2Fsettings$/);
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page).toHaveURL(/\/signup\?next=%2Fsettings$/);
    const email = uniqueEmail('detour');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Sign up' }).click();
    const inbox = page.getByTestId('auth-check-inbox');
    await expect(inbox.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?next=%2Fsettings');
    await page.goto(await waitForMailLink(email, 'signup'));
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  });

  test('the email’s code typed on this device confirms the account as its link would (the mail may be open on a phone)', async ({
    page,
  }) => {
    await page.goto('/settings');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign up' })).toBeVisible();
    const email = uniqueEmail('code');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Sign up' }).click();
    const code = await waitForMailCode(email, 'signup');
    const form = page.getByTestId('auth-email-code');
    await form.getByLabel('Code from the email').fill('12345');
    await form.getByRole('button', { name: 'Continue' }).click();
    await expect(form.getByText('Enter the 6-digit code from the email.')).toBeVisible();
    await form.getByLabel('Code from the email').fill(code.replace(/.$/, (d) => String((Number(d) + 1) % 10)));
    await form.getByRole('button', { name: 'Continue' }).click();
    // Said on the field, as its own checks are: it takes the focus, to type the code again.
    const field = form.getByLabel('Code from the email');
    await expect(field).toHaveAccessibleDescription(
      /That code is not correct, or has expired\. Type the code from the newest email, or ask for a new one\.$/,
    );
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toBeFocused();
    // As the mail shows it, in two groups of three.
    await form.getByLabel('Code from the email').fill(`${code.slice(0, 3)} ${code.slice(3)}`);
    await form.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    // Told that it worked, as the link would have.
    await expect(page.getByTestId('notification').filter({ hasText: 'Email confirmed' })).toBeVisible();
  });

  test('a used confirmation link opened while signed in says there is nothing to log in to', async ({ page }) => {
    const user = { email: uniqueEmail('twice'), password: TEST_PASSWORD };
    await signUpAndConfirm(page, user);
    await page.goto(await waitForMailLink(user.email, 'signup'));
    await expect(page.getByTestId('auth-link-error')).toHaveText(
      'This link has expired or has already been used. You are signed in: go on from Home, or change your password in Settings.',
    );
  });

  test('a used confirmation link shows a clear message and leaves no error in the address', async ({ page }) => {
    const user = { email: uniqueEmail('used'), password: TEST_PASSWORD };
    await signUpAndConfirm(page, user);
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto(await waitForMailLink(user.email, 'signup'));
    await expect(page).toHaveURL(/\/login\/verify$/);
    await expect(page.getByTestId('auth-link-error')).toHaveText(
      'This link has expired or has already been used. Log in, or ask for a new link.',
    );
  });

  test('a mangled link (its token cut short or garbled in the mail) says it could not be used, signed out or in, rather than nothing', async ({
    page,
  }) => {
    await page.goto('/#access_token=garbled&expires_in=3600&refresh_token=cut&token_type=bearer&type=recovery');
    await expect(page).toHaveURL(/\/login\/verify$/);
    await expect(page.getByTestId('auth-link-error')).toHaveText('This link could not be used. Log in, or ask for a new link.');

    const user = { email: uniqueEmail('garbled'), password: TEST_PASSWORD };
    await signUpAndConfirm(page, user);
    await page.goto('/settings#access_token=cut');
    await expect(page.getByTestId('auth-link-error')).toHaveText(
      'This link could not be used. You are signed in: go on from Home, or change your password in Settings.',
    );
  });

  test('a phone number instead of an email signs up at once (no text message here), signs in again, and cannot sign up twice', async ({
    page,
  }) => {
    const digits = `1555${String(Date.now()).slice(-7)}`;
    await page.goto('/signup');
    await page.getByLabel('Or phone number').fill(`+${digits}`);
    await page.getByLabel('Password').fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await expect(page.getByTestId('account-name')).toHaveText(`+${digits}`);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Or phone number').fill(`+${digits}`);
    // A wrong password names what was typed: the phone number, not an email.
    await page.getByLabel('Password', { exact: true }).fill('Wrong-passw0rd');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByTestId('auth-form-error')).toHaveText('The phone number or password is not correct.');
    await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.goto('/signup');
    await page.getByLabel('Or phone number').fill(`+${digits}`);
    await page.getByLabel('Password').fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'This email or phone number cannot be used. If you already have an account with it, log in or reset your password instead.',
    );
  });
});
