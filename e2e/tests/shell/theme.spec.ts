import { expect, test } from '@playwright/test';
import { logInToHome, openHomeAs, storedSession } from '../../support/auth.ts';
import { createCoinsUser } from '../../support/coins.ts';
import { holdRequests } from '../../support/holdRequests.ts';
import { watchQuiet } from '../../support/quietNetwork.ts';

test.describe('dark mode', () => {
  test('is on by default, toggles the root class and theme attribute, and survives a reload', async ({ page }) => {
    await page.goto('/login');
    const html = page.locator('html');
    await expect(html).toHaveClass(/\bdark\b/);
    await expect(html).toHaveAttribute('data-theme', 'dark');

    await page.getByRole('button', { name: /dark mode/i }).click();
    await expect(html).not.toHaveClass(/\bdark\b/);
    await expect(html).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => localStorage.getItem('coinwatch:settings'))).toBe('{"isDarkMode":false}');

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await expect(html).toHaveAttribute('data-theme', 'light');
    await expect(html).not.toHaveClass(/\bdark\b/);
  });

  test('a change in one tab applies in the other tabs at once', async ({ page, context }) => {
    await page.goto('/login');
    const other = await context.newPage();
    await other.goto('/signup');
    await expect(other.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.getByRole('button', { name: /dark mode/i }).click();
    await expect(other.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(other.getByRole('button', { name: /dark mode/i })).toHaveAccessibleName(/off/i);
    await other.getByRole('button', { name: /dark mode/i }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('signed in with no connection, the switch still switches, and says the account was not changed', async ({ page }) => {
    await openHomeAs(page, await createCoinsUser());
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.route('**/auth/v1/user', (route) =>
      route.request().method() === 'PUT' ? route.abort('internetdisconnected') : route.continue(),
    );
    await page.getByRole('button', { name: /^Dark mode:/ }).click();
    await expect(page.getByTestId('notification').filter({ hasText: 'Dark mode not saved to your account' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => localStorage.getItem('coinwatch:settings'))).toBe('{"isDarkMode":false}');
  });

  test('a dark-mode save still on its way at Sign out: the sign-out waits for it, and its answer does not sign the user in again', async ({
    page,
  }) => {
    await openHomeAs(page, await createCoinsUser());
    // The save reaches the server; its answer comes after the user has pressed Sign out.
    const save = await holdRequests(page, '**/auth/v1/user', { method: 'PUT', answerLate: true, firstOnly: true });
    await page.getByRole('button', { name: /^Dark mode:/ }).click();
    await expect.poll(() => save.answered).toBe(1);
    let loggedOut = false;
    page.on('request', (request) => {
      if (request.url().includes('/auth/v1/logout')) loggedOut = true;
    });
    await page.getByRole('button', { name: 'Sign out', exact: true }).first().click();
    await watchQuiet(page, /\/auth\/v1\//)();
    expect(loggedOut).toBe(false);
    save.release();
    await expect(page).toHaveURL(/\/login$/);
    // Nowhere else from here: no session put back, no move to Home as if signed in again.
    const moves: string[] = [];
    page.on('framenavigated', (frame) => frame === page.mainFrame() && moves.push(frame.url()));
    await watchQuiet(page, /\/(rest|auth)\/v1\//)();
    expect(moves).toEqual([]);
    expect(await storedSession(page)).toBeNull();
    await expect(page.getByRole('button', { name: 'Sign out', exact: true })).toHaveCount(0);
  });

  test('a stored light theme is on the page before the app has its config, not after', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('coinwatch:settings', '{"isDarkMode":false}'));
    // Until the runtime config comes the app shows its splash; the theme must not wait for it.
    const config = await holdRequests(page, '**/config.json');
    await page.goto('/', { waitUntil: 'commit' });
    await expect(page.locator('.splash')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    config.release();
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  for (const corrupt of ['{not json', '{"isDarkMode":"yes"}', '"dark"']) {
    test(`a corrupt stored value (${corrupt}) falls back to dark mode`, async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('coinwatch:settings', value), corrupt);
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto('/login');
      await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      expect(errors).toEqual([]);
    });
  }
});

test.describe('a browser that blocks site data', () => {
  test.beforeEach(async ({ page }) => {
    // As Chrome does when the user blocks site data: reading either storage throws.
    await page.addInitScript(() => {
      for (const name of ['localStorage', 'sessionStorage'])
        Object.defineProperty(window, name, {
          get() {
            throw new DOMException(
              `Failed to read the '${name}' property from 'Window': Access is denied for this document.`,
              'SecurityError',
            );
          },
        });
    });
  });

  test('still shows the app, signs in for the visit, and switches dark mode for the visit', async ({ page }) => {
    const user = await createCoinsUser();
    await logInToHome(page, user);
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await page.getByRole('button', { name: /dark mode/i }).click();
    await expect(html).toHaveAttribute('data-theme', 'light');
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  });
});
