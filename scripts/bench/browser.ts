import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@coinwatch/shared/chromium';
import { type Browser, type BrowserContext, type CDPSession, chromium, type Page } from 'playwright-core';

export async function withBrowser<T>(body: (browser: Browser) => Promise<T>): Promise<T> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    return await body(browser);
  } finally {
    await browser.close();
  }
}

/**
 * A browser with a profile on disk, as a real user's (a context of `withBrowser` is incognito, and
 * Chromium keeps no compiled scripts for those), its service worker allowed. Removed afterwards.
 */
export async function withProfile<T>(body: (context: BrowserContext) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'coinwatch-bench-profile-'));
  const context = await chromium.launchPersistentContext(dir, { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    return await body(context);
  } finally {
    await context.close();
    await rm(dir, { recursive: true, force: true });
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** When `selector` is on screen (the page's script has let go of the main thread), or when the page first painted. */
export type RenderTarget = { url: string; selector: string; measure?: 'on screen' | 'first paint' };

// A string, not a function: tsx's name helpers would not exist in the page.
const FIRST_PAINT = `new Promise((resolve) => {
  const seen = () => performance.getEntriesByName('first-contentful-paint')[0];
  if (seen()) return resolve(seen().startTime);
  new PerformanceObserver((_, o) => { if (seen()) { o.disconnect(); resolve(seen().startTime); } }).observe({ type: 'paint', buffered: true });
})`;

/**
 * Milliseconds from navigation start until `selector` is on screen (or, for 'first paint', until
 * the browser first painted content: the First Contentful Paint), for each of `targets`: the
 * median of `runs` loads each. Cold: a fresh navigation of `page` with the HTTP cache cleared (a
 * first visit: `page`'s context should block service workers). Warm: a new tab each time, the cache
 * kept, after two loads of each target first (a returning visitor: in a `withProfile` context, the
 * browser also keeps compiled scripts, from a script's second load on, and the app's service worker
 * is in control). `latencyMs` delays every answer, as a real network's round trips would. The
 * targets take turns, so a busy moment of the machine weighs on all alike.
 */
export async function firstRenders(
  page: Page,
  targets: readonly RenderTarget[],
  { runs = 9, cache = 'cold', latencyMs = 0 }: { runs?: number; cache?: 'cold' | 'warm'; latencyMs?: number } = {},
): Promise<number[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  // Every request's answer held back by latencyMs, as over a real network (localhost has none);
  // the emulation ends when its session is detached.
  const network = async (session: CDPSession) => {
    if (latencyMs === 0) return;
    await session.send('Network.enable');
    await session.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: latencyMs,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
  };
  await network(cdp);
  const load = async ({ url, selector, measure }: RenderTarget) => {
    const tab = cache === 'warm' ? await page.context().newPage() : page;
    if (tab !== page) await network(await page.context().newCDPSession(tab));
    if (cache === 'cold') {
      await cdp.send('Network.clearBrowserCache');
      await page.goto('about:blank');
    }
    await tab.goto(url, { waitUntil: 'commit' });
    await tab.locator(selector).first().waitFor();
    const ms = Number(await tab.evaluate(measure === 'first paint' ? FIRST_PAINT : 'performance.now()'));
    if (tab !== page) await tab.close();
    return ms;
  };
  if (cache === 'warm') for (let i = 0; i < 2; i++) for (const target of targets) await load(target);
  const times: number[][] = targets.map(() => []);
  for (let i = 0; i < runs; i++) for (const [t, target] of targets.entries()) times[t]?.push(await load(target));
  await cdp.detach();
  return times.map(median);
}

/**
 * Milliseconds from a click on the app's link to `path` until `selector` is on screen, the app
 * already running at `startUrl` (its own first render done): what opening a tool costs inside the
 * app. Median of `runs`, each from a fresh page load with the HTTP cache cleared before the click.
 */
export async function inAppRender(page: Page, startUrl: string, path: string, selector: string, runs = 9): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    await page.goto(startUrl);
    await page.locator(`a[href="${path}"]`).first().waitFor();
    await cdp.send('Network.clearBrowserCache');
    // A string, not a function: tsx's name helpers would not exist in the page.
    const ms = await page.evaluate(`new Promise((resolve) => {
      const start = performance.now();
      const shown = () => document.querySelector(${JSON.stringify(selector)});
      new MutationObserver((_, o) => { if (shown()) { o.disconnect(); resolve(performance.now() - start); } })
        .observe(document, { childList: true, subtree: true });
      document.querySelector('a[href="${path}"]').click();
    })`);
    times.push(Number(ms));
  }
  return median(times);
}

/**
 * The same-origin scripts (as paths) a fresh load of `url` asked for before `selector` was first on
 * screen: what that first render needed, not what the page loads after it.
 */
export async function scriptsFor(page: Page, url: string, selector: string, under = '/'): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await page.goto('about:blank');
  // A string, not a function: tsx's name helpers would not exist in the page.
  await page.addInitScript({
    content: `new MutationObserver((_, o) => {
      if (document.querySelector(${JSON.stringify(selector)})) { window.__shownAt = performance.now(); o.disconnect(); }
    }).observe(document, { childList: true, subtree: true });`,
  });
  await page.goto(url);
  await page.locator(selector).first().waitFor();
  const origin = new URL(url).origin;
  const paths = await page.evaluate(() => {
    const shownAt = (window as unknown as { __shownAt: number }).__shownAt;
    return (
      performance
        .getEntriesByType('resource')
        // Asked for by a script, or preloaded with the page (a tool page's Link header).
        .filter((e) => {
          const by = (e as PerformanceResourceTiming).initiatorType;
          return (by === 'script' || (by === 'link' && /\.js$/.test(new URL(e.name).pathname))) && e.startTime <= shownAt;
        })
        .map((e) => e.name)
    );
  });
  return [
    ...new Set(
      paths
        .map((p) => new URL(p))
        .filter((u) => u.origin === origin && u.pathname.startsWith(under))
        .map((u) => u.pathname),
    ),
  ];
}
