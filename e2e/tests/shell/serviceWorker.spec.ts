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

test('a file opened in the tab does not stand in for the app page offline', async ({ page, context }) => {
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('data-service-worker', 'controlling');
  await page.goto('/config.json');
  await expect(page.locator('body')).toContainText('supabaseUrl');
  await context.setOffline(true);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await context.setOffline(false);
});

test('with the service worker in control, scripts come from its cache and other requests do not wait for it', async ({ page }) => {
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('data-service-worker', 'controlling');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  // Where each answer came from, as the page's resource timing records it (the static routes).
  const sources = async (pattern: string) =>
    page.evaluate(
      (p) =>
        performance
          .getEntriesByType('resource')
          .filter((e) => new RegExp(p).test(new URL(e.name).pathname))
          .map((e) => (e as PerformanceResourceTiming & { workerFinalSourceType?: string }).workerFinalSourceType),
      pattern,
    );
  const scripts = await sources('^/static/js/');
  expect(scripts.length).toBeGreaterThan(0);
  expect(new Set(scripts)).toEqual(new Set(['cache']));
  expect(await sources('^/config\\.json$')).toEqual(['fetch-event']);
  await page.evaluate(() => fetch('/builds/latest.json', { cache: 'no-store' }).then((r) => r.text()));
  await expect.poll(() => sources('^/builds/latest\\.json$')).toContain('network');
  // A script missing from the cache (a newer build's, say) still comes, from the network.
  const missing = await page.evaluate(async () => {
    const cache = await caches.open((await caches.keys())[0] ?? '');
    const script = (await cache.keys()).find((r) => new URL(r.url).pathname.startsWith('/static/js/'));
    if (!script) return null;
    await cache.delete(script);
    const response = await fetch(script.url);
    return { path: new URL(script.url).pathname, ok: response.ok };
  });
  expect(missing?.ok).toBe(true);
  await expect.poll(() => sources(`^${missing?.path}$`)).toContain('network');
  // A page's request goes out while the worker starts (navigation preload).
  const preload = await page.evaluate(async () => (await navigator.serviceWorker.ready).navigationPreload.getState());
  expect(preload.enabled).toBe(true);
});
