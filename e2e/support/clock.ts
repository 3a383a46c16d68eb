import { expect, type Page } from '@playwright/test';

/**
 * Moves the page's clock on by `stepMs` at a time, as a laptop lid closed and opened does, until
 * `check` passes: a wait of the app's own (supabase-js's retries of a failed read, a socket's quiet
 * limit, a back-off) is over at once, in order, instead of taking the test's real seconds. The
 * page's clock must be the test's (`page.clock.install()` before the waits begin). `check` asserts
 * with a short timeout of its own; the steps stop at the first pass.
 */
export async function fastForwardUntil(page: Page, check: () => Promise<void>, stepMs = 2_000): Promise<void> {
  await expect(async () => {
    await page.clock.fastForward(stepMs);
    await check();
  }).toPass({ timeout: 20_000 });
}
