import { expect, test } from '@playwright/test';

// The browser the tests drive, as shared/chromium.ts launches it: its flags must not undo
// Playwright's own, and must keep it from the work that made the suite slow.

/** The running browser's command line, as its own chrome://version page shows it. */
async function commandLine(page: import('@playwright/test').Page): Promise<string> {
  await page.goto('chrome://version');
  return (await page.locator('#command_line').textContent()) ?? '';
}

test('the test browser keeps every feature Playwright turns off turned off', async ({ page }) => {
  // Chromium obeys only the last --disable-features, so it must name every feature an earlier one does.
  const lists = [...(await commandLine(page)).matchAll(/--disable-features=(\S+)/g)].map((match) => (match[1] ?? '').split(','));
  expect(lists.length).toBeGreaterThan(0);
  const obeyed = lists.at(-1);
  for (const earlier of lists.slice(0, -1)) expect(obeyed).toEqual(expect.arrayContaining(earlier));
});

test('the test browser opens no hidden address-bar pages beside a test’s page', async ({ page, browser }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  const cdp = await browser.newBrowserCDPSession();
  const { targetInfos } = await cdp.send('Target.getTargets', { filter: [{}] });
  expect(targetInfos.map((target) => target.url).filter((url) => url.startsWith('chrome://'))).toEqual([]);
});
