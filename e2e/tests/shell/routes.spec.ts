import { expect, test } from '@playwright/test';

const authPages = [
  { path: '/login', title: 'Log in' },
  { path: '/login/reset', title: 'Reset password' },
  { path: '/signup', title: 'Sign up' },
];

test.describe('anonymous routes', () => {
  for (const { path, title } of authPages) {
    test(`${path} renders in the authentication layout with the product title prefix`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('[data-layout="authentication"]')).toBeVisible();
      await expect(page).toHaveTitle(`Coinwatch | ${title}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // No "Home › …" trail: Home is what a visitor not signed in cannot open (it led back to /login).
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveCount(0);
    });
  }

  for (const path of ['/', '/settings', '/tools/txns', '/tools/wallet', '/no/such/page']) {
    test(`an anonymous visit to ${path} goes to /login`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login(\?|$)/);
      await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    });
  }
});

test('a config the app cannot use, or cannot fetch, is named on the 500 page with what to do', async ({ page }) => {
  await page.route('**/config.json', (route) => route.fulfill({ json: { supabaseUrl: 'not a url', supabaseAnonKey: 'k' } }));
  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: 'Internal Server Error' })).toBeVisible();
  await expect(page).toHaveTitle('Coinwatch | Internal Server Error');
  await expect(
    page.getByText('/config.json is not valid: supabaseUrl: Invalid input. Reload later; the site’s settings need fixing.'),
  ).toBeVisible();
  await page.unroute('**/config.json');
  await page.route('**/config.json', (route) => route.abort());
  await page.reload();
  await expect(page.getByText('Could not reach the server for /config.json. Check your connection and reload.')).toBeVisible();
});
