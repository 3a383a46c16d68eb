import { type Browser, expect, type Page, test } from '@playwright/test';
import {
  accessToken,
  anonKey,
  changeStoredSession,
  createConfirmedUser,
  otherDevice,
  signIn,
  signOutEverywhere,
  storedSession,
  supabaseUrl,
} from '../../support/auth.ts';
import { holdRequests } from '../../support/holdRequests.ts';

/** A user on Settings here, and signed in too in a second browser (another device) whose page stays open. */
async function onSettingsWithAnotherDevice(page: Page, browser: Browser) {
  const user = await createConfirmedUser();
  await signIn(page, user);
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signIn(otherPage, user);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  // A page confirms its session with the server as it loads, after it shows: done before a test
  // steps in, so that a route the test sets finds no ask half way (a sign-out joins that ask).
  await page.waitForLoadState('networkidle');
  return { other, otherPage };
}

test.describe('session', () => {
  test('with the browser’s storage full, signing in works for the page, and says the sign-in is not saved', async ({ page }) => {
    const user = await createConfirmedUser();
    // Something else on the site filled its storage: every write is refused.
    await page.addInitScript(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    });
    await signIn(page, user);
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await expect(page.getByTestId('notification').filter({ hasText: 'Sign-in not saved in this browser' })).toContainText(
      'you stay signed in until this page closes',
    );
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
    await expect(page.getByTestId('account-name')).toHaveText(user.email);
  });

  test('a device clock an hour ahead of the server’s refreshes the session now and then, not in a storm, and the app works', async ({
    page,
  }) => {
    const user = await createConfirmedUser();
    let refreshes = 0;
    page.on('request', (request) => {
      if (request.url().includes('/auth/v1/token?grant_type=refresh_token')) refreshes++;
    });
    // Every token the server issues (an hour long) looks to the page as if it were about to expire.
    await page.clock.install({ time: Date.now() + 3_550_000 });
    await signIn(page, user);
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await page.goto('/settings');
    await page.getByLabel('Display name').fill('Clockwork');
    await page.getByLabel('Display name').press('Enter');
    await expect(page.getByTestId('account-name')).toHaveText('Clockwork');
    // Each call to the server may renew the token first (it looks about to expire), but at rest the
    // page renews it only as its 30 s timer ticks: three seconds bring one at most. The storm was
    // a hundred a second.
    const before = refreshes;
    await page.waitForTimeout(3_000);
    expect(refreshes - before).toBeLessThanOrEqual(1);
    await expect(page).toHaveURL(/\/settings$/);
  });

  test('the display name is saved to the account: it survives a reload and shows on another device', async ({ page, browser }) => {
    const user = await createConfirmedUser();
    await signIn(page, user);
    await page.goto('/settings');
    // Saved with Enter, spaces around it trimmed: the field shows the name as saved and keeps the keyboard.
    await page.getByLabel('Display name').fill(' Grace Hopper ');
    await page.getByLabel('Display name').press('Enter');
    await expect(page.getByTestId('account-name')).toHaveText('Grace Hopper');
    await expect(page.getByLabel('Display name')).toHaveValue('Grace Hopper');
    await expect(page.getByLabel('Display name')).toBeFocused();
    await page.reload();
    await expect(page.getByLabel('Display name')).toHaveValue('Grace Hopper');
    await expect(page.getByTestId('account-name')).toHaveText('Grace Hopper');

    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await signIn(otherPage, user);
    await expect(otherPage.getByTestId('account-name')).toHaveText('Grace Hopper');
    await other.close();
  });

  test('changing the password takes the current one: a wrong one is said on its field; then the other device is signed out and only the new password logs in', async ({
    page,
  }) => {
    const user = await createConfirmedUser();
    const other = await otherDevice(user);
    await signIn(page, user);
    await page.goto('/settings');
    const form = page.getByRole('form', { name: 'Change password' });
    await form.getByLabel('Current password').fill('Not-the-Passw0rd');
    await form.getByLabel('New password', { exact: true }).fill('Brand-new-Passw0rd');
    await form.getByLabel('Repeat the new password').fill('Brand-new-Passw0rd');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByText('This is not your current password. Type the one you log in with.')).toBeVisible();
    await expect(form.getByLabel('Current password')).toBeFocused();
    expect((await other.getUser()).error).toBeNull();

    await form.getByLabel('Current password').fill(user.password);
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByTestId('notification').filter({ hasText: 'Password changed' })).toBeVisible();
    await expect(form.getByLabel('Current password')).toHaveValue('');
    expect((await other.getUser()).error?.name).toBe('AuthSessionMissingError');
    await expect(accessToken(user)).rejects.toThrow();
    await expect(accessToken({ email: user.email, password: 'Brand-new-Passw0rd' })).resolves.toBeTruthy();
  });

  test('dark mode is saved to the account and applies at once; quick changes end with the last one saved', async ({ page }) => {
    const user = await createConfirmedUser();
    await signIn(page, user);
    await page.goto('/settings');
    const html = page.locator('html');
    await expect(html).toHaveClass(/dark/);
    const checkbox = page.getByRole('checkbox', { name: 'Dark mode' });
    // The first save is held on the network; the user changes their mind meanwhile.
    const saves = await holdRequests(page, '**/auth/v1/user', { method: 'PUT', firstOnly: true });
    const token = await accessToken(user);
    const accountDarkMode = async () => {
      const response = await fetch(`${supabaseUrl()}/auth/v1/user`, { headers: { apikey: anonKey(), authorization: `Bearer ${token}` } });
      return ((await response.json()) as { user_metadata?: { dark_mode?: boolean } }).user_metadata?.dark_mode;
    };
    await checkbox.uncheck();
    await expect(html).toHaveAttribute('data-theme', 'light');
    // The switch does not wait for the save, and keeps the focus.
    await checkbox.check();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await checkbox.uncheck();
    await checkbox.check();
    await expect(checkbox).toBeFocused();
    saves.release();
    // The account, read back from the server, ends with the last choice, and so does the page:
    // the older save's answer does not turn it back.
    await expect.poll(accountDarkMode).toBe(true);
    await expect.poll(() => saves.sent).toBe(2);
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expect(checkbox).toBeChecked();
    // Off once more, then a sign-in elsewhere (no local setting) follows the account.
    await checkbox.uncheck();
    await expect.poll(() => saves.sent).toBe(3);
    await expect.poll(accountDarkMode).toBe(false);
    await page.evaluate(() => localStorage.removeItem('coinwatch:settings'));
    await page.getByRole('button', { name: 'Sign out' }).last().click();
    await signIn(page, user);
    await expect(html).toHaveAttribute('data-theme', 'light');
  });

  test('going back into the app after another user signed in elsewhere shows that user, never the last one’s answer from the cache', async ({
    page,
    context,
  }) => {
    const first = await createConfirmedUser({ displayName: 'First User' });
    const second = await createConfirmedUser({ displayName: 'Second User' });
    await signIn(page, first);
    await page.goto('/settings');
    await expect(page.getByLabel('Display name')).toHaveValue('First User');
    // A page of another origin in this tab: going back loads the app anew, as a back/forward load,
    // which takes what the HTTP cache holds without asking the server.
    await page.goto('data:text/html,<h1>Elsewhere</h1>');
    const other = await context.newPage();
    await other.goto('/');
    await other.getByRole('button', { name: 'Sign out' }).click();
    await signIn(other, second);
    await page.goBack();
    await expect(page.getByTestId('account-name')).toHaveText('Second User');
    await expect(page.getByLabel('Display name')).toHaveValue('Second User');
  });

  test('a second tab follows a sign-out', async ({ page, context }) => {
    const user = await createConfirmedUser();
    await signIn(page, user);
    const second = await context.newPage();
    await second.goto('/settings');
    await expect(second.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(second).toHaveURL(/\/login(\?|$)/);
    await expect(second.getByRole('heading', { name: 'Log in' })).toBeVisible();
    // The second tab did not ask to sign out: it says why it is at the sign-in form. The first did.
    await expect(second.getByTestId('auth-session-ended')).toHaveText(
      'You have been signed out in another tab or on another device. Log in again to go on.',
    );
    await expect(page.getByTestId('notification')).toContainText('Sign out successful!');
    await expect(page.getByTestId('auth-session-ended')).toHaveCount(0);
    // Signing in again there clears it.
    await signIn(second, user);
    await second.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
    await expect(second.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await expect(second.getByTestId('auth-session-ended')).toHaveCount(0);
  });

  test('after a sign-out everywhere from another device, the next start of the app goes to /login', async ({ page }) => {
    const user = await createConfirmedUser();
    await signIn(page, user);
    // Another device signs in and out of every session; this page's access token is still unexpired.
    await signOutEverywhere(user);
    await page.goto('/settings');
    await expect(page).toHaveURL(/\/login(\?|$)/);
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    expect(await storedSession(page)).toBeNull();
  });

  // Away long enough for it to expire, or ended on another device: /login had nothing to say about it.
  test('a kept sign-in the server refuses at the next start says on /login why it has to log in again', async ({ page }) => {
    const user = await createConfirmedUser();
    await signIn(page, user);
    await changeStoredSession(page, { expired: true, refresh_token: 'revoked' });
    await page.goto('/settings');
    await expect(page).toHaveURL(/\/login\?next=%2Fsettings$/);
    await expect(page.getByTestId('auth-session-ended')).toHaveText(
      'Your sign-in on this device has ended: it expired, or it was ended on another device. Log in again to go on.',
    );
    await signIn(page, user);
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    // Until the next sign-in only: the user's own sign-out after it says nothing of the kind.
    await page.getByRole('button', { name: 'Sign out', exact: true }).first().click();
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await expect(page.getByTestId('auth-session-ended')).toHaveCount(0);
  });

  test('a start whose check of the session is refused for its token (this device’s clock behind the server’s) or rate-limited stays signed in', async ({
    page,
  }) => {
    const user = await createConfirmedUser();
    await signIn(page, user);
    // The server sees the access token as expired, which this device's clock does not yet: the
    // token is renewed and the session asked about again, not signed out.
    const answers = [
      {
        status: 403,
        json: {
          code: 403,
          error_code: 'bad_jwt',
          msg: 'invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired',
        },
      },
      { status: 429, json: { code: 429, error_code: 'over_request_rate_limit', msg: 'Request rate limit reached' } },
    ];
    for (const answer of answers) {
      let refused = false;
      await page.route('**/auth/v1/user', (route) => {
        if (refused || route.request().method() !== 'GET') return route.fallback();
        refused = true;
        return route.fulfill({ ...answer, headers: { 'x-sb-error-code': answer.json.error_code } });
      });
      await page.goto('/settings');
      await expect.poll(() => refused).toBe(true);
      await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
      // Given the time to sign out, it has not.
      await page.waitForTimeout(500);
      await expect(page).toHaveURL(/\/settings$/);
      expect(await storedSession(page)).not.toBeNull();
      await page.unrouteAll();
    }
  });

  test('sign out other devices: a dropped connection says so and signs out nobody; the next try signs out the other device only, which says so at its next save', async ({
    page,
    browser,
  }) => {
    const { other, otherPage } = await onSettingsWithAnotherDevice(page, browser);
    const notification = page.getByTestId('notification');

    await page.route('**/auth/v1/logout**', (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'Sign out other devices' }).click();
    await expect(notification).toContainText('Unable to sign out');
    await expect(notification).toContainText('Something went wrong while signing out.');
    await otherPage.goto('/settings');
    await expect(otherPage.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

    await page.unroute('**/auth/v1/logout**');
    await page.getByRole('button', { name: 'Sign out other devices' }).click();
    await expect(notification.filter({ hasText: 'Other devices signed out' })).toContainText('Only this device is still signed in.');
    // The other device, still showing Settings, learns it at its next save: it says so and asks to sign in.
    await otherPage.getByRole('button', { name: /^Dark mode:/ }).click();
    await expect(otherPage.getByTestId('notification').filter({ hasText: 'Dark mode not saved to your account' })).toContainText(
      'Your session has ended. Sign in again, then try once more.',
    );
    await expect(otherPage).toHaveURL(/\/login\?next=%2Fsettings$/);
    await expect(otherPage.getByTestId('auth-session-ended')).toBeVisible();
    await otherPage.goto('/settings');
    await expect(otherPage).toHaveURL(/\/login(\?|$)/);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await other.close();
  });

  test('sign out other devices, pressed with a token the server already counts as expired (this device’s clock is behind), renews it and signs the other device out', async ({
    page,
    browser,
  }) => {
    const { other, otherPage } = await onSettingsWithAnotherDevice(page, browser);
    // The server refuses the token this device holds, as expired, as GoTrue answers one (403 bad_jwt);
    // by this device's clock it has time left, so supabase-js sends it as it is.
    const held = (await storedSession(page))?.access_token ?? '';
    await page.route('**/auth/v1/**', (route) =>
      route.request().headers().authorization === `Bearer ${held}` && !route.request().url().includes('grant_type=refresh_token')
        ? route.fulfill({
            status: 403,
            contentType: 'application/json',
            body: JSON.stringify({ code: 403, error_code: 'bad_jwt', msg: 'invalid JWT: token is expired' }),
          })
        : route.fallback(),
    );
    await page.getByRole('button', { name: 'Sign out other devices' }).click();
    await expect(page.getByTestId('notification').filter({ hasText: 'Other devices signed out' })).toContainText(
      'Only this device is still signed in.',
    );
    // The other device was signed out for real: it learns so at its next save.
    await otherPage.goto('/settings');
    await otherPage.getByRole('button', { name: /^Dark mode:/ }).click();
    await expect(otherPage).toHaveURL(/\/login\?next=%2Fsettings$/);
    await other.close();
  });

  test('sign out other devices, pressed on a device whose own session has ended, signs it out too and says why, not that only it is still signed in', async ({
    page,
  }) => {
    const user = await createConfirmedUser();
    await signIn(page, user);
    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    // Another device signs in and out of every session; this page's access token is still unexpired.
    await signOutEverywhere(user);
    await page.getByRole('button', { name: 'Sign out other devices' }).click();
    await expect(page).toHaveURL(/\/login(\?|$)/);
    await expect(page.getByTestId('auth-session-ended')).toHaveText(
      'You have been signed out in another tab or on another device. Log in again to go on.',
    );
    await expect(page.getByTestId('notification').filter({ hasText: 'Other devices signed out' })).toHaveCount(0);
  });

  test('a tab left open on screen learns within minutes that another device signed it out, instead of showing the user’s data until its token’s refresh', async ({
    page,
  }) => {
    // Minutes pass on the page's clock, not the test's.
    await page.clock.install();
    const user = await createConfirmedUser();
    await signIn(page, user);
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    // The owner, on another device, signs every other device out (as after losing this one).
    expect((await (await otherDevice(user)).signOut({ scope: 'others' })).error).toBeNull();
    await page.clock.fastForward(5 * 60_000);
    await expect(page).toHaveURL(/\/login(\?|$)/);
    await expect(page.getByTestId('auth-session-ended')).toHaveText(
      'You have been signed out in another tab or on another device. Log in again to go on.',
    );
  });

  test('a device signed out from another one can no longer save with its unexpired token: the save says the session ended and asks to sign in, and nothing is written', async ({
    page,
  }) => {
    const user = await createConfirmedUser();
    await signIn(page, user);
    await page.getByTestId('coins-add').click();
    const form = page.getByTestId('coins-coin-form');
    await form.getByLabel('Ticker').fill('LOST');
    await form.getByLabel('Name').fill('Lost device');
    await form.getByLabel('Contract address').fill('0x52908400098527886e0f7030069857d2e4169ee7');
    // The owner, on another device, signs every other device out (as after losing this one).
    const owner = await otherDevice(user);
    expect((await owner.signOut({ scope: 'others' })).error).toBeNull();
    await form.getByRole('button', { name: 'Add coin' }).click();
    await expect(page.getByTestId('notification').filter({ hasText: 'Could not add the coin' })).toContainText(
      'Your session has ended. Sign in again, then try once more.',
    );
    await expect(page).toHaveURL(/\/login(\?|$)/);
    await expect(page.getByTestId('auth-session-ended')).toBeVisible();
    const { data } = await owner.getSession();
    const rows = await fetch(`${supabaseUrl()}/rest/v1/tracked_coins?select=coin_ticker`, {
      headers: { apikey: anonKey(), authorization: `Bearer ${data.session?.access_token}` },
    });
    expect(await rows.json()).toEqual([]);
  });

  test('the session survives a reload, and an expired access token is refreshed', async ({ page }) => {
    const user = await createConfirmedUser();
    await signIn(page, user);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    const before = await storedSession(page);
    expect(before).not.toBeNull();
    // Age the stored session past its expiry: the client must refresh it rather than sign out.
    await changeStoredSession(page, { expired: true });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    // Refresh tokens rotate on every use: a new one proves the refresh happened.
    await expect.poll(async () => (await storedSession(page))?.refresh_token).not.toBe(before?.refresh_token);
    expect((await storedSession(page))?.expires_at ?? 0).toBeGreaterThan(Date.now() / 1000);
    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  });

  test('a server that cannot confirm a stored sign-in at start-up: a slow start says so, then the error page says the user is still signed in, and Reload goes on', async ({
    page,
  }) => {
    const user = await createConfirmedUser();
    await signIn(page, user);
    const stored = await storedSession(page);
    await changeStoredSession(page, { expired: true });
    // The auth server answers the refresh with its own error; supabase-js retries it for 30 s.
    await page.route('**/auth/v1/token?grant_type=refresh_token', (route) => route.fulfill({ status: 500, json: { message: 'db down' } }));
    await page.clock.install();
    await page.goto('/settings');
    await page.clock.fastForward(5_500);
    await expect(page.getByText('Coinwatch is taking longer than usual to start. Still trying…')).toBeVisible();
    const notConfirmed = page.getByText(
      'Coinwatch could not confirm your sign-in. The server had a problem. Please try again in a moment. You are still signed in: reload to go on.',
    );
    await expect
      .poll(
        async () => {
          await page.clock.fastForward(3_000);
          return notConfirmed.isVisible();
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    // Not the sign-in form: the stored session is kept for when the server is back.
    await expect(page).toHaveURL(/\/settings$/);
    expect((await storedSession(page))?.refresh_token).toBe(stored?.refresh_token);
    await page.unroute('**/auth/v1/token?grant_type=refresh_token');
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(page.getByTestId('account-name')).toHaveText(user.email);
  });

  test('a stored session that is no session (edited by hand or an extension) signs out quietly, once, and is removed', async ({ page }) => {
    const user = await createConfirmedUser();
    await signIn(page, user);
    const stored = await storedSession(page);
    await changeStoredSession(page, { access_token: 'abc.def.ghi' });
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto('/settings');
    await expect(page).toHaveURL(/\/login\?next=%2Fsettings$/);
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), stored?.key ?? '')).toBeNull();
    expect(pageErrors).toEqual([]);
    await signIn(page, user);
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  });

  test('an address with a fragment keeps it: only an email link’s fragment is taken out', async ({ page }) => {
    const user = await createConfirmedUser();
    await signIn(page, user);
    await page.goto('/settings#password-title');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(page).toHaveURL(/\/settings#password-title$/);
  });
});
