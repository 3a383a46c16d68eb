import { type Devnet, startDevnet } from '@coinwatch/devnet';
import { expect, type Page, test, type WebSocketRoute } from '@playwright/test';
import { openHomeAs, openSignedIn } from '../../support/auth.ts';
import { fastForwardUntil } from '../../support/clock.ts';
import { shownTransfers } from '../../support/csv.ts';
import {
  latestBlock,
  reorgMoving,
  reorgWithTransfer,
  rpcUrl,
  sendTransfer,
  transfersOnChain,
  userTrackingDemoToken,
  wsUrl,
} from '../../support/devnet.ts';
import { recordNotices } from '../../support/notices.ts';
import { recordTexts } from '../../support/saidTexts.ts';
import { longDescription, PHONE } from '../../support/screens.ts';

const row = (page: Page, hash: string) => page.locator(`[data-testid="txns-row"][data-key^="${hash}"]`);

/** The last block of each history the page has saved in IndexedDB (none before its database exists). */
const cachedLastBlocks = (page: Page) =>
  page.evaluate(async () => {
    // Not opened before the page made it: an open without a version would make an empty one.
    if (!(await indexedDB.databases()).some((d) => d.name === 'coinwatch-txns')) return [];
    return new Promise<bigint[]>((resolve, reject) => {
      const open = indexedDB.open('coinwatch-txns');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const database = open.result;
        const [store] = database.objectStoreNames;
        if (!store) {
          database.close();
          return resolve([]);
        }
        const all = database.transaction(store).objectStore(store).getAll();
        all.onsuccess = () => {
          database.close();
          resolve(all.result.map((record: { lastBlock: bigint }) => record.lastBlock));
        };
      };
    });
  });

test('the monitor shows a new transfer within 5 s, between two tracked addresses, out and in on each side’s page', async ({ page }) => {
  const { user, token, tracked } = await userTrackingDemoToken();
  await openSignedIn(page, user, `/tools/txns/${token.symbol}`);
  await expect(page.getByTestId('txns-monitor')).toHaveAttribute('data-mode', 'live', { timeout: 60_000 });

  const hash = await sendTransfer(token.address, tracked[0] as `0x${string}`, tracked[2] as `0x${string}`, 12_345n);
  await expect(row(page, hash)).toBeVisible({ timeout: 5_000 });
  await expect(row(page, hash)).toHaveCount(1);
  // Highlighted by colour, and named new for a screen reader; rows not highlighted are not.
  await expect(row(page, hash).getByRole('cell').first()).toHaveText(/^New: /);
  await expect(page.locator('[data-testid="txns-row"]:not(.txns-fresh)').first().getByRole('cell').first()).not.toHaveText(/New/);
  // From one tracked address to another: 'between' them, not 'self' (which is an address to itself).
  const direction = row(page, hash).locator('.txns-direction');
  await expect(direction).toHaveText('between');
  await expect(direction).toHaveAttribute('title', 'From one tracked address to another');
  // On the sender's own page the same transfer goes out, from that address; on the receiver's, in.
  for (const [address, word, meaning] of [
    [tracked[0], 'out', 'Sent from this address'],
    [tracked[2], 'in', 'Received by this address'],
  ]) {
    await page.goto(`/tools/txns/${token.symbol}/${address}`);
    await expect(row(page, hash).locator('.txns-direction')).toHaveText(word as string, { timeout: 60_000 });
    await expect(row(page, hash).locator('.txns-direction')).toHaveAttribute('title', meaning as string);
  }
});

test('Scan again after Cancel keeps the transfers shown, a live one too, while the new scan runs; each stays once', async ({ page }) => {
  const { user, token, tracked } = await userTrackingDemoToken();
  await openHomeAs(page, user);
  // The history's eth_getLogs answers late: time to cancel, and to look while Scan again runs.
  const node = new URL(rpcUrl()).origin;
  const slowMs = 2_000;
  // While set, the history's calls wait for it: the checks made during Scan again are made while it runs.
  let scanHeld: Promise<void> | null = null;
  let releaseScan = () => {};
  // Cancel once the history is asked for: pressed before the head is read, the monitor has nothing
  // to start from and is cancelled too.
  let historyAsked: () => void = () => {};
  const asked = new Promise<void>((resolve) => {
    historyAsked = resolve;
  });
  await page.route(
    (url) => url.origin === node,
    async (route) => {
      if (route.request().postData()?.includes('eth_getLogs')) {
        historyAsked();
        await (scanHeld ?? new Promise((resolve) => setTimeout(resolve, slowMs)));
      }
      await route.continue();
    },
  );
  await page.goto(`/tools/txns/${token.symbol}`);
  const scan = page.getByTestId('txns-scan');
  await asked;
  await expect(scan).toHaveAttribute('data-status', 'loading');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(scan).toHaveAttribute('data-status', 'cancelled');
  // The monitor goes on after a cancel: a new transfer shows.
  await expect(page.getByTestId('txns-monitor')).toHaveAttribute('data-mode', 'live', { timeout: 30_000 });
  const hash = await sendTransfer(token.address, tracked[0] as `0x${string}`, tracked[1] as `0x${string}`, 4_242n);
  await expect(row(page, hash)).toBeVisible({ timeout: 5_000 });

  scanHeld = new Promise<void>((resolve) => {
    releaseScan = resolve;
  });
  await page.getByRole('button', { name: 'Scan again' }).click();
  await expect(scan).toHaveAttribute('data-status', 'loading');
  // Still there while the scan runs (it was gone until the scan came to its block), its amount
  // still written with the token's 18 decimals.
  await expect(row(page, hash)).toBeVisible();
  await expect(row(page, hash).getByTestId('txns-amount')).toHaveText('0.000000000000004242');
  expect(await scan.getAttribute('data-status')).toBe('loading');
  scanHeld = null;
  releaseScan();
  await expect(scan).toHaveAttribute('data-status', 'ready', { timeout: 60_000 });
  await expect(row(page, hash)).toHaveCount(1);
  // And the rows are exactly the chain's, each once: all of them, not only those the table draws.
  const onChain = await transfersOnChain(token.address, tracked);
  expect(onChain).toContain(`${hash}:0`);
  expect(await shownTransfers(page)).toEqual(onChain);
  await expect(page.getByTestId('txns-count')).toHaveText(`${onChain.length.toLocaleString('en-US')} transfers`);
});

test('on a pasted token’s page of a coin the user tracks, a new transfer’s notice names it by the user’s ticker, as the heading does', async ({
  page,
}) => {
  const { user, token, tracked } = await userTrackingDemoToken();
  await openSignedIn(page, user, `/tools/txns/${token.address}?chain=31337`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${token.symbol} transfers`);
  await expect(page.getByTestId('txns-monitor')).toHaveAttribute('data-mode', 'live', { timeout: 60_000 });
  const noticesSeen = await recordNotices(page);
  await sendTransfer(token.address, tracked[0] as `0x${string}`, tracked[1] as `0x${string}`, 3n * 10n ** 18n);
  await expect
    .poll(async () => (await noticesSeen()).map((n) => n.text))
    .toEqual([expect.stringContaining(`New ${token.symbol} transfer`)]);
});

test('with zero-value transfers hidden, a new one raises no notification (address-poisoning spam); one the filters show does', async ({
  page,
}) => {
  const { user, token, tracked } = await userTrackingDemoToken();
  await openSignedIn(page, user, `/tools/txns/${token.symbol}`);
  await expect(page.getByTestId('txns-monitor')).toHaveAttribute('data-mode', 'live', { timeout: 60_000 });
  await page.getByLabel('Hide zero-value').check();
  const noticesSeen = await recordNotices(page);
  const notificationsShown = async () => (await noticesSeen()).map((n) => n.text);
  const zero = await sendTransfer(token.address, tracked[0] as `0x${string}`, tracked[1] as `0x${string}`, 0n);
  const seven = await sendTransfer(token.address, tracked[0] as `0x${string}`, tracked[1] as `0x${string}`, 7n * 10n ** 18n);
  await expect(row(page, seven)).toBeVisible({ timeout: 5_000 });
  // Read from the record, not the screen: on a loaded machine its 3 s can pass before a look finds it.
  await expect
    .poll(async () => (await notificationsShown()).some((text) => text.includes(`7 ${token.symbol} from Wallet 1 to Wallet 2`)))
    .toBe(true);
  await expect(row(page, zero)).toHaveCount(0);
  const shown = await notificationsShown();
  expect(shown.filter((text) => text.includes(`New ${token.symbol} transfer`))).toHaveLength(1);
  expect(shown.some((text) => text.includes(`0 ${token.symbol} from`))).toBe(false);
});

/** The row holding the keyboard focus: its transfer, and its offset in the scroller. */
const focusedRow = (page: Page) =>
  page.evaluate(() => {
    const row = document.activeElement?.closest('[data-testid="txns-row"]');
    const scroller = document.querySelector('[data-testid="txns-scroller"]');
    if (!row || !scroller) return null;
    return { key: row.getAttribute('data-key'), top: Math.round(row.getBoundingClientRect().top - scroller.getBoundingClientRect().top) };
  });

/** The demo token's page, live and fully scanned, scrolled a hundred rows down its list. */
async function scrolledDownCoinPage(page: Page) {
  const { user, token, tracked } = await userTrackingDemoToken();
  await openSignedIn(page, user, `/tools/txns/${token.symbol}`);
  await expect(page.getByTestId('txns-monitor')).toHaveAttribute('data-mode', 'live', { timeout: 60_000 });
  await expect(page.getByTestId('txns-scan-text')).toContainText('done', { timeout: 60_000 });
  const scroller = page.getByTestId('txns-scroller');
  await scroller.evaluate((e) => e.scrollTo(0, 3_600));
  const rows = page.getByTestId('txns-row');
  await expect(rows.first()).not.toHaveAttribute('aria-rowindex', '2');
  return { token, tracked, scroller, rows };
}

test('scrolled down, a row keeps its place and the keyboard focus while transfers arrive above it; at the top, they show', async ({
  page,
}) => {
  const { token, tracked, scroller, rows } = await scrolledDownCoinPage(page);
  // A link in the lowest row in view: the first a transfer above it would push out of the list's rendered range.
  await rows
    .nth((await rows.count()) - 2)
    .getByRole('link')
    .first()
    .focus();
  const before = await focusedRow(page);
  const at = Number(await page.locator(':focus').locator('xpath=ancestor::tr').getAttribute('aria-rowindex'));

  for (let i = 0; i < 3; i++) await sendTransfer(token.address, tracked[0] as `0x${string}`, tracked[1] as `0x${string}`, 1n);
  // Three rows above it now; it stays where it was on screen, with the focus.
  await expect(page.locator(`[data-key="${before?.key}"]`)).toHaveAttribute('aria-rowindex', String(at + 3), { timeout: 5_000 });
  expect(await focusedRow(page)).toEqual(before);

  // Scrolled far away from, the focused row stays in the page, so the next Tab goes on from it, not from the page’s start.
  await scroller.hover();
  const scrollTop = () => scroller.evaluate((e) => e.scrollTop);
  const from = await scrollTop();
  await page.mouse.wheel(0, 4_000);
  // The browser scrolls by a wheel in frames after the call returns: all of it must land before the
  // scroll to the top below, or the rest lands after it and takes the list back down.
  await expect.poll(scrollTop).toBeGreaterThanOrEqual(from + 4_000);
  // Above the rows now in view, it comes first in the table.
  await expect(rows.first()).toHaveAttribute('aria-rowindex', String(at + 3));
  expect((await focusedRow(page))?.key).toBe(before?.key);
  await page.keyboard.press('Tab');
  // From the row (its next link, or the next row's first), not from the top of the page.
  const tabbedTo = Number(await page.locator(':focus').locator('xpath=ancestor::tr').getAttribute('aria-rowindex'));
  expect([at + 3, at + 4]).toContain(tabbedTo);

  // Back at the top, a new transfer shows there.
  await scroller.evaluate((e) => e.scrollTo(0, 0));
  await expect(rows.first()).toHaveAttribute('aria-rowindex', '2');
  const hash = await sendTransfer(token.address, tracked[1] as `0x${string}`, tracked[0] as `0x${string}`, 2n);
  await expect(rows.first()).toHaveAttribute('data-key', new RegExp(`^${hash}`), { timeout: 5_000 });
  await expect(rows.first()).toBeInViewport();
});

test('scrolled down, a marker counts the transfers that arrived out of view and takes the keyboard to them; at the top there is none', async ({
  page,
}) => {
  const { token, tracked } = await scrolledDownCoinPage(page);
  const marker = page.getByTestId('txns-new-rows');

  const first = await sendTransfer(token.address, tracked[0] as `0x${string}`, tracked[1] as `0x${string}`, 3n);
  await expect(marker).toHaveText('↑ 1 new transfer above', { timeout: 5_000 });
  const newest = await sendTransfer(token.address, tracked[1] as `0x${string}`, tracked[0] as `0x${string}`, 4n);
  await expect(marker).toHaveText('↑ 2 new transfers above', { timeout: 5_000 });
  // Still out of view: the rows in view stayed put.
  expect(await row(page, newest).count()).toBe(0);

  // Pressed from the keyboard: the list goes up to them, the focus is on the newest one, and the marker has done its job.
  await marker.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator(':focus').locator('xpath=ancestor::tr')).toHaveAttribute('data-key', new RegExp(`^${newest}`));
  await expect(row(page, newest)).toBeInViewport();
  await expect(row(page, first)).toBeInViewport();
  await expect(marker).toHaveCount(0);

  // At the top, a new transfer shows where the reader is: nothing to count.
  const third = await sendTransfer(token.address, tracked[0] as `0x${string}`, tracked[1] as `0x${string}`, 5n);
  await expect(row(page, third)).toBeInViewport({ timeout: 5_000 });
  expect(await marker.count()).toBe(0);

  // Oldest first, a new transfer goes at the far end: the marker points down to it.
  await page.getByRole('button', { name: /^Block/ }).click();
  await expect(page.getByRole('columnheader', { name: /^Block/ })).toHaveAttribute('aria-sort', 'ascending');
  const fourth = await sendTransfer(token.address, tracked[1] as `0x${string}`, tracked[0] as `0x${string}`, 6n);
  await expect(marker).toHaveText('↓ 1 new transfer below', { timeout: 5_000 });
  await marker.click();
  await expect(row(page, fourth)).toBeInViewport();
  await expect(marker).toHaveCount(0);
});

test.describe('a devnet of its own, stopped and started again or reorganised', () => {
  // Its own devnet, so stopping or reorganising it leaves the shared one alone; the page is pointed at it (past the
  // page's content security policy, which names only the stack's devnet).
  test.use({ bypassCSP: true });
  const port = 8545 + Number(process.env.COINWATCH_PORT_OFFSET ?? 0) + 50;
  let devnet: Devnet | null = null;
  test.afterEach(async () => {
    await devnet?.stop();
    devnet = null;
  });
  /** Starts the test's devnet, and points the page at it (the runtime config's chain 31337). */
  const ownDevnet = async (page: Page) => {
    const started = await startDevnet({ port });
    devnet = started;
    await page.route('**/config.json', async (route) => {
      const config = await (await route.fetch()).json();
      await route.fulfill({
        json: { ...config, chains: { ...config.chains, '31337': { rpcHttp: started.rpcUrl, rpcWs: started.wsUrl } } },
      });
    });
    return started;
  };
  /** On the test's devnet, a user tracking its demo token with three accounts, on its page with the monitor live. */
  const coinPageLive = async (page: Page) => {
    const { rpcUrl } = await ownDevnet(page);
    const { user, token, tracked } = await userTrackingDemoToken();
    await openSignedIn(page, user, `/tools/txns/${token.symbol}`);
    await expect(page.getByTestId('txns-monitor')).toHaveAttribute('data-mode', 'live', { timeout: 60_000 });
    return { rpcUrl, token, tracked: tracked as [`0x${string}`, `0x${string}`, `0x${string}`] };
  };

  test('the monitor reconnects and a transfer made meanwhile appears once', async ({ page }) => {
    test.setTimeout(240_000);
    devnet = await ownDevnet(page);
    const { user, token, tracked } = await userTrackingDemoToken();
    await openSignedIn(page, user, `/tools/txns/${token.symbol}`);
    const monitor = page.getByTestId('txns-monitor');
    await expect(monitor).toHaveAttribute('data-mode', 'live', { timeout: 60_000 });

    await devnet.stop();
    await expect(monitor).not.toHaveAttribute('data-mode', 'live', { timeout: 30_000 });
    devnet = await startDevnet({ port });
    const hash = await sendTransfer(token.address, tracked[1] as `0x${string}`, tracked[0] as `0x${string}`, 777n, devnet.rpcUrl);

    await expect(monitor).toHaveAttribute('data-mode', 'live', { timeout: 90_000 });
    await expect(row(page, hash)).toBeVisible({ timeout: 30_000 });
    await expect(row(page, hash)).toHaveCount(1);
  });

  test('a reorg while the page is open takes back the live transfers of the blocks it replaced and shows the new blocks’ ones, each once', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const { rpcUrl, token, tracked } = await coinPageLive(page);
    const [a, b, c] = tracked;
    const kept = await sendTransfer(token.address, a, b, 111n, rpcUrl);
    const gone = await sendTransfer(token.address, b, c, 222n, rpcUrl);
    for (const hash of [kept, gone]) await expect(row(page, hash)).toHaveCount(1, { timeout: 5_000 });

    // The last block replaced by one with another transfer.
    const came = await reorgWithTransfer(token.address, c, a, 444n, 1, rpcUrl);
    await expect(row(page, came)).toHaveCount(1, { timeout: 10_000 });
    await expect(row(page, gone)).toHaveCount(0);
    await expect(row(page, kept)).toHaveCount(1);
    expect(await shownTransfers(page)).toEqual(await transfersOnChain(token.address, tracked, rpcUrl));
  });

  test('a reorg that moves live transfers to other blocks keeps each one row, at its new block, and is no news again', async ({ page }) => {
    test.setTimeout(120_000);
    const { rpcUrl, token, tracked } = await coinPageLive(page);
    const [a, b, c] = tracked;
    // From two senders, so that the reorg may swap their order.
    const first = await sendTransfer(token.address, c, b, 111n, rpcUrl);
    const second = await sendTransfer(token.address, a, b, 222n, rpcUrl);
    const head = await latestBlock(rpcUrl);
    const block = (hash: string) => row(page, hash).locator('.txns-block');
    await expect(block(first)).toHaveText(String(head - 1n), { timeout: 5_000 });
    await expect(block(second)).toHaveText(String(head));
    // Their news told and faded.
    await expect(page.getByTestId('notification')).toHaveText(/2 new DMO transfers|New DMO transfer/, { timeout: 5_000 });
    await expect(page.getByTestId('notification')).toHaveCount(0, { timeout: 15_000 });
    const noticesSeen = await recordNotices(page);

    await reorgMoving(
      [
        [second, 0],
        [first, 1],
      ],
      2,
      rpcUrl,
    );
    await expect(block(second)).toHaveText(String(head - 1n), { timeout: 10_000 });
    await expect(block(first)).toHaveText(String(head));
    for (const hash of [first, second]) await expect(row(page, hash)).toHaveCount(1);
    // Past the time the page gathers live news for one notice.
    await page.waitForTimeout(2_500);
    expect(await noticesSeen()).toEqual([]);
    expect(await shownTransfers(page)).toEqual(await transfersOnChain(token.address, tracked, rpcUrl));
  });

  test('a revisit after a reorg of the last blocks scans again only the last 64: the new blocks’ transfers show, the old ones’ are gone', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const { rpcUrl } = await ownDevnet(page);
    const { user, token, tracked } = await userTrackingDemoToken();
    // Blocks this node mined itself: anvil can replace only those (the seeded history is loaded).
    const [a, b, c] = tracked as [`0x${string}`, `0x${string}`, `0x${string}`];
    const kept = await sendTransfer(token.address, a, b, 111n, rpcUrl);
    const gone = [await sendTransfer(token.address, b, c, 222n, rpcUrl), await sendTransfer(token.address, c, a, 333n, rpcUrl)];
    const head = await latestBlock(rpcUrl);
    await openSignedIn(page, user, `/tools/txns/${token.symbol}`);
    const scanText = page.getByTestId('txns-scan-text');
    await expect(scanText).toHaveText(/^Scanned [\d,]+ of [\d,]+ blocks · [\d,]+ transfers found · done/, { timeout: 60_000 });
    for (const hash of [kept, ...gone]) await expect(row(page, hash)).toHaveCount(1);
    // Saved once per tracked address, up to the head.
    await expect.poll(() => cachedLastBlocks(page)).toEqual(tracked.map(() => head));
    await page.goto('/tools/txns');

    // The last two blocks replaced, by one with another transfer and an empty one.
    const came = await reorgWithTransfer(token.address, c, b, 444n, 2, rpcUrl);
    await page.goto(`/tools/txns/${token.symbol}`);
    // The last 64 blocks scanned again, not the whole history (over 2,400 blocks).
    await expect(scanText).toHaveText(/^Scanned 64 of 64 blocks since the cache · [\d,]+ transfers in all · done/, {
      timeout: 60_000,
    });
    await expect(row(page, came)).toHaveCount(1);
    await expect(row(page, kept)).toHaveCount(1);
    for (const hash of gone) await expect(row(page, hash)).toHaveCount(0);
    expect(await shownTransfers(page)).toEqual(await transfersOnChain(token.address, tracked, rpcUrl));
  });
});

test('a WebSocket that goes silent while it looks open is noticed and replaced, and a transfer made meanwhile appears once', async ({
  page,
}) => {
  // As after a laptop's sleep or a change of network: the connection stays up, nothing comes through.
  // The page's clock is the test's, so the socket's quiet limit and its request timeout pass at once.
  await page.clock.install();
  let sockets = 0;
  let silent = false;
  await page.routeWebSocket(wsUrl(), (socket) => {
    const first = ++sockets === 1;
    const server = socket.connectToServer();
    const through = () => !(first && silent);
    socket.onMessage((message) => through() && server.send(message));
    server.onMessage((message) => through() && socket.send(message));
  });
  const { user, token, tracked } = await userTrackingDemoToken();
  await openSignedIn(page, user, `/tools/txns/${token.symbol}`);
  const monitor = page.getByTestId('txns-monitor');
  await expect(monitor).toHaveAttribute('data-mode', 'live', { timeout: 60_000 });

  // What the status said on the way, however briefly (it reconnects within a second or two).
  const said = await recordTexts(page, 'txns-monitor-error');
  silent = true;
  const hash = await sendTransfer(token.address, tracked[1] as `0x${string}`, tracked[0] as `0x${string}`, 888n);
  const saidSilent = async () => (await said()).some((text) => text.includes("Devnet's WebSocket") && text.includes('stopped answering'));
  // Quiet past the socket's limit (20 s): it is asked for the block number, and that is not answered (10 s).
  await page.clock.fastForward(25_000);
  await fastForwardUntil(page, async () => expect(await saidSilent()).toBe(true), 5_000);
  await expect(row(page, hash)).toBeVisible({ timeout: 20_000 });
  await expect(monitor).toHaveAttribute('data-mode', 'live', { timeout: 30_000 });
  expect(sockets).toBeGreaterThan(1);
  await expect(row(page, hash)).toHaveCount(1);
});

test('a WebSocket that opens but never answers its subscriptions: the monitor polls over HTTP instead, names the socket, and a transfer still appears once', async ({
  page,
}) => {
  // As behind a proxy that takes the connection and holds it: it opens, and nothing comes back.
  // The page's clock is the test's, so the 10 s the subscriptions are given pass at once.
  await page.clock.install();
  let sockets = 0;
  let live: WebSocketRoute | undefined;
  await page.routeWebSocket(wsUrl(), (socket) => {
    if (++sockets > 1) return socket.onMessage(() => {});
    live = socket;
    const server = socket.connectToServer();
    socket.onMessage((message) => server.send(message));
    server.onMessage((message) => socket.send(message));
  });
  const { user, token, tracked } = await userTrackingDemoToken();
  await openSignedIn(page, user, `/tools/txns/${token.symbol}`);
  const monitor = page.getByTestId('txns-monitor');
  await expect(monitor).toHaveAttribute('data-mode', 'live', { timeout: 60_000 });
  // It closes; the next socket opens and never answers, and is given up after 10 s.
  await live?.close();
  await expect.poll(() => sockets, { timeout: 30_000 }).toBeGreaterThan(1);
  const error = page.getByTestId('txns-monitor-error');
  const gaveUp = `Devnet's WebSocket (${new URL(wsUrl()).host}) stopped answering. New transfers still arrive by polling`;
  await fastForwardUntil(page, () => expect(error).toContainText(gaveUp, { timeout: 500 }), 5_000);
  await expect(monitor).toHaveAttribute('data-mode', 'polling');
  const hash = await sendTransfer(token.address, tracked[1] as `0x${string}`, tracked[0] as `0x${string}`, 777n);
  // Each further socket it tries is given its 10 s too, and polls come between them.
  await fastForwardUntil(page, () => expect(row(page, hash)).toBeVisible({ timeout: 500 }), 5_000);
  await expect(row(page, hash)).toHaveCount(1);
});

test.describe('a WebSocket that cannot be opened', () => {
  test.use({ bypassCSP: true });

  test('the monitor polls over HTTP, names the socket that failed, still shows a new transfer, and says when the node rate-limits its queries', async ({
    page,
  }) => {
    // Nothing listens on this port.
    const socketHost = `localhost:${8545 + Number(process.env.COINWATCH_PORT_OFFSET ?? 0) + 51}`;
    await page.route('**/config.json', async (route) => {
      const config = await (await route.fetch()).json();
      const devnet = { ...config.chains?.['31337'], rpcWs: `ws://${socketHost}` };
      await route.fulfill({ json: { ...config, chains: { ...config.chains, '31337': devnet } } });
    });
    const { user, token, tracked } = await userTrackingDemoToken();
    await openSignedIn(page, user, `/tools/txns/${token.symbol}`);
    const monitor = page.getByTestId('txns-monitor');
    await expect(monitor).toHaveAttribute('data-mode', 'polling', { timeout: 60_000 });
    await expect(page.getByTestId('txns-monitor-error')).toHaveText(
      `— Devnet's WebSocket (${socketHost}) could not be opened. New transfers still arrive by polling; the WebSocket is tried again automatically.`,
    );

    const hash = await sendTransfer(token.address, tracked[0] as `0x${string}`, tracked[1] as `0x${string}`, 4_321n);
    await expect(row(page, hash)).toBeVisible({ timeout: 5_000 });
    await expect(row(page, hash)).toHaveCount(1);

    // The node turns the poll's log queries away for a while: the status says so while they are retried.
    let limited = true;
    await page.route(
      (url) => url.href.startsWith(rpcUrl()),
      (route) =>
        limited && (route.request().postData() ?? '').includes('"eth_getLogs"')
          ? route.fulfill({ status: 429, contentType: 'text/plain', body: 'Too Many Requests' })
          : route.fallback(),
    );
    const held = await sendTransfer(token.address, tracked[1] as `0x${string}`, tracked[0] as `0x${string}`, 1_234n);
    const rpcHost = new URL(rpcUrl()).host;
    await expect(page.getByTestId('txns-monitor-error')).toContainText(
      `— Devnet's node (${rpcHost}) is rate-limiting us; a private RPC URL would avoid this. Retrying automatically. (next try in`,
    );
    await expect(row(page, held)).toHaveCount(0);
    limited = false;
    await expect(row(page, held)).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('txns-monitor-error')).toContainText(`Devnet's WebSocket (${socketHost}) could not be opened.`);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('a new transfer’s notice between two long-described addresses takes three lines of detail, not half the screen', async ({
    page,
  }) => {
    const { user, token, tracked } = await userTrackingDemoToken({ describe: longDescription });
    await openSignedIn(page, user, `/tools/txns/${token.symbol}`);
    await expect(page.getByTestId('txns-monitor')).toHaveAttribute('data-mode', 'live', { timeout: 60_000 });
    const noticesSeen = await recordNotices(page);
    await sendTransfer(token.address, tracked[0] as `0x${string}`, tracked[1] as `0x${string}`, 7n * 10n ** 18n);
    // Measured as drawn: on a loaded machine its 3 s on screen can pass before a look finds it.
    const detail = `7 ${token.symbol} from ${longDescription(0)} to ${longDescription(1)}`;
    await expect.poll(async () => (await noticesSeen()).some((n) => n.detail === detail), { timeout: 10_000 }).toBe(true);
    const notice = (await noticesSeen()).find((n) => n.detail === detail);
    // Whole for a screen reader (the text above); three lines on screen.
    expect(notice?.text).toContain(`New ${token.symbol} transfer`);
    expect(notice?.detailLines).toBeGreaterThan(2);
    expect(notice?.detailLines).toBeLessThanOrEqual(3.05);
    expect(notice?.height).toBeLessThan(PHONE.height / 5);
  });
});

test('the answer to Allow browser notifications takes the button’s place, and the keyboard’s', async ({ page }) => {
  const { user, token } = await userTrackingDemoToken();
  await openSignedIn(page, user, `/tools/txns/${token.symbol}`);
  const allow = page.getByRole('button', { name: 'Allow browser notifications' });
  await allow.focus();
  await page.keyboard.press('Enter');
  await expect(allow).toHaveCount(0);
  // A headless browser refuses the prompt at once, as a user who blocked notifications would.
  const answer = page.getByTestId('txns-notifications-answer');
  await expect(answer).toHaveText('Browser notifications blocked: allow them in this site’s settings');
  await expect(answer).toBeFocused();
});
