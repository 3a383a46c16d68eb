import { expect, type Page, test } from '@playwright/test';
import { createConfirmedUser } from '../../support/auth.ts';
import { holdRequests } from '../../support/holdRequests.ts';

/** Console errors and uncaught exceptions of the page: a hydration mismatch is reported as one. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

test.describe('the prerendered sign-in page', () => {
  test('shows the form from its HTML alone, titled, with the submit held back until the app runs', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
    await expect(page).toHaveTitle('Coinwatch | Log in');
    // Without the app a submit would send the form natively, password in the address: held, and
    // saying why nothing happens yet.
    await expect(page.getByRole('button', { name: 'Loading…' })).toBeDisabled();
    await context.close();
  });

  for (const stored of [null, '{"isDarkMode":false}']) {
    test(`hydrates without a mismatch (${stored ? 'light mode stored' : 'default settings'})`, async ({ page }) => {
      if (stored) await page.addInitScript((value) => localStorage.setItem('coinwatch:settings', value), stored);
      const errors = collectErrors(page);
      await page.goto('/login');
      await expect(page.getByRole('button', { name: 'Log in' })).toBeEnabled();
      await expect(page.getByRole('button', { name: stored ? 'Dark mode: off' : 'Dark mode: on' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-theme', stored ? 'light' : 'dark');
      expect(errors).toEqual([]);
    });
  }

  test('what is typed before the app has started is kept, and signing in then works', async ({ page }) => {
    const user = await createConfirmedUser();
    const errors = collectErrors(page);
    // The app's entry script is held back until the visitor has typed.
    const entry = await holdRequests(page, /\/static\/js\/index\.[0-9a-f]+\.js$/);
    await page.goto('/login', { waitUntil: 'commit' });
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await expect(page.getByRole('button', { name: 'Loading…' })).toBeDisabled();
    entry.release();
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
