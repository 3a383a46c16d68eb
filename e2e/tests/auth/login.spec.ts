import { expect, test } from '@playwright/test';
import { createConfirmedUser, signIn, TEST_PASSWORD, uniqueEmail } from '../../support/auth.ts';
import { holdRequests } from '../../support/holdRequests.ts';

test.describe('log in and the guard', () => {
  test('the form works with the keyboard alone', async ({ page }) => {
    const user = await createConfirmedUser();
    await page.goto('/login');
    await page.getByLabel('Email').focus();
    await page.keyboard.type(user.email);
    await page.keyboard.press('Tab'); // the phone field, left empty
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
    await page.keyboard.type(user.password);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  });

  test('while logging in, focus stays on the busy button, and pressing again sends nothing more', async ({ page }) => {
    const user = await createConfirmedUser();
    const tokenRequests = await holdRequests(page, '**/auth/v1/token**');
    await page.goto('/login');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    const busy = page.getByRole('button', { name: 'Logging in…' });
    await expect(busy).toBeFocused();
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    await page.keyboard.press('Enter');
    await busy.click({ force: true }); // Playwright waits for an aria-disabled button to be enabled; a user does not
    await page.getByLabel('Password', { exact: true }).press('Enter');
    tokenRequests.release();
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    expect(tokenRequests.sent).toBe(1);
  });

  test('a wrong password is refused with its own message', async ({ page }) => {
    const user = await createConfirmedUser();
    await page.goto('/login');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill('Wrong-passw0rd');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByTestId('auth-form-error')).toHaveText('The email or password is not correct.');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an unconfirmed email is told so, with a resend button', async ({ page }) => {
    const email = uniqueEmail('unconfirmed');
    await page.goto('/signup');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByTestId('auth-form-error')).toContainText('Your email address is not confirmed yet.');
    await expect(page.getByRole('button', { name: 'Send the confirmation link again' })).toBeVisible();
  });

  test('rate limiting and a network failure each get their own message', async ({ page }) => {
    await page.goto('/login');
    await page.route('**/auth/v1/token**', (route) =>
      route.fulfill({
        status: 429,
        headers: {
          'content-type': 'application/json',
          'x-supabase-api-version': '2024-01-01',
          'access-control-allow-origin': '*',
          'access-control-expose-headers': 'x-supabase-api-version',
        },
        body: JSON.stringify({ code: 'over_request_rate_limit', message: 'Request rate limit reached' }),
      }),
    );
    await page.getByLabel('Email').fill('someone@example.com');
    await page.getByLabel('Password', { exact: true }).fill('whatever');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByTestId('auth-form-error')).toHaveText('Too many attempts. Please wait a minute, then try again.');
    await page.unroute('**/auth/v1/token**');
    await page.route('**/auth/v1/token**', (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByTestId('auth-form-error')).toHaveText('We could not reach the server. Check your connection and try again.');
  });

  test('the guard: anonymous to /login with the target remembered; signed in away from /login', async ({ page }) => {
    const user = await createConfirmedUser();
    await page.goto('/settings');
    await expect(page).toHaveURL(/\/login\?next=%2Fsettings$/);
    await signIn(page, user);
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    for (const path of ['/login', '/signup', '/login/reset']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    }
  });

  test('a page remembered when another tab signs out is followed by its own user only: another account signing in here starts at Home', async ({
    page,
    context,
  }) => {
    const [first, second] = [await createConfirmedUser(), await createConfirmedUser()];
    await page.goto('/settings');
    await signIn(page, first);
    await expect(page).toHaveURL(/\/settings$/);
    const other = await context.newPage();
    const signOutThere = async () => {
      await other.goto('/');
      await other.getByRole('button', { name: 'Sign out', exact: true }).first().click();
      await expect(page).toHaveURL(/\/login\?next=%2Fsettings$/);
    };
    // Its own user, back, is taken back to the page.
    await signOutThere();
    await signIn(page, first);
    await expect(page).toHaveURL(/\/settings$/);
    // Another account is not: the page was the first one's.
    await signOutThere();
    await signIn(page, second);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  });

  test('the guard’s redirects take the place of the page they leave: Back goes to where the user was, never to a page that sends them on again', async ({
    page,
  }) => {
    const user = await createConfirmedUser();
    // A link from elsewhere, signed out: Back from the sign-in page goes back to where it was.
    await page.goto('data:text/html,<h1>Elsewhere</h1>');
    await page.goto('/settings');
    await expect(page).toHaveURL(/\/login\?next=%2Fsettings$/);
    await page.goBack();
    await expect(page).toHaveURL(/^data:/);
    await page.goForward();
    await expect(page).toHaveURL(/\/login\?next=%2Fsettings$/);
    // Signed in, the sign-in page gives way to the page asked for: one entry, not two.
    await signIn(page, user);
    await expect(page).toHaveURL(/\/settings$/);
    await page.goBack();
    await expect(page).toHaveURL(/^data:/);
    await page.goForward();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    // Signed out from a page: Back does not go round to /login again and again.
    await page.getByRole('link', { name: 'Home' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/login\?next=%2Fsettings$/);
    await page.goBack();
    await expect(page).toHaveURL(/^data:/);
  });

  test('sign out: the notification, then /login, and the guard holds again', async ({ page }) => {
    const user = await createConfirmedUser();
    await signIn(page, user);
    // Screen readers read out what is added to a live region already on the page, so the
    // notifications' polite region is there, empty, before the first one comes.
    const region = page.getByRole('region', { name: 'Notifications (F8)' });
    await expect(region).toHaveAttribute('aria-live', 'polite');
    await expect(region.getByTestId('notification')).toHaveCount(0);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    const notification = region.getByTestId('notification');
    await expect(notification).toContainText('Sign out successful!');
    // Not a region of its own, which would be new with its text and so often go unread.
    await expect(notification).not.toHaveAttribute('role');
    await expect(notification).not.toHaveAttribute('aria-live');
    await expect(notification).toContainText('You have been signed out.');
    await page.goto('/settings');
    await expect(page).toHaveURL(/\/login\?next=%2Fsettings$/);
  });
});
