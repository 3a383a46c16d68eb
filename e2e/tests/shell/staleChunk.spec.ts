import { expect, test } from '@playwright/test';

test('a vanished chunk reloads the page exactly once, then shows the error', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();

  // From now on every chunk the page has not fetched yet is gone, as after a deploy.
  const known = new Set<string>();
  page.on('requestfinished', (r) => known.add(r.url()));
  await page.evaluate(() => sessionStorage.clear());
  const seen = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
  for (const url of seen) known.add(url);
  await page.route('**/static/js/async/**', (route) =>
    known.has(route.request().url()) ? route.continue() : route.fulfill({ status: 404, body: 'gone' }),
  );

  let loads = 0;
  page.on('load', () => loads++);
  await page.getByRole('link', { name: 'Create an account' }).click();

  await expect(page.getByRole('heading', { name: 'Internal Server Error' })).toBeVisible();
  await expect(page.getByText('Part of the app could not be downloaded')).toBeVisible();
  // The tab says so too, not the title of the page that failed.
  await expect(page).toHaveTitle('Coinwatch | Internal Server Error');
  expect(loads).toBe(1);
  expect(await page.evaluate(() => sessionStorage.getItem('coinwatch:reload'))).not.toBeNull();
});
