import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@coinwatch/shared/chromium';
import { type Browser, chromium, type Page } from 'playwright-core';

export async function withBrowser<T>(body: (browser: Browser) => Promise<T>): Promise<T> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    return await body(browser);
  } finally {
    await browser.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/**
 * Milliseconds from navigation start until `selector` is on screen: the median of `runs` loads,
 * each a fresh navigation with the HTTP cache cleared (service workers are blocked).
 */
export async function firstRender(page: Page, url: string, selector: string, runs = 5): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    await cdp.send('Network.clearBrowserCache');
    await page.goto('about:blank');
    await page.goto(url, { waitUntil: 'commit' });
    await page.locator(selector).first().waitFor();
    times.push(await page.evaluate(() => performance.now()));
  }
  return median(times);
}

/** The same-origin scripts a fresh load of `url` fetched (as paths) until `selector` showed. */
export async function scriptsFor(page: Page, url: string, selector: string, under = '/'): Promise<string[]> {
  const scripts = new Set<string>();
  const onResponse = (r: import('playwright-core').Response) => {
    const u = new URL(r.url());
    if (r.request().resourceType() === 'script' && u.origin === new URL(url).origin && u.pathname.startsWith(under))
      scripts.add(u.pathname);
  };
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await page.goto('about:blank');
  page.on('response', onResponse);
  await page.goto(url);
  await page.locator(selector).first().waitFor();
  page.off('response', onResponse);
  return [...scripts];
}
