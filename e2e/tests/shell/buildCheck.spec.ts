import { expect, test } from '@playwright/test';
import { createConfirmedUser, openHomeAs, signIn, TEST_PASSWORD, uniqueEmail } from '../../support/auth.ts';
import { createCoinsUser, restInsert } from '../../support/coins.ts';

const becomeVisible = (page: import('@playwright/test').Page) => page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));

/**
 * Runs the page's clock a second at a time until the new-version warning shows. Not one jump past
 * 120 s: on a loaded machine the page may read latest.json's answer (and start counting) only
 * after the test's clock has run on, and the warning is then due later than the jump reached.
 */
const warnedAfterRunning = (page: import('@playwright/test').Page) =>
  expect
    .poll(
      async () => {
        await page.clock.runFor(1_000);
        return page.getByRole('alert').filter({ hasText: 'A new version of Coinwatch is available' }).isVisible();
      },
      { timeout: 30_000, intervals: [0] },
    )
    .toBe(true);

/**
 * A newer build is announced and the tab shown: the page must hold the reload back and, once it has
 * been stale for 120 s, warn. Answers how often the page navigated meanwhile.
 */
async function heldBackThenWarned(page: import('@playwright/test').Page): Promise<number> {
  const navigations = await newBuildSeen(page);
  await page.clock.runFor(119_000);
  await warnedAfterRunning(page);
  return navigations();
}

/**
 * A newer build announced and the tab shown, the answer read by the page. Answers how often the
 * page has navigated since (a reload starts as the answer is read: any navigation counts, not only a load).
 */
async function newBuildSeen(page: import('@playwright/test').Page): Promise<() => number> {
  await page.route('**/builds/latest.json', (route) => route.fulfill({ json: { id: 'a-newer-build' } }));
  let navigations = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations++;
  });
  const answered = page.waitForResponse('**/builds/latest.json');
  await becomeVisible(page);
  await answered;
  return () => navigations;
}

test.describe('new build check', () => {
  // Then a deploy under way, or a cache behind it: the reload brings the old build again, and each
  // return to the tab reloaded it again (6 times in 15 s). The spec's 10 s reload guard holds it back.
  test('a changed builds/latest.json id reloads the page; a reload that brought the old build again is not repeated within 10 s', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await page.route('**/builds/latest.json', (route) => route.fulfill({ json: { id: 'a-newer-build' } }));
    const reloaded = page.waitForEvent('load');
    await becomeVisible(page);
    await reloaded;
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    const navigations = await newBuildSeen(page);
    await page.clock.runFor(5_000);
    expect(navigations()).toBe(0);
    await page.clock.fastForward(10_000);
    const reloadedAgain = page.waitForEvent('load');
    await becomeVisible(page);
    await reloadedAgain;
  });

  test('never reloads under unsaved input; warns after 120 s', async ({ page }) => {
    await page.clock.install();
    await page.goto('/login');
    await page.getByLabel('Email').fill('typing@example.com');
    await page.route('**/builds/latest.json', (route) => route.fulfill({ json: { id: 'a-newer-build' } }));
    let reloads = 0;
    page.on('load', () => reloads++);
    const answered = page.waitForResponse('**/builds/latest.json');
    await becomeVisible(page);
    await answered;
    // The page learns it is stale within this first second; 119 s later it has not warned yet.
    await page.clock.runFor(1_000);
    await page.clock.runFor(118_000);
    await expect(page.getByTestId('notification')).toHaveCount(0);
    await warnedAfterRunning(page);
    await expect(page.getByLabel('Email')).toHaveValue('typing@example.com');
    expect(reloads).toBe(0);
  });

  // Away in the mail app and back: reloaded, the page lost its code form, and the user the way on.
  test('a step under way (a sign-up waiting for its emailed code) holds back the reload, with no typing in it', async ({ page }) => {
    await page.clock.install();
    await page.goto('/signup');
    await page.getByLabel('Email').fill(uniqueEmail('buildcheck'));
    await page.getByLabel('Password').fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
    expect(await heldBackThenWarned(page)).toBe(0);
    await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  });

  test('a form the app refused to send still holds back the reload', async ({ page }) => {
    await page.clock.install();
    await page.goto('/login');
    await page.getByLabel('Email').fill('typing@example.com');
    await page.getByRole('button', { name: 'Log in' }).click();
    // Refused before any request: the password it lacks is said on its field.
    await expect(page.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
    // The warning is proof the page decided, and decided against reloading.
    expect(await heldBackThenWarned(page)).toBe(0);
    await expect(page.getByLabel('Email')).toHaveValue('typing@example.com');
  });

  test('a setting outside a form, changed and applied, does not hold back the reload', async ({ page }) => {
    await signIn(page, await createConfirmedUser());
    await page.goto('/settings');
    await page.getByRole('checkbox', { name: 'Dark mode' }).click();
    await page.route('**/builds/latest.json', (route) => route.fulfill({ json: { id: 'a-newer-build' } }));
    const reloaded = page.waitForEvent('load');
    await becomeVisible(page);
    await reloaded;
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  });

  // Reloaded away, the Undo would be gone and the delete would stay for good.
  test('an Undo on screen holds back the reload; once it is used, the page reloads with the coin back', async ({ page }) => {
    const user = await createCoinsUser();
    await restInsert(user, 'tracked_coins', [
      { coin_ticker: 'USDC', coin_name: 'USD Coin', coin_address: '0x52908400098527886e0f7030069857d2e4169ee7', chain_id: 1 },
    ]);
    await page.clock.install();
    await openHomeAs(page, user);
    await page.getByTestId('coins-delete').click();
    await page.getByTestId('confirm-action').click();
    const undo = page.getByTestId('notification').getByRole('button', { name: 'Undo' });
    await expect(undo).toBeVisible();
    // From here the Undo's 8 s pass only as the test runs the page's clock.
    await page.clock.pauseAt(Date.now() + 1_000);
    const navigations = await newBuildSeen(page);
    await page.clock.runFor(5_000);
    expect(navigations()).toBe(0);
    await undo.click();
    await expect(page.getByTestId('coins-card').filter({ hasText: 'USDC' })).toBeVisible();
    const reloaded = page.waitForEvent('load');
    await page.clock.runFor(2_000);
    await reloaded;
    await expect(page.getByTestId('coins-card').filter({ hasText: 'USDC' })).toBeVisible();
  });

  test('typing deleted again is nothing unsaved: the reload goes ahead', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill('typing@example.com');
    await page.getByLabel('Email').fill('');
    await page.route('**/builds/latest.json', (route) => route.fulfill({ json: { id: 'a-newer-build' } }));
    const reloaded = page.waitForEvent('load');
    await becomeVisible(page);
    await reloaded;
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  });
});
