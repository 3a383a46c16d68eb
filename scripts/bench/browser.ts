import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@coinwatch/shared/chromium';
import { chromium, type Page } from 'playwright-core';

export async function withPage<T>(body: (page: Page) => Promise<T>): Promise<T> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    return await body(await context.newPage());
  } finally {
    await browser.close();
  }
}

/** Milliseconds from navigation start until `selector` is on screen, median of `runs` cold loads. */
export async function firstRender(page: Page, url: string, selector: string, runs = 5): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    await page.context().clearCookies();
    await page.goto('about:blank');
    await page.goto(url, { waitUntil: 'commit' });
    await page.locator(selector).first().waitFor();
    times.push(await page.evaluate(() => performance.now()));
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? Number.NaN;
}

/** The same-origin scripts a page fetched to show `selector`, as paths. */
export async function scriptsFor(page: Page, url: string, selector: string): Promise<string[]> {
  const scripts = new Set<string>();
  const onResponse = (r: import('playwright-core').Response) => {
    const u = new URL(r.url());
    if (r.request().resourceType() === 'script' && u.origin === new URL(url).origin) scripts.add(u.pathname);
  };
  page.on('response', onResponse);
  await page.goto(url);
  await page.locator(selector).first().waitFor();
  page.off('response', onResponse);
  return [...scripts];
}
