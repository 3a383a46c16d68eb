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
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(title);
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
