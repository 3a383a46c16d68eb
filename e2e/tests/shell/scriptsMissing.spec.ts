import { expect, test } from '@playwright/test';
import { signedInPage } from '../../support/auth.ts';

const NEEDS_JS = 'Coinwatch needs JavaScript. Turn it on for this site, then reload the page.';
const STUCK =
  'Coinwatch is still loading: on a slow connection this can take a minute. If nothing changes, check your connection, then reload the page.';

test.describe('a page whose app does not start', () => {
  test('without JavaScript, every page says it needs it', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const path of ['/login', '/', '/tools/wallet']) {
      await page.goto(path);
      // By its class: Playwright's text lookups skip <noscript>, though the browser shows it.
      const said = page.locator('.page-stuck:not(.page-stuck-late)');
      await expect(said, path).toBeVisible();
      await expect(said, path).toHaveText(NEEDS_JS);
    }
    await context.close();
  });

  test('when its scripts never come, the page says so by itself after a while; the app, once it draws, takes the words away', async ({
    page,
  }) => {
    await page.route('**/static/js/**', (route) => route.abort());
    for (const path of ['/', '/tools/wallet']) {
      await page.goto(path);
      const stuck = page.getByText(STUCK);
      await expect(stuck, path).toBeAttached();
      await expect(stuck, path).toBeHidden();
      // The wait is a CSS animation's delay (15 s): run to its end.
      await page.evaluate(() => {
        for (const animation of document.getAnimations()) animation.finish();
      });
      await expect(stuck, path).toBeVisible();
      // An alert of its own, outside any busy region: a screen reader says it as it appears.
      await expect(page.getByRole('alert').filter({ hasText: STUCK }), path).toBeVisible();
      await expect(page.locator('[aria-busy="true"]').filter({ has: stuck }), path).toHaveCount(0);
    }
    await page.unrouteAll();
    await signedInPage(page);
    for (const [path, drawn] of [
      ['/', page.getByRole('heading', { level: 1, name: 'Home' })],
      ['/tools/wallet', page.locator('.tool-frame[data-tool="wallet"]:not([data-first-frame])')],
    ] as const) {
      await page.goto(path);
      await expect(drawn, path).toBeVisible();
      await expect(page.getByText(STUCK), path).toHaveCount(0);
    }
  });
});
