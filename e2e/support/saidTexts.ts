import type { Page } from '@playwright/test';

/**
 * Records every text the element with `testId` shows from now on, each change once, however
 * briefly: a look now and then can step over a message shown for a second (a countdown's step, a
 * status on the way). The page's current document only; returns the texts so far.
 */
export async function recordTexts(page: Page, testId: string): Promise<() => Promise<string[]>> {
  await page.evaluate((id) => {
    const said: string[] = [];
    Object.assign(window, { [`coinwatchSaid:${id}`]: said });
    new MutationObserver(() => {
      const text = document.querySelector(`[data-testid="${id}"]`)?.textContent;
      if (text && said.at(-1) !== text) said.push(text);
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  }, testId);
  return () => page.evaluate((id) => (window as unknown as Record<string, string[]>)[`coinwatchSaid:${id}`] ?? [], testId);
}
