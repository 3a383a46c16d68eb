import { MULTICALL3_ADDRESS } from '@coinwatch/shared';
import { expect, type Locator, type Page, type Route, test } from '@playwright/test';
import { type Address, formatEther, getAddress, parseAbiItem, toFunctionSelector } from 'viem';
import { groupedAmount } from '../../support/amounts.ts';
import { openSignedIn } from '../../support/auth.ts';
import { createCoinsUser, restInsert, restSelect } from '../../support/coins.ts';
import { devnetDemo, rpcUrl } from '../../support/devnet.ts';
import { devnetClient, friendtechContract, friendtechUser, readFriendtech, subject } from '../../support/friendTech.ts';
import { holdRequests } from '../../support/holdRequests.ts';
import { expectLinedUpRight } from '../../support/layout.ts';
import { PHONE } from '../../support/screens.ts';

// Only reads the chain: a trade made now is friendTechLive.spec.ts's, with the tests that change it.
const TRADE = parseAbiItem(
  'event Trade(address trader, address subject, bool isBuy, uint256 shareAmount, uint256 ethAmount, uint256 protocolEthAmount, uint256 subjectEthAmount, uint256 supply)',
);
const fontOf = (button: Locator) => button.evaluate((b) => getComputedStyle(b).font);
const eth = (wei: bigint) => `${groupedAmount(formatEther(wei))} ETH`;

/** What a direct eth_getLogs finds: the contract's trades, newest first, as "txHash:logIndex" with their subject. */
async function tradesOnChain() {
  const logs = await devnetClient().getLogs({
    address: friendtechContract(),
    event: TRADE,
    fromBlock: 0n,
    toBlock: 'latest',
    strict: true,
  });
  return logs
    .sort((a, b) => (a.blockNumber === b.blockNumber ? b.logIndex - a.logIndex : a.blockNumber > b.blockNumber ? -1 : 1))
    .map((l) => ({ key: `${l.transactionHash}:${l.logIndex}`, subject: l.args.subject, trader: l.args.trader }));
}

test('the tracked addresses show the supply and prices the contract has, beside the market’s trades', async ({ page }) => {
  await friendtechUser(page);
  await page.goto('/tools/friend-tech?chain=31337');
  await expect(page.getByRole('button', { name: 'Devnet' })).toHaveAttribute('aria-pressed', 'true');

  const tracked = page.getByTestId('ft-tracked');
  await expect(tracked).toHaveAttribute('data-status', 'ready');
  // The panel's heading names the panel alone, and its Refresh looks like any other button.
  await expect(tracked.getByRole('heading', { level: 2 })).toHaveAccessibleName('Your tracked addresses');
  // And so does it name its table, for a screen reader's list of tables.
  await expect(tracked.getByRole('table')).toHaveAccessibleName('Your tracked addresses');
  expect(await fontOf(tracked.getByRole('button', { name: 'Refresh' }))).toBe(
    await fontOf(page.getByRole('button', { name: 'Show keys' })),
  );
  for (const address of [subject(0), subject(4)]) {
    const [supply, buy, sell] = await Promise.all([
      readFriendtech<bigint>('sharesSupply', [address]),
      readFriendtech<bigint>('getBuyPriceAfterFee', [address, 1n]),
      readFriendtech<bigint>('getSellPriceAfterFee', [address, 1n]),
    ]);
    expect(supply).toBeGreaterThan(1n);
    const row = tracked.locator(`[data-address="${address}"]`);
    await expect(row.getByTestId('ft-supply')).toHaveText(supply.toString());
    await expect(row.getByTestId('ft-buy')).toHaveText(eth(buy));
    await expect(row.getByTestId('ft-sell')).toHaveText(eth(sell));
  }
  // Keys and prices line up by their last digit, under their headings.
  for (const column of [2, 3, 4]) {
    await expectLinedUpRight(tracked.locator(`th:nth-child(${column}), td:nth-child(${column})`), `column ${column}`);
  }
  // An address with no keys of its own: no supply, no prices.
  await expect(tracked.locator(`[data-address="${devnetDemo().accounts[1]}"]`).getByTestId('ft-supply')).toHaveText('0');

  // The market's trades: every Trade the chain has (one window covers the seeded history), newest first.
  const onChain = await tradesOnChain();
  await expect(page.getByTestId('ft-feed-status')).toHaveAttribute('data-status', 'live');
  await expect(page.getByTestId('ft-trade-count')).toHaveAttribute('data-count', String(onChain.length));
  const shown = await page.getByTestId('ft-trade').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-key')));
  expect(shown).toEqual(onChain.slice(0, 50).map((t) => t.key));
  // Keys, ETH and supply line up by their last digit, under their headings.
  const trades = page.getByTestId('ft-trades');
  for (const heading of ['Keys', 'ETH paid or received', 'Supply after']) {
    // No-break spaces (\s) keep some headings to two lines.
    const headings = (await trades.locator('thead th').allTextContents()).map((h) => h.replace(/\s/g, ' '));
    const column = headings.indexOf(heading) + 1;
    expect(column, heading).toBeGreaterThan(0);
    await expectLinedUpRight(trades.locator(`th:nth-child(${column}), td:nth-child(${column})`), heading);
  }
});

test('sixty tracked addresses scroll in their own box, under its headings, with the market’s trades right below it', async ({ page }) => {
  const user = await friendtechUser(page);
  const [coin] = (await restSelect(user, 'tracked_coins', 'select=id')) as Array<{ id: string }>;
  const more = Array.from({ length: 60 }, (_, i) => `0x${(i + 1).toString(16).padStart(40, 'd')}`);
  await restInsert(
    user,
    'tracked_addresses',
    more.map((address, i) => ({ coin_id: coin?.id, address, description: `Empty ${i + 1}`, color: '#757575' })),
  );
  await page.goto('/tools/friend-tech?chain=31337');
  const tracked = page.getByTestId('ft-tracked');
  await expect(tracked).toHaveAttribute('data-status', 'ready');
  await expect(tracked.getByTestId('ft-tracked-row')).toHaveCount(63);
  // A row each took 34 px: the box is at most a screen tall, and the trades follow it.
  const panel = await tracked.boundingBox();
  const trades = await page.getByRole('heading', { level: 2, name: 'Trades on Devnet' }).boundingBox();
  if (!panel || !trades) throw new Error('the tracked panel or the trades heading is not on the page');
  expect(panel.height).toBeLessThan(720);
  expect(trades.y - (panel.y + panel.height)).toBeLessThan(100);
  const last = tracked.locator(`[data-address="${getAddress(more[59] as string)}"]`);
  await last.scrollIntoViewIfNeeded();
  await expect(last).toBeInViewport();
  await expect(tracked.getByRole('columnheader', { name: 'Supply' })).toBeInViewport();
});

test('the keyboard keeps its place: on Refresh while it reads, and on the first of the trades each Show more brings', async ({ page }) => {
  await friendtechUser(page);
  await page.goto('/tools/friend-tech?chain=31337');
  const tracked = page.getByTestId('ft-tracked');
  await expect(tracked).toHaveAttribute('data-status', 'ready');
  // The node answers reads after a while, as a remote one does, so the read is seen running.
  const node = new URL(rpcUrl()).origin;
  const toNode = (url: URL) => url.origin === node;
  const slowNode = async (route: Route) => {
    if (route.request().postData()?.includes('eth_call')) await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  };
  await page.route(toNode, slowNode);
  await tracked.getByRole('button', { name: 'Refresh' }).focus();
  await page.keyboard.press('Enter');
  // Busy, it says so and stays focused (a disabled button would have dropped focus to the page).
  await expect(tracked.getByRole('button', { name: 'Reading…' })).toBeFocused();
  await expect(tracked).toHaveAttribute('data-status', 'ready');
  await expect(tracked.getByRole('button', { name: 'Refresh' })).toBeFocused();
  await page.unroute(toNode, slowNode);

  await expect(page.getByTestId('ft-feed-status')).toHaveAttribute('data-status', 'live');
  const total = Number(await page.getByTestId('ft-trade-count').getAttribute('data-count'));
  expect(total).toBeGreaterThan(50);
  // A trade's time says its zone (the browser's: UTC, GMT+5:30, EST…), as an explorer's times may fall on another day.
  await expect(page.getByTestId('ft-trade').first().locator('.ft-trade-time')).toHaveText(
    /^\d{1,2}\/\d{1,2}\/\d{4} \d{1,2}:\d\d:\d\d [AP]M (UTC|GMT[+-]\d{1,2}(:\d\d)?|[A-Z]{2,5})$/,
  );
  const showMore = page.getByRole('button', { name: /^Show \d+ more of/ });
  let shown = 50;
  while (shown < total) {
    await showMore.focus();
    await page.keyboard.press('Enter');
    shown += 50;
    await expect(page.getByTestId('ft-trade')).toHaveCount(Math.min(shown, total));
    // Each press takes the keyboard to the first trade it brought, above the button that moved
    // below them all (and, on the last, went).
    await expect(page.getByTestId('ft-trade').nth(shown - 50)).toBeFocused();
  }
  await expect(showMore).toHaveCount(0);
});

test('a subject’s page: exactly its trades, holders whose keys add up to the supply, and the price of several keys', async ({ page }) => {
  await friendtechUser(page);
  const address = subject(0);
  const calledAt = callTargets(page);
  await page.goto(`/tools/friend-tech/${address}?chain=31337`);

  const supply = await readFriendtech<bigint>('sharesSupply', [address]);
  await expect(page.getByTestId('ft-subject').getByTestId('ft-supply')).toHaveText(supply.toString());
  await expect(page.getByTestId('ft-fees')).toHaveText('5% to friend.tech, 5% to the address');

  const ofSubject = (await tradesOnChain()).filter((t) => t.subject === address);
  await expect(page.getByTestId('ft-trade-count')).toHaveAttribute('data-count', String(ofSubject.length));
  const shown = await page.getByTestId('ft-trade').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-key')));
  expect(shown).toEqual(ofSubject.slice(0, 50).map((t) => t.key));

  // Holders: every balance as the contract has it, adding up to the whole supply (the scan saw all trades).
  const holders = page.getByTestId('ft-holders');
  await expect(holders).toHaveAttribute('data-status', 'ready');
  await expect(page.getByTestId('ft-holders-summary')).toContainText(new RegExp(`^${supply} of ${supply} keys? (is|are) held by`));
  const listed = await page.getByTestId('ft-holder').evaluateAll((items) => items.map((i) => i.getAttribute('data-address')));
  expect(listed.length).toBeGreaterThan(1);
  // The supply, prices and every holder's keys were read in aggregates through Multicall3, none on its own.
  expect(calledAt.get(friendtechContract().toLowerCase()) ?? 0).toBe(0);
  expect(calledAt.get(MULTICALL3_ADDRESS.toLowerCase()) ?? 0).toBeGreaterThan(0);
  expect(calledAt.get(MULTICALL3_ADDRESS.toLowerCase()) ?? 0).toBeLessThan(listed.length);
  for (const holder of listed) {
    const keys = await readFriendtech<bigint>('sharesBalance', [address, holder]);
    await expect(holders.locator(`[data-address="${holder}"]`)).toContainText(`${keys} key${keys === 1n ? '' : 's'}`);
  }

  // The calculator prices 3 keys as the contract does, and refuses what is not a whole number of keys.
  const keys = page.getByLabel('Keys', { exact: true });
  await keys.fill('3');
  await expect(page.getByTestId('ft-quote-buy')).toHaveText(eth(await readFriendtech<bigint>('getBuyPriceAfterFee', [address, 3n])));
  await expect(page.getByTestId('ft-quote-sell')).toHaveText(eth(await readFriendtech<bigint>('getSellPriceAfterFee', [address, 3n])));
  // While the price of another number of keys is read, the last number's is not shown beside it.
  const reads = await holdRequests(page, toDevnet);
  await keys.fill('4');
  await expect(page.getByTestId('ft-quote-buy')).toHaveText('…');
  reads.release();
  await expect(page.getByTestId('ft-quote-buy')).toHaveText(eth(await readFriendtech<bigint>('getBuyPriceAfterFee', [address, 4n])));
  // The number of keys written as the page writes its other numbers.
  await keys.fill('1000');
  await expect(page.getByTestId('ft-calculator').locator('dt')).toHaveText(['Buying 1,000 costs', 'Selling 1,000 pays']);
  // Not every key can be sold: the contract keeps the last one.
  await keys.fill(String(supply));
  await expect(page.getByTestId('ft-quote-sell')).toHaveText(`Only ${supply - 1n} can be sold: the last key stays.`);
  await keys.fill('2.5');
  // Said politely, as the field's description: an alert would cut in while a number is being typed.
  await expect(keys).toHaveAccessibleDescription('Enter a whole number of keys from 1 to 1000');
  await expect(page.getByTestId('ft-calculator').locator('[aria-live="polite"]')).toHaveText('Enter a whole number of keys from 1 to 1000');
  expect(await page.getByTestId('ft-calculator').getByRole('alert').count()).toBe(0);

  // An address with no keys yet: nothing to sell, and only it can buy the first.
  await page.goto(`/tools/friend-tech/${devnetDemo().accounts[1]}?chain=31337`);
  await expect(page.getByTestId('ft-subject').getByTestId('ft-supply')).toHaveText('0');
  await expect(page.getByTestId('ft-subject').getByTestId('ft-sell')).toHaveText('No keys exist yet, so none can be sold.');
  await expect(page.getByTestId('ft-quote-buy')).toHaveText('No keys yet: only the address itself can buy the first one.');
  await expect(page.getByTestId('ft-quote-sell')).toHaveText('No keys exist yet, so none can be sold.');
});

/** How many of the page's eth_call messages to the devnet went to each address (lowercase), counted as they are sent. */
function callTargets(page: Page): Map<string, number> {
  const counts = new Map<string, number>();
  page.on('request', (request) => {
    if (!request.url().startsWith(rpcUrl()) || request.method() !== 'POST') return;
    for (const message of [request.postDataJSON()].flat()) {
      const to: unknown = message?.method === 'eth_call' ? message.params?.[0]?.to : undefined;
      if (typeof to === 'string') counts.set(to.toLowerCase(), (counts.get(to.toLowerCase()) ?? 0) + 1);
    }
  });
  return counts;
}

/** The page's calls to the devnet's node, and whether a call's JSON-RPC body contains `text`. */
const toDevnet = (url: URL) => url.href.startsWith(rpcUrl());
const bodyHas = (route: Route, text: string) => (route.request().postData() ?? '').toLowerCase().includes(text);

test('on a phone, a subject’s whole address stays in view, broken across lines rather than cut at the panel’s edge', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await friendtechUser(page);
  await page.goto(`/tools/friend-tech/${subject(0)}?chain=31337`);
  const address = page.getByTestId('ft-subject').locator('p > code');
  await expect(address).toHaveText(subject(0));
  await expect(address).toBeInViewport({ ratio: 1 });
});

test('moving to a holder’s page never shows the last address’s numbers under the new name', async ({ page }) => {
  await friendtechUser(page);
  const first = subject(0);
  await page.goto(`/tools/friend-tech/${first}?chain=31337`);
  await expect(page.getByTestId('ft-holders')).toHaveAttribute('data-status', 'ready');
  const holders = await page.getByTestId('ft-holder').evaluateAll((items) => items.map((i) => i.getAttribute('data-address')));
  const next = holders.find((h) => h && h.toLowerCase() !== first.toLowerCase()) as Address;

  // The next address's reads are held, as on a slow node.
  const nextReads = await holdRequests(page, toDevnet, { bodyHas: next.slice(2) });
  await page
    .getByTestId('ft-holder')
    .filter({ has: page.locator(`[href*="${next}"]`) })
    .first()
    .getByRole('link')
    .click();
  const page2 = page.getByTestId('ft-subject');
  await expect(page2).toHaveAttribute('data-address', next);
  await expect(page2.getByRole('heading', { level: 2 })).toContainText(next.slice(0, 6));
  await expect(page2.getByTestId('ft-supply')).toHaveCount(0);
  await expect(page.getByTestId('ft-calculator')).toHaveCount(0);
  await expect(page.getByTestId('ft-holders')).toHaveCount(0);

  nextReads.release();
  await expect(page2.getByTestId('ft-supply')).toHaveText(String(await readFriendtech<bigint>('sharesSupply', [next])));
  // A page of its own: said to a screen reader, and named in the tab and the breadcrumb.
  const short = `${next.slice(0, 6)}…${next.slice(-4)}`;
  await expect(page.getByTestId('page-announcer')).toHaveText(`Friend.tech, ${short}`);
  await expect(page).toHaveTitle(`Coinwatch | Friend.tech · ${short}`);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).locator('[aria-current="page"]')).toHaveText(short);
});

test('Refresh reads the holders again after their read failed, as the message says to', async ({ page }) => {
  await friendtechUser(page);
  const balanceOf = toFunctionSelector('sharesBalance(address,address)').slice(2);
  await page.route(toDevnet, (route) => (bodyHas(route, balanceOf) ? route.abort('internetdisconnected') : route.continue()));
  await page.goto(`/tools/friend-tech/${subject(0)}?chain=31337`);
  const holders = page.getByTestId('ft-holders');
  await expect(holders).toHaveAttribute('data-status', 'failed');
  await expect(holders.getByRole('alert')).toContainText("Cannot reach Devnet's node at");
  await expect(holders.getByRole('alert')).toContainText('Press Refresh to try again.');

  await page.unroute(toDevnet);
  await page.getByTestId('ft-subject').getByRole('button', { name: 'Refresh' }).click();
  await expect(holders).toHaveAttribute('data-status', 'ready');
  await expect(holders.getByRole('alert')).toHaveCount(0);
  await expect(page.getByTestId('ft-holder').first()).toBeVisible();
});

test('offline, a subject’s page says the device is offline, not that the node is down, and reads again by itself once back', async ({
  page,
  context,
}) => {
  await friendtechUser(page);
  const address = subject(0);
  await page.goto(`/tools/friend-tech/${address}?chain=31337`);
  const panel = page.getByTestId('ft-subject');
  await expect(panel.getByTestId('ft-supply')).toHaveText(String(await readFriendtech<bigint>('sharesSupply', [address])));
  await expect(page.getByTestId('ft-holders')).toHaveAttribute('data-status', 'ready');

  await context.setOffline(true);
  await panel.getByRole('button', { name: 'Refresh' }).click();
  await expect(panel).toHaveAttribute('data-status', 'failed');
  // The numbers and the holders each say so, and neither blames the devnet.
  const said = "Cannot reach Devnet's node: this device is offline. It is read again once you are back online.";
  await expect(panel.getByRole('alert')).toHaveText(said);
  await expect(page.getByTestId('ft-holders')).toHaveAttribute('data-status', 'failed');
  await expect(page.getByTestId('ft-holders').getByRole('alert')).toHaveText(said);
  // The last numbers stay on screen meanwhile.
  await expect(panel.getByTestId('ft-supply')).toHaveText(/^\d+$/);

  // Back online: no Refresh needed.
  await context.setOffline(false);
  await expect(panel).toHaveAttribute('data-status', 'ready');
  await expect(page.getByTestId('ft-holders')).toHaveAttribute('data-status', 'ready');
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a hidden tab asks the node for new trades only now and then, and at once when shown again', async ({ page }) => {
  // Headless Chromium never hides a page: the page is told it is hidden, as a background tab is.
  await page.addInitScript(() => {
    let hidden = false;
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });
    Object.assign(window, {
      setHidden(value: boolean) {
        hidden = value;
        document.dispatchEvent(new Event('visibilitychange'));
      },
    });
  });
  await friendtechUser(page);
  await page.goto('/tools/friend-tech?chain=31337');
  await expect(page.getByTestId('ft-feed-status')).toHaveAttribute('data-status', 'live');
  let polls = 0;
  page.on('request', (request) => {
    if (!request.url().startsWith(rpcUrl()) || request.method() !== 'POST') return;
    for (const message of [request.postDataJSON()].flat()) if (message?.method === 'eth_blockNumber') polls++;
  });
  const setHidden = (hidden: boolean) => page.evaluate((h) => (window as unknown as { setHidden(h: boolean): void }).setHidden(h), hidden);
  // Live, the feed polls at once, then every 2 s: hidden only after that first poll, so it is not
  // counted as one made while hidden (it raced the hiding, and failed the test now and then).
  await expect.poll(() => polls).toBeGreaterThan(0);
  await setHidden(true);
  const atHiding = polls;
  // Shown, it asks every 2 s (a block on Base); hidden, at most once in this time: the wait under
  // way when the tab was hidden began while it was shown.
  await page.waitForTimeout(6500);
  expect(polls - atHiding).toBeLessThanOrEqual(1);
  const whileHidden = polls;
  await setHidden(false);
  // Shown again, it asks at once: not at the end of the 30 s wait it was in while hidden.
  await expect.poll(() => polls, { timeout: 5_000 }).toBeGreaterThan(whileHidden);
});

test('a bad address or an unknown chain in the URL says so, with a way back', async ({ page }) => {
  await openSignedIn(page, await createCoinsUser(), '/tools/friend-tech/0x123?chain=31337');
  await expect(page.getByTestId('ft-bad-address')).toHaveText('Must be valid address');
  await expect(page.getByText('The address in the link is not an address.')).toBeVisible();
  // A transaction's hash pasted for an address: the crumb and the tab's title name it short.
  const hash = `0x${'ab12'.repeat(16)}`;
  // On a phone too, where it made the page scroll sideways.
  const desktop = page.viewportSize();
  await page.setViewportSize(PHONE);
  await page.goto(`/tools/friend-tech/${hash}?chain=31337`);
  await expect(page.getByTestId('ft-bad-address')).toHaveText('Must be valid address');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem').last()).toHaveText('0xab12ab12…ab12');
  await expect(page).toHaveTitle('Coinwatch | Friend.tech · 0xab12ab12…ab12');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  if (desktop) await page.setViewportSize(desktop);
  // One character mistyped in a checksummed (mixed-case) address: not some other address's empty page.
  const typo = (address: string) => `${address.slice(0, -1)}${address.endsWith('0') ? '1' : '0'}`;
  await page.goto(`/tools/friend-tech/${typo(subject(1))}?chain=31337`);
  await expect(page.getByTestId('ft-bad-address')).toHaveText(
    'Must be valid address: its capital letters do not match its EIP-55 checksum, so a character is wrong',
  );
  await page.getByRole('link', { name: 'Back to friend.tech' }).click();
  await expect(page).toHaveURL(/\/tools\/friend-tech\?chain=31337$/);

  // A link cut short after `chain=` opens as a link without it.
  await page.goto('/tools/friend-tech?chain=');
  await expect(page.getByTestId('ft-feed-status')).toHaveAttribute('data-status', 'live');
  await expect(page.getByTestId('ft-unknown-chain')).toHaveCount(0);

  await page.goto('/tools/friend-tech?chain=999');
  await expect(page.getByTestId('ft-unknown-chain')).toHaveText('friend.tech is not on chain “999”. Choose one of Base or Devnet above.');
  await page.getByRole('button', { name: 'Devnet' }).click();
  await expect(page.getByTestId('ft-feed-status')).toHaveAttribute('data-status', 'live');

  // The lookup checks the address before going anywhere.
  const lookup = page.getByLabel('Look up an address');
  await lookup.fill('0xnot-an-address');
  await page.getByRole('button', { name: 'Show keys' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Must be valid address' })).toBeVisible();
  await lookup.fill(typo(subject(1)));
  // The message was about the text before the edit.
  await expect(page.getByRole('alert').filter({ hasText: 'Must be valid address' })).toHaveCount(0);
  await expect(lookup).toHaveAttribute('aria-invalid', 'false');
  await page.getByRole('button', { name: 'Show keys' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'EIP-55 checksum' })).toBeVisible();
  await expect(page).toHaveURL(/\/tools\/friend-tech\?chain=31337$/);
  await lookup.fill(` ${subject(1).toLowerCase()} `);
  await page.getByRole('button', { name: 'Show keys' }).click();
  await expect(page.getByTestId('ft-subject')).toHaveAttribute('data-address', subject(1));
  // In its checksum case, as the page shows it: the link, the crumb and the title alike.
  await expect(page).toHaveURL(new RegExp(`/tools/friend-tech/${subject(1)}\\?chain=31337$`));
  await expect(page).toHaveTitle(`Coinwatch | Friend.tech · ${subject(1).slice(0, 6)}…${subject(1).slice(-4)}`);
});

test('the tool opens on the local stack’s devnet; on Base, whose node cannot be reached, the page says which node and keeps retrying', async ({
  page,
}) => {
  // The public internet is out of reach here; the test makes that certain and fast.
  await page.route('https://mainnet.base.org/**', (route) => route.abort('internetdisconnected'));
  await friendtechUser(page);
  // The app runs on the local stack, so the tool opens on its devnet, where the demo data is.
  await page.goto('/tools/friend-tech');
  await expect(page.getByRole('button', { name: 'Devnet' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('ft-feed-status')).toHaveAttribute('data-status', 'live');
  await page.getByRole('button', { name: 'Base' }).click();
  await expect(page.getByTestId('ft-feed-status')).toHaveAttribute('data-status', 'failed');
  await expect(page.getByTestId('ft-feed-status').getByRole('alert')).toContainText(
    "Cannot reach Base's node at mainnet.base.org. Check your connection; the node may be down. Retrying automatically.",
  );
  // Nothing was scanned, so the page does not claim there were no trades.
  await expect(page.getByText('No trades in the blocks scanned.')).toHaveCount(0);
  // Nor that the tracked addresses' keys are still being read: they could not be.
  const tracked = page.getByTestId('ft-tracked');
  await expect(tracked).toHaveAttribute('data-status', 'failed', { timeout: 30_000 });
  await expect(tracked.getByTestId('ft-supply')).toHaveText(['—', '—', '—']);
  // The choice of chain is remembered for the next visit, over the local stack's devnet.
  await page.goto('/tools/friend-tech');
  await expect(page.getByRole('button', { name: 'Base' })).toHaveAttribute('aria-pressed', 'true');
});
