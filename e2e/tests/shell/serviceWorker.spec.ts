import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { changeStoredSession, openHomeAs, storedSession } from '../../support/auth.ts';
import { createCoinsUser, restInsert } from '../../support/coins.ts';

test.use({ serviceWorkers: 'allow' });

/** The site's sw.js, changed for one test and put back after it. */
async function swFile() {
  const file = join(process.env.COINWATCH_SITE_DIR as string, 'sw.js');
  const original = await readFile(file, 'utf8');
  const buildId = JSON.parse(await readFile(join(process.env.COINWATCH_SITE_DIR as string, 'builds/latest.json'), 'utf8')).id as string;
  return { original, buildId, write: (text: string) => writeFile(file, text), restore: () => writeFile(file, original) };
}

/** A new build's worker: another build id, so other bytes. */
const nextBuildsWorker = (sw: { original: string; buildId: string }) => sw.original.replaceAll(sw.buildId, 'a-newer-build');

/**
 * Takes the browser offline or back online, and has the page told so as a real browser would.
 * Playwright's offline emulation fails every request, but Chromium 150 told a document loaded under
 * it that it was online (navigator.onLine true, no `online` event later), where a real browser,
 * offline, says false. From the next document on (an init script, so go offline before the
 * reload), the page is told what a real browser would, and the `online` event comes with the
 * connection. Chromium 156 sends that event itself: the page may reload on it at once.
 */
async function setOffline(page: Page, offline: boolean) {
  if (offline) {
    await page.context().addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'onLine', {
        configurable: true,
        get: () => sessionStorage.getItem('e2e:offline') !== 'yes',
      });
    });
    await page.context().setOffline(true);
    await page.evaluate(() => sessionStorage.setItem('e2e:offline', 'yes'));
    return;
  }
  await page.evaluate(() => sessionStorage.setItem('e2e:offline', 'no'));
  await page.context().setOffline(false);
  await page
    .evaluate(() => dispatchEvent(new Event('online')))
    .catch((error: Error) => {
      // The browser's own `online` event came first, and the page went on to its next document.
      if (!/Execution context was destroyed/.test(error.message)) throw error;
    });
}

const checkForUpdate = (page: Page) => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

test('the service worker registers, controls the page, and a new build’s worker shows the need-refresh notification', async ({ page }) => {
  test.skip(!process.env.COINWATCH_SITE_DIR, 'needs the site folder of the running stack');
  const sw = await swFile();
  try {
    await openHomeAs(page, await createCoinsUser());
    await expect(page.locator('html')).toHaveAttribute('data-service-worker', 'controlling');
    // To a page that does not exist and Back, in the app: its error page replaces the root for a while.
    await page.evaluate(() => {
      history.pushState(null, '', '/no-such-page');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Home' })).toBeVisible();

    await sw.write(nextBuildsWorker(sw));
    await checkForUpdate(page);
    await expect(page.locator('html')).toHaveAttribute('data-service-worker', 'waiting');
    const notice = page.getByTestId('notification').filter({ hasText: 'An update is ready' });
    await expect(notice).toBeVisible();
    // Told once.
    expect(await notice.count()).toBe(1);

    const reloaded = page.waitForEvent('load');
    await notice.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await expect(page.locator('html')).toHaveAttribute('data-service-worker', 'controlling');
  } finally {
    await sw.restore();
  }
});

test('a new build’s worker that cannot precache the app does not install: no update is offered, and the old one still works offline', async ({
  page,
  context,
}) => {
  test.skip(!process.env.COINWATCH_SITE_DIR, 'needs the site folder of the running stack');
  const sw = await swFile();
  try {
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('data-service-worker', 'controlling');
    // As behind a proxy answering 502 while the new worker installs.
    await context.route('**/asset-manifest.json', (route) => route.fulfill({ status: 502, body: 'Bad Gateway' }));
    await sw.write(nextBuildsWorker(sw));
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update().catch(() => undefined));
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return { installing: registration?.installing?.state ?? null, waiting: registration?.waiting?.state ?? null };
        }),
      )
      .toEqual({ installing: null, waiting: null });
    expect(await page.getByTestId('notification').filter({ hasText: 'An update is ready' }).count()).toBe(0);
    await context.unrouteAll({ behavior: 'wait' });
    await setOffline(page, true);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await setOffline(page, false);
  } finally {
    await sw.restore();
  }
});

test('a new worker of the build the page already runs takes over without a prompt', async ({ page }) => {
  test.skip(!process.env.COINWATCH_SITE_DIR, 'needs the site folder of the running stack');
  const sw = await swFile();
  try {
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('data-service-worker', 'controlling');
    await page.getByLabel('Email').fill('half-way@example.com');
    // As after the new-build check reloaded the page into the new build, under the old worker.
    await sw.write(`${sw.original}\n// the same build, served again ${Date.now()}\n`);
    let reloads = 0;
    page.on('load', () => reloads++);
    const tookOver = page.evaluate(
      () =>
        new Promise<boolean>((resolve) =>
          navigator.serviceWorker.addEventListener('controllerchange', () => resolve(true), { once: true }),
        ),
    );
    await checkForUpdate(page);
    expect(await tookOver).toBe(true);
    await expect(page.locator('html')).toHaveAttribute('data-service-worker', 'controlling');
    // A reload on the takeover would come a moment after it; give it the time to show.
    await page.waitForTimeout(500);
    expect(await page.getByTestId('notification').count()).toBe(0);
    expect(reloads).toBe(0);
    await expect(page.getByLabel('Email')).toHaveValue('half-way@example.com');
  } finally {
    await sw.restore();
  }
});

test('Reload on the update notification reloads only the tab it was pressed in', async ({ page, context }) => {
  test.skip(!process.env.COINWATCH_SITE_DIR, 'needs the site folder of the running stack');
  const sw = await swFile();
  const other = await context.newPage();
  try {
    await page.goto('/login');
    await other.goto('/signup');
    await expect(page.locator('html')).toHaveAttribute('data-service-worker', 'controlling');
    await expect(other.locator('html')).toHaveAttribute('data-service-worker', 'controlling');
    await other.getByLabel('Email').fill('half-way@example.com');
    let otherLoads = 0;
    other.on('load', () => otherLoads++);

    await sw.write(nextBuildsWorker(sw));
    await checkForUpdate(page);
    const notice = page.getByTestId('notification').filter({ hasText: 'An update is ready' });
    const reloaded = page.waitForEvent('load');
    await notice.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    // The other tab is now under the new worker too, and still holds what was typed.
    await expect(other.locator('html')).toHaveAttribute('data-service-worker', 'controlling');
    await expect.poll(() => other.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');
    await expect
      .poll(() =>
        Promise.all([page, other].map((p) => p.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null))),
      )
      .toEqual([null, null]);
    // The old code reloaded at once on the takeover; give such a reload the time to show.
    await other.waitForTimeout(500);
    expect(otherLoads).toBe(0);
    await expect(other.getByLabel('Email')).toHaveValue('half-way@example.com');
  } finally {
    await sw.restore();
    await other.close();
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

test('opened offline with a sign-in to renew, the page says at once that it cannot confirm it, and goes on by itself once back online', async ({
  page,
}) => {
  await openHomeAs(page, await createCoinsUser());
  await expect(page.locator('html')).toHaveAttribute('data-service-worker', 'controlling');
  // The access token ran out while the laptop slept; the tab is restored before the Wi-Fi is up.
  const stored = await storedSession(page);
  await changeStoredSession(page, { expired: true });
  await setOffline(page, true);
  await page.reload();
  // At once, not after supabase-js's 30 s of retries.
  await expect(
    page.getByText('You are still signed in: reload to go on. You are offline: the page reloads by itself once you are back.'),
  ).toBeVisible({
    timeout: 5_000,
  });
  await setOffline(page, false);
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expect.poll(async () => (await storedSession(page))?.refresh_token).not.toBe(stored?.refresh_token);
});

test('Home opened offline says at once that the coins could not load, and lists them by itself once back online', async ({ page }) => {
  const user = await createCoinsUser();
  await restInsert(user, 'tracked_coins', [
    { coin_ticker: 'OFF', coin_name: 'Read once online', coin_address: '0x52908400098527886e0f7030069857d2e4169ee7', chain_id: 1 },
  ]);
  await openHomeAs(page, user);
  await expect(page.locator('html')).toHaveAttribute('data-service-worker', 'controlling');
  await setOffline(page, true);
  await page.reload();
  // At once, not after supabase-js's retries of each read (1 + 2 + 4 s) under "Loading your coins…".
  await expect(page.getByText('Could not load your coins: you are offline. They load by themselves once you are back.')).toBeVisible({
    timeout: 5_000,
  });
  await setOffline(page, false);
  await expect(page.getByTestId('coins-card').filter({ hasText: 'OFF' })).toBeVisible();
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

test('a new build’s page, deployed while the old worker still runs, does not become its offline page', async ({ page, context }) => {
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('data-service-worker', 'controlling');
  const sw = await swFile();
  const file = join(process.env.COINWATCH_SITE_DIR as string, 'index.html');
  const original = await readFile(file, 'utf8');
  // The new build's app page: its own build id, and scripts under names the old worker never cached.
  const newer = original
    .replaceAll(sw.buildId, 'a-newer-build')
    .replace(/\/static\/js\/index\.([0-9a-f]+)\.js/, '/static/js/index.$1-newer.js');
  expect(newer).not.toBe(original);
  try {
    await writeFile(file, newer);
    await page.goto('/settings');
    await expect(page.locator('meta[name="coinwatch-build"]')).toHaveAttribute('content', 'a-newer-build');
    await context.setOffline(true);
    await page.reload();
    // The old build's page, whose scripts the worker has, not the new one's, whose it has not.
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await expect(page.locator('meta[name="coinwatch-build"]')).toHaveAttribute('content', sw.buildId);
  } finally {
    await context.setOffline(false);
    await writeFile(file, original);
  }
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
