import { appendFile, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

test.use({ serviceWorkers: 'allow' });

test('the service worker registers, controls the page, and a new worker shows the need-refresh notification', async ({ page }) => {
  const siteDir = process.env.COINWATCH_SITE_DIR;
  test.skip(!siteDir, 'needs the site folder of the running stack');
  const swFile = join(siteDir as string, 'sw.js');
  const original = await readFile(swFile, 'utf8');
  try {
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('data-service-worker', 'controlling');

    // A new build's worker: same scope, different bytes.
    await appendFile(swFile, `\n// next build ${Date.now()}\n`);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await expect(page.locator('html')).toHaveAttribute('data-service-worker', 'waiting');
    const notice = page.getByTestId('notification').filter({ hasText: 'An update is ready' });
    await expect(notice).toBeVisible();

    const reloaded = page.waitForEvent('load');
    await notice.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await expect(page.locator('html')).toHaveAttribute('data-service-worker', 'controlling');
  } finally {
    await writeFile(swFile, original);
  }
});

test('with the service worker in control, a reload works offline', async ({ page, context }) => {
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('data-service-worker', 'controlling');
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await context.setOffline(false);
});
