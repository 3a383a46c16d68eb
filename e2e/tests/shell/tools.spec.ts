import { expect, type Page, test } from '@playwright/test';
import { openHomeAs, openSignedIn, signedInPage } from '../../support/auth.ts';
import { fastForwardUntil } from '../../support/clock.ts';
import { userTrackingDemoToken } from '../../support/devnet.ts';

const signedIn = (page: Page) => signedInPage(page);

const signedInRoutes = [
  { path: '/', layout: 'default', title: 'Home', crumbs: false },
  { path: '/settings', layout: 'default', title: 'Settings', crumbs: true },
  { path: '/tools/wallet', layout: 'default', title: 'Wallet', crumbs: true },
  { path: '/tools/friend-tech', layout: 'default', title: 'Friend.tech', crumbs: true },
  { path: '/tools/txns', layout: 'txns', title: 'Transactions', crumbs: true },
  // A coin's and an address's tabs are told apart: the title is the trail of crumbs.
  { path: '/tools/txns/DMO', layout: 'txns', title: 'Transactions · DMO', crumbs: true },
  {
    path: `/tools/txns/DMO/0x${'ab'.repeat(20)}`,
    layout: 'txns',
    title: /^Coinwatch \| Transactions · DMO · 0x[0-9a-fA-F]{4}…[0-9a-fA-F]{4}$/,
    crumbs: true,
  },
];

test('every signed-in route renders in its layout, with breadcrumbs everywhere but Home', async ({ page }) => {
  await signedIn(page);
  for (const route of signedInRoutes) {
    await page.goto(route.path);
    await expect(page.locator(`[data-layout="${route.layout}"]`)).toBeVisible();
    await expect(page).toHaveTitle(typeof route.title === 'string' ? `Coinwatch | ${route.title}` : route.title);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveCount(route.crumbs ? 1 : 0);
  }
});

test('an unknown path shows the 404 page, and its answer has status 404', async ({ page }) => {
  await signedIn(page);
  // Through the app's service worker, which controls the page by now, as a returning visitor's would.
  expect((await page.goto('/no/such/page'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText('Page not found', { exact: true })).toBeVisible();
  await expect(page).toHaveTitle('Coinwatch | Page Not Found');
});

test('a path below a tool that is none of its pages shows the 404 page with status 404, and the tool comes back on its own path', async ({
  page,
}) => {
  await signedIn(page);
  const address = `0x${'ab'.repeat(20)}`;
  // The tools' own pages below them answer 200: the server knows them from each live release.
  for (const path of [`/tools/txns/DMO/${address}`, `/tools/friend-tech/${address}`])
    expect({ path, status: (await page.goto(path))?.status() }).toEqual({ path, status: 200 });
  for (const [path, tool] of [
    ['/tools/wallet/no-such-page', 'wallet-tool'],
    [`/tools/txns/DMO/${address}/more`, 'txns-tool'],
    [`/tools/friend-tech/${address}/more`, 'friend-tech-tool'],
  ] as const) {
    expect({ path, status: (await page.goto(path))?.status() }).toEqual({ path, status: 404 });
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByText('Page not found', { exact: true })).toBeVisible();
    await expect(page).toHaveTitle('Coinwatch | Page Not Found');
    await expect(page.getByTestId(tool)).toHaveCount(0);
  }
  // The navigation still works, and the tool's own page has its tool and its title again.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Friend.tech' }).click();
  await expect(page.getByTestId('friend-tech-tool')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toHaveCount(0);
  await expect(page).toHaveTitle('Coinwatch | Friend.tech');
});

test('each tool loads on demand, only when its route is visited', async ({ page }) => {
  const remoteRequests: string[] = [];
  let manifestReads = 0;
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith('/remotes/')) remoteRequests.push(path);
    if (path === '/remotes.json') manifestReads++;
  });
  await signedIn(page);
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  expect(remoteRequests).toEqual([]);
  // The list of tools is read once the page is idle, so a click on a tool goes straight to its files.
  await expect.poll(() => manifestReads).toBe(1);

  await page.getByRole('link', { name: 'Wallet' }).click();
  await expect(page.getByTestId('wallet-tool')).toBeVisible();
  expect(manifestReads).toBe(1);
  expect(remoteRequests.some((p) => p.startsWith('/remotes/wallet/'))).toBe(true);
  expect(remoteRequests.filter((p) => !p.startsWith('/remotes/wallet/'))).toEqual([]);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Friend.tech' }).click();
  await expect(page.getByTestId('friend-tech-tool')).toBeVisible();
  expect(remoteRequests.some((p) => p.startsWith('/remotes/txns/'))).toBe(false);
});

test.describe('a first visit to a tool page', () => {
  test.use({ serviceWorkers: 'block' });

  test('comes with the tool: the list of tools and the tool are asked for with the page, each once', async ({ page }) => {
    await signedIn(page);
    const remotes = (await (await page.request.get('/remotes.json')).json()) as { remotes: Record<string, { entry: string }> };
    const entry = remotes.remotes.wallet?.entry ?? '';
    const toolDir = entry.replace(/[^/]+$/, '');
    // Leave Home first: once idle it reads /remotes.json itself, which would count against the visit.
    await page.goto('about:blank');
    const requests = new Map<string, number>();
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      requests.set(path, (requests.get(path) ?? 0) + 1);
    });

    const response = await page.goto('/tools/wallet');
    expect(response?.headers().link).toContain(`<${entry}>; rel=preload`);
    await expect(page.getByTestId('wallet-tool')).toBeVisible();
    // Asked for by the page's preloads, before the app ran: not one round trip after another.
    const preloaded = (await page.evaluate(
      `performance.getEntriesByType('resource').filter((e) => e.initiatorType === 'link').map((e) => new URL(e.name).pathname)`,
    )) as string[];
    expect(preloaded).toContain('/remotes.json');
    expect(preloaded).toContain(entry);
    expect(preloaded.filter((p) => p.startsWith(toolDir) && p.endsWith('.js')).length).toBeGreaterThanOrEqual(2);
    // The app took those answers instead of asking again.
    for (const path of preloaded) expect(requests.get(path), path).toBe(1);
  });
});

test('the transactions tool lists the coins without the chain library, which comes with a coin page', async ({ page }) => {
  const { user, token } = await userTrackingDemoToken();
  await openHomeAs(page, user);
  // viem's files, as the tool's own manifest names them (its copy of the shared module).
  const remotes = (await (await page.request.get('/remotes.json')).json()) as { remotes: Record<string, { entry: string }> };
  const manifestUrl = remotes.remotes.txns?.entry ?? '';
  const manifest = (await (await page.request.get(manifestUrl)).json()) as {
    shared: Array<{ name: string; assets: { js: { sync: string[] } } }>;
  };
  const viemFiles = manifest.shared.find((s) => s.name === 'viem')?.assets.js.sync ?? [];
  expect(viemFiles.length).toBeGreaterThan(0);
  const base = new URL(manifestUrl, page.url()).pathname.replace(/[^/]+$/, '');
  const fetched: string[] = [];
  page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
  const viemFetched = () => viemFiles.filter((f) => fetched.includes(`${base}${f}`));

  await page.goto('/tools/txns');
  const coinLink = page.getByTestId('txns-coin-link').filter({ hasText: token.symbol });
  await expect(coinLink).toBeVisible();
  expect(viemFetched()).toEqual([]);
  await coinLink.click();
  await expect(page.getByTestId('txns-scan')).toBeVisible();
  expect(viemFetched()).toEqual(viemFiles);
});

test('a remote whose manifest is gone shows the boundary, the shell keeps working, and retry recovers', async ({ page }) => {
  await signedIn(page);
  let gone = true;
  await page.route('**/remotes/friend-tech/**/mf-manifest.json', (route) =>
    gone ? route.fulfill({ status: 404, body: 'Not found' }) : route.continue(),
  );
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Friend.tech' }).click();
  const problem = page.getByTestId('tool-problem');
  await expect(problem).toContainText('Friend.tech is unavailable');
  // The server's 404 is not the user's connection: the page does not send them to check it.
  await expect(problem).toContainText("Coinwatch's server did not send Friend.tech's files (HTTP 404). This is not your connection");

  // The rest of the shell still works.
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Friend.tech' }).click();
  await expect(problem).toBeVisible();

  gone = false;
  // From the keyboard: the panel goes with its button, and the keyboard goes on from the main region, not the page’s start.
  await problem.getByRole('button', { name: 'Retry' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('friend-tech-tool')).toBeVisible();
  await expect(page.locator('main')).toBeFocused();
});

test('a tool whose manifest request hangs is asked for again, and loads, instead of showing “Loading…” for good', async ({ page }) => {
  // The page's clock is the test's: the 10 s the request is given pass at once.
  await page.clock.install();
  await signedIn(page);
  let hung = 0;
  await page.route('**/remotes/friend-tech/**/mf-manifest.json', (route) => {
    // The first request never gets an answer (a train in a tunnel); the next one does.
    if (hung++ === 0) return;
    return route.continue();
  });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Friend.tech' }).click();
  await expect(page.getByText('Loading Friend.tech…')).toBeVisible();
  // The unanswered request is given up after 10 s.
  await expect.poll(() => hung).toBe(1);
  await page.clock.fastForward(6_000);
  await expect(page.getByText('Loading Friend.tech…')).toBeVisible();
  expect(hung).toBe(1);
  await fastForwardUntil(page, () => expect(page.getByTestId('friend-tech-tool')).toBeVisible({ timeout: 500 }));
  expect(hung).toBe(2);
});

test('a tool released after the page started is found by Retry in the new /remotes.json', async ({ page }) => {
  let released = false;
  await page.route('**/remotes.json', async (route) => {
    const response = await route.fetch();
    const manifest = (await response.json()) as { remotes: Record<string, unknown> };
    if (!released) delete manifest.remotes['friend-tech'];
    await route.fulfill({ response, json: manifest });
  });
  await signedIn(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Friend.tech' }).click();
  const problem = page.getByTestId('tool-problem');
  await expect(problem).toContainText('Friend.tech is unavailable');

  released = true;
  await problem.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByTestId('friend-tech-tool')).toBeVisible();
  // The tools the page loaded before stay as they were; the wallet still opens.
  await page.getByRole('link', { name: 'Wallet' }).click();
  await expect(page.getByTestId('wallet-tool')).toBeVisible();
});

test('offline, a tool’s page that could not be downloaded says so, not the browser, and comes by itself once the connection is back', async ({
  page,
  context,
}) => {
  await signedIn(page);
  await context.setOffline(true);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Friend.tech' }).click();
  await expect(page.getByText('Part of the app could not be downloaded. Check your connection: the page reloads by itself')).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByTestId('friend-tech-tool')).toBeVisible();
});

test('offline, a page inside a tool that could not be downloaded says so, and comes by itself, whole, once the connection is back', async ({
  page,
  context,
}) => {
  const { user, token } = await userTrackingDemoToken();
  await openSignedIn(page, user, '/tools/txns');
  const coinLink = page.getByTestId('txns-coin-link').filter({ hasText: token.symbol });
  await expect(coinLink).toBeVisible();
  // The coin page's own code (and the chain library) are not downloaded yet.
  await context.setOffline(true);
  await coinLink.click();
  const problem = page.getByTestId('tool-problem');
  await expect(problem).toContainText('Transactions could not be downloaded');
  await expect(problem).toContainText('Check your connection: the page reloads by itself once you are back online.');
  await context.setOffline(false);
  // A remount would have found the tool half-loaded; the reload brings the whole of it.
  await expect(page.getByTestId('txns-scan')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/tools/txns/${token.symbol}$`));

  // The same, but the user goes back to the list before the coin page could be downloaded: asked
  // for again, it still comes whole (the page reloads for it), never "stopped working" with a Retry
  // that cannot work (the failed download left the tool's code half-loaded).
  await page.goto('/tools/txns');
  await expect(coinLink).toBeVisible();
  let failing = true;
  await page.route('**/remotes/txns/**/*.js', (route) => (failing ? route.abort('connectionreset') : route.continue()));
  // As if the page had reloaded for a newer build a moment ago: the panel shows at once.
  await page.evaluate(() => sessionStorage.setItem('coinwatch:reload', String(Date.now())));
  await coinLink.click();
  await expect(problem).toContainText('Transactions could not be downloaded');
  await page.goBack();
  await expect(coinLink).toBeVisible();
  failing = false;
  await coinLink.click();
  const reload = problem.getByRole('button', { name: 'Reload page' });
  await expect(page.getByTestId('txns-scan').or(reload)).toBeVisible();
  if (await reload.isVisible()) await reload.click();
  await expect(page.getByTestId('txns-scan')).toBeVisible();
});
