import { expect, test } from '@playwright/test';
import { createConfirmedUser, signedInPage, signIn, storedSession } from '../../support/auth.ts';

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

test('a signed-in visitor whose sign-in code fails to download once is not signed out: the page reloads and goes on', async ({ page }) => {
  await signedInPage(page);
  let failed = 0;
  await page.route('**/static/js/async/supabase.*.js', (route) =>
    failed++ === 0 ? route.abort('internetdisconnected') : route.continue(),
  );
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page).toHaveURL(/\/settings$/);
  expect(failed).toBeGreaterThan(1);
});

test('on /login, a sign-in code gone after a deploy reloads the page once, and the new page signs in', async ({ page }) => {
  const user = await createConfirmedUser();
  let gone = 0;
  // The page's build names a supabase chunk the server no longer has, the first time it is asked.
  await page.route('**/static/js/async/supabase.*.js', (route) =>
    gone++ === 0 ? route.fulfill({ status: 404, body: 'gone' }) : route.continue(),
  );
  let loads = 0;
  page.on('load', () => loads++);
  await page.goto('/login');
  // The download after the first paint failed: the page reloaded by itself, rather than a Log in
  // later saying that something went wrong.
  await expect.poll(() => loads).toBe(2);
  // The new page asks for the chunk after its first paint, which can come after its load event.
  await expect.poll(() => gone).toBeGreaterThan(1);
  await signIn(page, user);
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
});

test('a signed-in visitor whose sign-in code cannot be downloaded even after the reload stays signed in: the page says what failed, and Reload goes on', async ({
  page,
}) => {
  await signedInPage(page);
  await page.route('**/static/js/async/supabase.*.js', (route) => route.abort('internetdisconnected'));
  await page.goto('/settings');
  // Not the sign-in form, as if there were no session (which also wiped what the tools kept here).
  await expect(page.getByText('Part of the app could not be downloaded. Check your connection, then reload.')).toBeVisible();
  expect(await storedSession(page)).not.toBeNull();
  await page.unrouteAll();
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
});
