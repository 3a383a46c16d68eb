import { expect, test } from '@playwright/test';
import { openHomeAs } from '../../support/auth.ts';
import { fastForwardUntil } from '../../support/clock.ts';
import { createCoinsUser, restInsert } from '../../support/coins.ts';
import { recordFrames } from '../../support/frames.ts';
import { holdRequests } from '../../support/holdRequests.ts';

const TOKEN = '0x52908400098527886e0f7030069857d2e4169ee7';
const COINS = /\/rest\/v1\/tracked_coins/;
// supabase-js tries a failed read three more times, 1, 2 and 4 s apart, before it answers with the
// failure: the tests that wait for it take the page's clock (page.clock.install) and move it on.

test('when the coins cannot be read, a tool page says so with Retry, never that the user tracks none', async ({ page }) => {
  const user = await createCoinsUser();
  await restInsert(user, 'tracked_coins', [{ coin_ticker: 'LOADX', coin_name: 'Load test', coin_address: TOKEN, chain_id: 1 }]);
  await page.clock.install();
  await openHomeAs(page, user);

  await page.route(COINS, (route) => (route.request().method() === 'GET' ? route.abort('internetdisconnected') : route.fallback()));
  await page.goto('/tools/txns');
  const problem = page.getByTestId('coins-load-error');
  await fastForwardUntil(page, () =>
    expect(problem).toContainText('Could not load your coins. Check your connection. Retrying automatically.', { timeout: 500 }),
  );
  // Said once, by the shell: the tool under it does not go on saying it is loading them.
  await expect(page.getByText('Loading your coins…')).toHaveCount(0);
  await expect(page.getByText('You track no coins yet')).toHaveCount(0);

  // The clock stands still from here: Retry brings the list, not the next read of its own.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 10);
  await page.unroute(COINS);
  await problem.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByTestId('txns-coin-link').filter({ hasText: 'LOADX' })).toBeVisible();
  await expect(problem).toHaveCount(0);
  // The Retry button went with the message: the keyboard goes on from the main region, not the page’s top.
  await expect(page.getByRole('main')).toBeFocused();
});

test('Home’s load error reads the coins again by itself once the server answers, while the browser said it was online all along', async ({
  page,
}) => {
  const user = await createCoinsUser();
  await restInsert(user, 'tracked_coins', [{ coin_ticker: 'LOADY', coin_name: 'Load test', coin_address: TOKEN, chain_id: 1 }]);
  await page.route(COINS, (route) => (route.request().method() === 'GET' ? route.abort('internetdisconnected') : route.fallback()));
  await page.clock.install();
  await openHomeAs(page, user);
  const problem = page.getByTestId('coins-load-error');
  await fastForwardUntil(page, () => expect(problem).toBeVisible({ timeout: 500 }));
  // The server is back (a VPN or a server that dropped for a while): no event tells the page so.
  await page.unroute(COINS);
  await fastForwardUntil(page, () => expect(page.getByTestId('coins-card').filter({ hasText: 'LOADY' })).toBeVisible({ timeout: 500 }));
  await expect(problem).toHaveCount(0);
});

test('an answer that is not a list of coins says so, instead of loading forever, and the list comes once the server sends one', async ({
  page,
}) => {
  const user = await createCoinsUser();
  await restInsert(user, 'tracked_coins', [{ coin_ticker: 'LOADZ', coin_name: 'Load test', coin_address: TOKEN, chain_id: 1 }]);
  await page.route(COINS, (route) => (route.request().method() === 'GET' ? route.fulfill({ json: [{ id: 1 }] }) : route.fallback()));
  await openHomeAs(page, user);
  const problem = page.getByTestId('coins-load-error');
  await expect(problem).toContainText(
    'Could not read your coins: the server sent an answer Coinwatch does not understand. Retrying automatically.',
  );
  await page.unroute(COINS);
  // At its next read of its own: 1, 2 or 5 s after the last failed one.
  await expect(page.getByTestId('coins-card').filter({ hasText: 'LOADZ' })).toBeVisible({ timeout: 15_000 });
  await expect(problem).toHaveCount(0);
});

test('a server that never answers: after 20 s the page says so, not the connection, reads again after a pause, and shows the coins once it answers', async ({
  page,
}) => {
  const user = await createCoinsUser();
  await restInsert(user, 'tracked_coins', [{ coin_ticker: 'LOADH', coin_name: 'Load test', coin_address: TOKEN, chain_id: 1 }]);
  await openHomeAs(page, user);
  await expect(page.getByTestId('coins-card').filter({ hasText: 'LOADH' })).toBeVisible();

  // The page's clock is the test's from here: the 20 s deadline passes at once.
  await page.clock.install();
  let held = 0;
  await page.route(COINS, (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    held++; // taken and never answered, as a hung proxy or database does
  });
  await page.reload();
  await expect.poll(() => held).toBeGreaterThan(0);
  const problem = page.getByTestId('coins-load-error');
  await page.clock.fastForward(19_000);
  await expect(page.getByTestId('coins-empty')).toHaveCount(0);
  await expect(problem).toHaveCount(0);
  await page.clock.fastForward(1_500);
  await expect(problem).toContainText('Could not load your coins: the server did not answer in time. Retrying automatically.');
  // Read again as the message says, after a pause.
  const heldAtMessage = held;
  await page.clock.fastForward(1_500);
  await expect.poll(() => held).toBe(heldAtMessage + 1);

  // That read runs out of time too (20 s), then the next one finds the server answering.
  await page.unroute(COINS);
  await page.clock.fastForward(21_000);
  await fastForwardUntil(page, () => expect(page.getByTestId('coins-card').filter({ hasText: 'LOADH' })).toBeVisible({ timeout: 500 }));
  await expect(problem).toHaveCount(0);
});

test('a list read before a save and answered after it does not take the saved coin away', async ({ page }) => {
  const user = await createCoinsUser();
  await openHomeAs(page, user);
  await expect(page.getByTestId('coins-empty')).toBeVisible();

  // A refetch (the user came back to the tab) reaches the server first; its answer is slow.
  const stale = await holdRequests(page, COINS, { method: 'GET', firstOnly: true, answerLate: true });
  await expect
    .poll(async () => {
      await page.evaluate(() => window.dispatchEvent(new Event('focus')));
      return stale.sent;
    })
    .toBeGreaterThan(0);

  await page.getByTestId('coins-add').click();
  const form = page.getByTestId('coins-coin-form');
  await form.getByLabel('Ticker').fill('RACE');
  await form.getByLabel('Name').fill('Raced');
  await form.getByLabel('Contract address').fill(TOKEN);
  const saved = page.waitForResponse((r) => r.request().method() === 'POST' && COINS.test(r.url()));
  await form.getByRole('button', { name: 'Add coin' }).click();
  expect((await saved).status()).toBe(201);

  // The old answer (no RACE in it) arrives now; the page reads the list again instead of using it,
  // so the saved coin never leaves the screen, not even for the time of the new read.
  await expect(page.getByTestId('coins-card').filter({ hasText: 'RACE' })).toBeVisible();
  const painted = await recordFrames(page, () => document.body.textContent?.includes('RACE') ?? false);
  const reread = page.waitForResponse((r) => r.request().method() === 'GET' && COINS.test(r.url()) && stale.sent > 1);
  stale.release();
  await (await reread).finished();
  await expect(page.getByTestId('coins-card').filter({ hasText: 'RACE' })).toBeVisible();
  await expect(page.getByTestId('coins-card')).toHaveCount(1);
  expect(await painted.frames()).not.toContain(false);
});
