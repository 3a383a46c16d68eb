import { expect, type Page, test } from '@playwright/test';
import { signedInPage } from '../../support/auth.ts';
import { holdRequests } from '../../support/holdRequests.ts';

/** Each tool's page, and what its first render shows before the user's data is there. */
const TOOLS = [
  { id: 'txns', title: 'Transactions', layout: 'txns', waiting: 'Loading your coins…', live: 'You track no coins yet' },
  { id: 'wallet', title: 'Wallet', layout: 'default', waiting: 'Looking for browser wallets…', live: 'No browser wallet found' },
  { id: 'friend-tech', title: 'Friend.tech', layout: 'default', waiting: 'Loading…', live: 'You track no addresses yet' },
];

/** Every text the page has shown, from its first paint on (a loading state can last a single frame). */
async function recordTexts(page: Page): Promise<void> {
  await page.addInitScript({
    content: `window.__shown = new Set();
      new MutationObserver(() => { if (document.body) window.__shown.add(document.body.innerText); })
        .observe(document, { childList: true, subtree: true, characterData: true });`,
  });
}

test.describe('a tool’s first frame', () => {
  test('each tool page shows the tool from its HTML alone, in its layout and styled, inert until the app takes over', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const tool of TOOLS) {
      await page.goto(`/tools/${tool.id}`);
      await expect(page).toHaveTitle(`Coinwatch | ${tool.title}`);
      await expect(page.locator(`[data-layout="${tool.layout}"]`)).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(tool.title);
      const frame = page.locator(`[data-first-frame="${tool.id}"]`);
      await expect(frame.getByTestId(`${tool.id}-tool`)).toBeVisible();
      await expect(frame.getByRole('heading', { level: 1 })).toHaveText(tool.title);
      await expect(frame.getByText(tool.waiting, { exact: true })).toBeVisible();
      // The tool's own styles come with the frame (its heading is 1.4rem, not the browser's 2em).
      const sizes = await frame
        .locator('h1')
        .evaluate((h1) => [getComputedStyle(h1).fontSize, getComputedStyle(document.documentElement).fontSize]);
      expect(Number.parseFloat(sizes[0] ?? '')).toBeCloseTo(1.4 * Number.parseFloat(sizes[1] ?? ''), 1);
      // Busy and inert: nothing typed or clicked there would survive the app drawing the tool.
      await expect(frame).toHaveAttribute('aria-busy', 'true');
      await expect(frame).toHaveJSProperty('inert', true);
    }
    // A coin's page is the app's to draw.
    await page.goto('/tools/txns/DMO');
    await expect(page.locator('[data-first-frame]')).toHaveCount(0);
    await context.close();
  });

  test('a signed-in visit goes from the frame to the tool with no loading state between, and without errors', async ({ page }) => {
    await signedInPage(page);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => {
      // The friend-tech tool reads Base, on the internet, which this machine cannot reach.
      if (m.type() === 'error' && !m.text().includes('ERR_NAME_NOT_RESOLVED')) errors.push(m.text());
    });
    await recordTexts(page);
    for (const tool of TOOLS) {
      await page.goto(`/tools/${tool.id}`);
      const live = page.locator(`.tool-frame[data-tool="${tool.id}"]:not([data-first-frame])`);
      await expect(live.getByText(tool.live)).toBeVisible();
      await expect(page.locator('[data-first-frame]')).toHaveCount(0);
      const shown = await page.evaluate(() => [...(window as unknown as { __shown: Set<string> }).__shown].join('\n'));
      expect(shown).toContain(tool.waiting);
      expect(shown).not.toContain(`Loading ${tool.title}…`);
      expect(shown).not.toContain('Loading Coinwatch');
    }
    expect(errors).toEqual([]);
  });

  test('a keyboard user who tabbed into the page during its frame keeps that focus when the app draws the page', async ({ page }) => {
    await signedInPage(page);
    // The app's entry script is held back until the user has moved the focus.
    const entry = await holdRequests(page, /\/static\/js\/index\.[0-9a-f]+\.js$/);
    await page.goto('/tools/wallet', { waitUntil: 'commit' });
    await expect(page.locator('[data-first-frame="wallet"]')).toBeVisible();
    const focused = () =>
      page.evaluate(() => {
        const el = document.activeElement;
        return el && el !== document.body ? `${el.tagName} ${el.getAttribute('href')} ${el.textContent}` : null;
      });
    // A few steps in: past the skip link, onto the header's controls.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const previous = await focused();
    await page.keyboard.press('Tab');
    const before = await focused();
    expect(before).not.toBeNull();
    expect(before).not.toBe(previous);
    entry.release();
    await expect(page.locator('.tool-frame[data-tool="wallet"]:not([data-first-frame])')).toBeVisible();
    await expect(page.locator('[data-first-frame]')).toHaveCount(0);
    expect(await focused()).toBe(before);
    // It is the live page's control, in its place: a step back is the control before it.
    await page.keyboard.press('Shift+Tab');
    expect(await focused()).toBe(previous);
  });

  test('a visitor without a session is sent from the frame to sign in', async ({ page }) => {
    await page.goto('/tools/wallet');
    await expect(page).toHaveURL(/\/login\?next=%2Ftools%2Fwallet$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  });
});
