import { expect, test } from '@playwright/test';
import {
  addAuthenticatorApp,
  createConfirmedUser,
  createUserWithApps,
  logInToHome,
  openHomeAs,
  otherDevice,
  signIn,
  storedSession,
  totpCode,
} from '../../support/auth.ts';
import { createCoinsUser, restInsert } from '../../support/coins.ts';
import { watchQuiet } from '../../support/quietNetwork.ts';

/** A code as authenticator apps show it, and as it arrives when copied from one: in two groups. */
const grouped = (code: string) => `${code.slice(0, 3)} ${code.slice(3)}`;

test('TOTP: enrol in settings, then signing in asks for the code; a wrong one is refused', async ({ page }) => {
  const user = await createConfirmedUser();
  await signIn(page, user);
  await page.goto('/settings');
  const enrolled = page.waitForResponse((r) => r.url().endsWith('/auth/v1/factors') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Add an authenticator app' }).click();
  // The app lists the account under Coinwatch (it was the site's host, "localhost:3500").
  const { totp } = await (await enrolled).json();
  expect(new URL(totp.uri).searchParams.get('issuer')).toBe('Coinwatch');
  expect(decodeURIComponent(new URL(totp.uri).pathname)).toBe(`/Coinwatch:${user.email}`);
  // Focus starts at the instructions: read on, a screen reader reaches the secret key before the field.
  await expect(page.getByText('Scan this QR code with your authenticator app, or enter the secret key by hand.')).toBeFocused();
  const qr = page.getByRole('img', { name: 'QR code to add Coinwatch to your authenticator app' });
  await expect(qr).toHaveAttribute('src', /^data:image\/svg\+xml;utf-8,/);
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const secret = (await page.getByTestId('auth-totp-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);
  // Shown in groups of four, to type it by hand; copied whole, with no spaces.
  await expect(page.getByTestId('auth-totp-secret').locator('span').first()).toHaveText(secret.slice(0, 4));
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy the secret key' }).click();
  await expect(page.getByRole('button', { name: 'Copy the secret key' })).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  await page.getByLabel('Code from the app').fill(grouped(totpCode(secret)));
  await page.getByRole('button', { name: 'Verify and turn on' }).click();
  await expect(page.getByTestId('auth-factor')).toHaveCount(1);
  await expect(page.getByTestId('auth-factor')).toContainText('Active');
  // Named so every device reads it alike, whatever its language and zone.
  await expect(page.getByTestId('auth-factor')).toContainText(/^Authenticator app, added \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC/);
  // The setup form went with the button that had the focus: the keyboard goes on from the section’s heading.
  await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeFocused();

  await page.getByRole('button', { name: 'Sign out', exact: true }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/login\?next=%2Fsettings$/);
  await signIn(page, user);
  await expect(page).toHaveURL(/\/login\/verify\?next=%2Fsettings$/);
  // Nowhere else to go until the code is given.
  await page.goto('/');
  await expect(page).toHaveURL(/\/login\/verify$/);

  const right = totpCode(secret);
  const wrong = right === '000000' ? '111111' : '000000';
  await page.getByLabel('Authentication code').fill(wrong);
  await page.getByRole('button', { name: 'Verify' }).click();
  // Said on the field, which takes the focus to type the code again.
  await expect(page.getByLabel('Authentication code')).toHaveAccessibleDescription(
    'That code is not correct. Check your authenticator app and try again.',
  );
  await expect(page.getByLabel('Authentication code')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Authentication code')).toBeFocused();
  await page.getByLabel('Authentication code').fill(grouped(totpCode(secret)));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();

  // At aal2 the factor can be removed, once the user says so: it turns two-step sign-in off.
  await page.goto('/settings');
  await page.getByRole('button', { name: /^Remove / }).click();
  // Named by its question, which focus entering it reads out before the Cancel button.
  const confirm = page.getByRole('group', { name: /^Remove .*\?/ });
  await expect(confirm).toContainText('Signing in will no longer ask for its code.');
  // The safe choice has the focus, and Escape takes it: the app stays.
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(confirm).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('auth-factor')).toHaveCount(1);
  // Going on to add another app drops the question: no removal is asked about beside a new QR code.
  await page.getByRole('button', { name: /^Remove / }).click();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Add an authenticator app' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('auth-totp-secret')).toBeVisible();
  await expect(confirm).toHaveCount(0);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('auth-totp-secret')).toHaveCount(0);
  await expect(page.getByTestId('auth-factor')).toHaveCount(1);
  await page.getByRole('button', { name: /^Remove / }).click();
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('No authenticator app is set up.')).toBeVisible();
  // Its row went, and the question with the button that had the focus: the keyboard goes on from the section’s heading.
  await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeFocused();
});

test('with two authenticator apps, a code from either one signs in', async ({ page }) => {
  const { user, secrets } = await createUserWithApps(['Phone', 'Tablet']);
  for (const secret of [...secrets].reverse()) {
    await signIn(page, user);
    await expect(page).toHaveURL(/\/login\/verify$/);
    await page.getByLabel('Authentication code').fill(totpCode(secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await page.getByRole('button', { name: 'Sign out', exact: true }).first().click();
    await expect(page).toHaveURL(/\/login$/);
  }
});

test('Sign out and use another account, on the code form, keeps the page asked for: the other account lands there', async ({ page }) => {
  const { user } = await createUserWithApps(['Phone']);
  const other = await createConfirmedUser();
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/login\?next=%2Fsettings$/);
  await signIn(page, user);
  await expect(page).toHaveURL(/\/login\/verify\?next=%2Fsettings$/);
  await page.getByRole('button', { name: 'Sign out and use another account' }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Fsettings$/);
  await signIn(page, other);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
});

test('with two authenticator apps, removing the one this sign-in gave its code from asks for a code from the other', async ({ page }) => {
  // As a lost phone's factor is removed: the sessions its code opened, this one too, owe a code again.
  const { user, secrets } = await createUserWithApps(['Phone', 'Tablet']);
  await signIn(page, user);
  await page.getByLabel('Authentication code').fill(totpCode(secrets[0] ?? ''));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Remove Phone' }).click();
  await page
    .getByRole('group', { name: /^Remove Phone\?/ })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(page).toHaveURL(/\/login\/verify/);
  await expect(page.getByTestId('notification')).toContainText(
    'This sign-in gave its code: enter a code from another of your authenticator apps to go on.',
  );
  await page.getByLabel('Authentication code').fill(totpCode(secrets[1] ?? ''));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByTestId('auth-factor')).toHaveCount(1);
  await expect(page.getByTestId('auth-factor')).toContainText('Tablet');
});

test('a code typed on an Arabic keyboard (Arabic-Indic digits) signs in as the same code', async ({ page }) => {
  const { user, secrets } = await createUserWithApps(['Phone']);
  const arabicIndic = (code: string) => code.replace(/[0-9]/g, (d) => String.fromCodePoint(0x660 + Number(d)));
  await signIn(page, user);
  await expect(page).toHaveURL(/\/login\/verify$/);
  await page.getByLabel('Authentication code').fill(arabicIndic(totpCode(secrets[0] ?? '')));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
});

test('with the auth server failing, adding an app says what went wrong once, not once for the add and again for the list', async ({
  page,
}) => {
  await signIn(page, await createConfirmedUser());
  await page.goto('/settings');
  await expect(page.getByText('No authenticator app is set up.')).toBeVisible();
  await page.route('**/auth/v1/{factors,user}', (route) => route.fulfill({ status: 500, json: { message: 'Unexpected failure' } }));
  await page.getByRole('button', { name: 'Add an authenticator app' }).click();
  const section = page.getByRole('region', { name: 'Two-step sign-in' });
  // The list is read again after the add, and fails too: it gives way to the message.
  await expect(section.getByText('No authenticator app is set up.')).toHaveCount(0);
  await expect(section.getByText('The server had a problem. Please try again in a moment.')).toHaveCount(1);
});

test('the list of authenticator apps that could not be read has a Retry, and is read again by itself once back online', async ({
  page,
}) => {
  await signIn(page, await createConfirmedUser());
  const section = page.getByRole('region', { name: 'Two-step sign-in' });
  // Settings opened anew, so it reads the list again. Home is waited for: pressed while Home still
  // loads, Settings would cancel that navigation and stay as it was, without reading anything.
  const openSettings = async () => {
    await page.getByRole('link', { name: 'Home', exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await page.getByRole('link', { name: 'Settings', exact: true }).first().click();
  };
  await page.goto('/settings');
  await expect(section.getByText('No authenticator app is set up.')).toBeVisible();
  await page.route('**/auth/v1/user', (route) => route.fulfill({ status: 500, json: { message: 'Unexpected failure' } }));
  await openSettings();
  await expect(section.getByTestId('totp-load-error')).toContainText('The server had a problem. Please try again in a moment.');
  await page.unrouteAll();
  await section.getByRole('button', { name: 'Retry' }).click();
  await expect(section.getByText('No authenticator app is set up.')).toBeVisible();
  await expect(section.getByTestId('totp-load-error')).toHaveCount(0);

  await page.context().setOffline(true);
  await openSettings();
  await expect(section.getByTestId('totp-load-error')).toBeVisible();
  await page.context().setOffline(false);
  await expect(section.getByText('No authenticator app is set up.')).toBeVisible();
  await expect(section.getByTestId('totp-load-error')).toHaveCount(0);
});

test('an app being added shows as its QR code only, and a double-pressed Cancel removes it once, with no error', async ({ page }) => {
  await signIn(page, await createConfirmedUser());
  await page.goto('/settings');
  await expect(page.getByText('No authenticator app is set up.')).toBeVisible();
  // The list is read again after the enrolment (GET /auth/v1/user): the new factor is in that answer.
  let reads = 0;
  page.on('response', (r) => r.request().method() === 'GET' && r.url().endsWith('/auth/v1/user') && reads++);
  await page.getByRole('button', { name: 'Add an authenticator app' }).click();
  await expect(page.getByTestId('auth-totp-secret')).toBeVisible();
  await expect.poll(() => reads).toBeGreaterThan(0);
  await page.waitForTimeout(100);
  // Not also a "Not verified" row whose Remove would pull the factor from under the QR code.
  expect(await page.getByTestId('auth-factor').count()).toBe(0);
  await expect(page.getByText('No authenticator app is set up.')).toBeVisible();

  await page.getByRole('button', { name: 'Cancel' }).dblclick();
  await expect(page.getByTestId('auth-totp-secret')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add an authenticator app' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeFocused();
  await expect(page.getByText('No authenticator app is set up.')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('an app being added in two tabs: the first tab’s setup, dropped by the second’s, can still be cancelled', async ({ page }) => {
  await signIn(page, await createConfirmedUser());
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Add an authenticator app' }).click();
  await expect(page.getByTestId('auth-totp-secret')).toBeVisible();
  // The second tab's setup drops the unfinished one of the first.
  const second = await page.context().newPage();
  await second.goto('/settings');
  await second.getByRole('button', { name: 'Add an authenticator app' }).click();
  await expect(second.getByTestId('auth-totp-secret')).toBeVisible();

  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('auth-totp-secret')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add an authenticator app' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  // The second tab's setup is untouched, and its Cancel removes it.
  await second.getByRole('button', { name: 'Cancel' }).click();
  await expect(second.getByText('No authenticator app is set up.')).toBeVisible();
  await expect(second.getByRole('alert')).toHaveCount(0);
});

/** How many set-ups of the user's are unverified on the server, as another device reads them. */
const unverifiedOnServer = async (device: Awaited<ReturnType<typeof otherDevice>>) => {
  const { data, error } = await device.mfa.listFactors();
  if (error) throw error;
  return data.all.filter((factor) => factor.status === 'unverified').length;
};

test('a set-up left for another page is removed: back in Settings, only the apps that sign in are listed', async ({ page }) => {
  // As found: an app added, another one begun, then Home and back showed the second as "Not verified".
  const { user, secrets, device } = await createUserWithApps(['Phone']);
  await signIn(page, user);
  await page.getByLabel('Authentication code').fill(totpCode(secrets[0] ?? ''));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await page.getByRole('link', { name: 'Settings', exact: true }).first().click();
  await page.getByRole('button', { name: 'Add an authenticator app' }).click();
  await expect(page.getByTestId('auth-totp-secret')).toBeVisible();
  expect(await unverifiedOnServer(device)).toBe(1);

  await page.getByRole('link', { name: 'Home', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expect.poll(() => unverifiedOnServer(device)).toBe(0);
  await page.getByRole('link', { name: 'Settings', exact: true }).first().click();
  await expect(page.getByTestId('auth-factor')).toHaveCount(1);
  await expect(page.getByTestId('auth-factor')).toContainText('Phone');
  await expect(page.getByRole('alert')).toHaveCount(0);
});

// The server verified the code, and its answer was lost: leaving then removed the app just added.
test('a code whose answer was lost on the way is not taken as refused: leaving keeps the app it may have verified', async ({ page }) => {
  const user = await createConfirmedUser();
  await openHomeAs(page, user);
  await page.getByRole('link', { name: 'Settings', exact: true }).first().click();
  await page.getByRole('button', { name: 'Add an authenticator app' }).click();
  const secret = ((await page.getByTestId('auth-totp-secret').textContent()) ?? '').replace(/\s/g, '');
  await page.route('**/auth/v1/factors/*/verify', async (route) => {
    await route.fetch();
    await route.abort('internetdisconnected');
  });
  await page.getByLabel('Code from the app').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Verify and turn on' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await page.unrouteAll();
  const factorsQuiet = watchQuiet(page, /\/auth\/v1\/factors/);
  await page.getByRole('link', { name: 'Home', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  // A removal on leaving has been sent and answered by now.
  await factorsQuiet();
  await page.getByRole('link', { name: 'Settings', exact: true }).first().click();
  await expect(page.getByTestId('auth-factor')).toHaveCount(1);
  await expect(page.getByTestId('auth-factor')).toContainText('Active');
});

test('a set-up that could not be removed (its tab closed, offline, signed out) is not listed, and the next set-up removes it', async ({
  page,
  context,
}) => {
  const user = await createConfirmedUser();
  const device = await otherDevice(user);
  await openHomeAs(page, user);
  const openSettings = async () => {
    await page.getByRole('link', { name: 'Settings', exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  };
  const startSetUp = async () => {
    await page.getByRole('button', { name: 'Add an authenticator app' }).click();
    await expect(page.getByTestId('auth-totp-secret')).toBeVisible();
  };
  const noneListed = async () => {
    await expect(page.getByText('No authenticator app is set up.')).toBeVisible();
    await expect(page.getByTestId('auth-factor')).toHaveCount(0);
  };

  // A tab closed on its QR code: no page is left to remove its factor.
  const closed = await context.newPage();
  await closed.goto('/settings');
  await closed.getByRole('button', { name: 'Add an authenticator app' }).click();
  await expect(closed.getByTestId('auth-totp-secret')).toBeVisible();
  await closed.close();
  await openSettings();
  await noneListed();
  expect(await unverifiedOnServer(device)).toBe(1);
  // The next set-up removes it first: one unverified factor, the new one.
  await startSetUp();
  expect(await unverifiedOnServer(device)).toBe(1);

  // Left offline: the removal fails, with nothing said, and the factor stays unlisted.
  await context.setOffline(true);
  const removal = page.waitForEvent('requestfailed', (r) => r.method() === 'DELETE' && r.url().includes('/auth/v1/factors/'));
  await page.getByRole('link', { name: 'Home', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await removal;
  await context.setOffline(false);
  await openSettings();
  await noneListed();
  await expect(page.getByRole('region', { name: 'Two-step sign-in' }).getByRole('alert')).toHaveCount(0);
  expect(await unverifiedOnServer(device)).toBe(1);

  // Signed out on the QR code: the session ends before the page goes, so its factor stays too.
  await startSetUp();
  expect(await unverifiedOnServer(device)).toBe(1);
  await page.getByRole('button', { name: 'Sign out', exact: true }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  await logInToHome(page, user);
  await openSettings();
  await noneListed();
  await startSetUp();
  expect(await unverifiedOnServer(device)).toBe(1);
  await page.getByRole('button', { name: 'Cancel' }).click();
  // The set-up closes once the server has removed its factor ("none listed" showed beside it already).
  await expect(page.getByTestId('auth-totp-secret')).toHaveCount(0);
  await noneListed();
  expect(await unverifiedOnServer(device)).toBe(0);
});

/** A user with a coin, saved before their authenticator app was added on another device (returned). */
async function userWithCoinAndApp() {
  const user = await createCoinsUser();
  await restInsert(user, 'tracked_coins', [
    { coin_ticker: 'USDC', coin_name: 'USD Coin', coin_address: '0x52908400098527886E0F7030069857D2E4169EE7', chain_id: 1 },
  ]);
  const device = await otherDevice(user);
  const secret = await addAuthenticatorApp(device, 'Phone');
  return { user, secret, device };
}

test('an authenticator app removed on another device while this one asks for the code: Verify goes on without it', async ({ page }) => {
  const { user, secret, device } = await userWithCoinAndApp();
  await signIn(page, user);
  await expect(page).toHaveURL(/\/login\/verify$/);
  const factors = await device.mfa.listFactors();
  const removed = await device.mfa.unenroll({ factorId: factors.data?.totp[0]?.id ?? '' });
  expect(removed.error).toBeNull();

  await page.getByLabel('Authentication code').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expect(page.getByTestId('notification')).toContainText('No code was needed: this account no longer has an authenticator app.');
  // The rows behind the aal2 policy are readable: no verified app is left to ask for.
  await expect(page.getByTestId('coins-card')).toHaveCount(1);
});

test('an authenticator app removed on another device: at its next token refresh the waiting code form lets the user in', async ({
  page,
}) => {
  const { user, device } = await userWithCoinAndApp();
  // The page's clock, so the refresh an hour's token is due for can be reached at once.
  await page.clock.install();
  await signIn(page, user);
  await expect(page).toHaveURL(/\/login\/verify$/);
  const factors = await device.mfa.listFactors();
  const removed = await device.mfa.unenroll({ factorId: factors.data?.totp[0]?.id ?? '' });
  expect(removed.error).toBeNull();

  await page.clock.fastForward('59:00');
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expect(page.getByTestId('coins-card')).toHaveCount(1);
});

test('an authenticator app added on another device: this tab, when the user comes back to it, asks to sign in again rather than showing empty lists', async ({
  page,
}) => {
  const user = await createCoinsUser();
  await restInsert(user, 'tracked_coins', [
    { coin_ticker: 'USDC', coin_name: 'USD Coin', coin_address: '0x52908400098527886E0F7030069857D2E4169EE7', chain_id: 1 },
  ]);
  await openHomeAs(page, user);
  await expect(page.getByTestId('coins-card')).toHaveCount(1);
  // Adding an app ends the user's sessions that gave no code, this tab's among them; its access token
  // stays unexpired for up to an hour, and the database shows such a token nothing.
  const secret = await addAuthenticatorApp(await otherDevice(user), 'Phone');

  // The user comes back to the tab (focus and visibility fire together; either one asks the server).
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedSession(page)).toBeNull();
  await signIn(page, user);
  await page.getByLabel('Authentication code').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByTestId('coins-card')).toHaveCount(1);
});

test('the code given on the way to Settings: the page opens with the keyboard at its main region, not inside it', async ({ page }) => {
  const { user, secrets } = await createUserWithApps(['Phone']);
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/login\?next=%2Fsettings$/);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login\/verify/);
  await page.getByLabel('Authentication code').fill(totpCode(secrets[0] ?? ''));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByTestId('auth-factor')).toContainText('Active');
  await expect(page.getByRole('main')).toBeFocused();
});
