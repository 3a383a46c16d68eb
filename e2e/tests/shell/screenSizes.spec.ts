import { expect, type Page, test } from '@playwright/test';
import { getAddress } from 'viem';
import { createConfirmedUser, openHomeAs, openSignedIn, TEST_PASSWORD } from '../../support/auth.ts';
import { createCoinsUser, restInsert } from '../../support/coins.ts';
import { devnetDemo, rpcUrl, userTrackingDemoToken } from '../../support/devnet.ts';
import { longDescription, PHONE } from '../../support/screens.ts';
import { installTestWallet } from '../../support/testWallet.ts';

const LAPTOP = { width: 1280, height: 800 };
/** A token contract on Base (any 40 hex digits do). */
const BRIDGED = '0xc1cba3fcea344f92d9239c08c0568f6f2f0ee452';

/** How far the page reaches past the right edge of the window (0: nothing to scroll sideways). */
const overflow = (page: Page) => page.evaluate('document.documentElement.scrollWidth - window.innerWidth') as Promise<number>;

/** The header's links and buttons are all on screen, whole. */
async function expectHeaderInReach(page: Page) {
  const header = page.getByRole('banner');
  const nav = header.getByRole('navigation', { name: 'Main' });
  for (const name of ['Home', 'Transactions', 'Wallet', 'Friend.tech', 'Settings']) {
    const link = nav.getByRole('link', { name, exact: true });
    await expect(link).toBeInViewport({ ratio: 1 });
    // A finger's target: 24 px tall at least (they were 16).
    expect((await link.boundingBox())?.height, `${name} is too small to tap`).toBeGreaterThanOrEqual(24);
  }
  await expect(header.getByRole('button', { name: /^Dark mode: / })).toBeInViewport({ ratio: 1 });
  await expect(header.getByRole('button', { name: 'Sign out' })).toBeInViewport({ ratio: 1 });
  // Which account is signed in shows on a phone too, shortened with an ellipsis when long.
  await expect(header.getByTestId('account-name')).toBeInViewport({ ratio: 1 });
}

/**
 * The transfer rows in view on a phone: every part of each on screen and inside its row (not cut
 * off at its top or bottom), the amount, time and block whole, and no row over another.
 */
async function expectRowsWhole(page: Page) {
  await expect(page.getByTestId('txns-row').first()).toBeVisible();
  const inView = await page.getByTestId('txns-row').evaluateAll((trs) =>
    trs.map((tr) => {
      const box = (selector: string) => tr.querySelector(selector)?.getBoundingClientRect().toJSON() as DOMRect;
      const cut = (selector: string) => {
        const cell = tr.querySelector(selector) as HTMLElement;
        return cell.scrollWidth > cell.clientWidth;
      };
      return {
        row: tr.getBoundingClientRect().toJSON() as DOMRect,
        parts: [
          'td.txns-amount',
          '.txns-direction',
          'td.txns-from .txns-address',
          'td.txns-to .txns-address',
          'td.txns-time',
          'td.txns-block',
        ].map(box),
        amountCut: cut('td.txns-amount'),
        timeCut: cut('td.txns-time'),
        blockCut: cut('td.txns-block'),
      };
    }),
  );
  expect(inView.length).toBeGreaterThan(3);
  for (const [i, r] of inView.entries()) {
    for (const part of r.parts) {
      expect(part.left, `row ${i}`).toBeGreaterThanOrEqual(0);
      expect(part.right, `row ${i}`).toBeLessThanOrEqual(PHONE.width);
      expect(part.top, `row ${i}`).toBeGreaterThanOrEqual(r.row.top);
      expect(part.bottom, `row ${i}`).toBeLessThanOrEqual(r.row.bottom);
    }
    expect(r.amountCut, `row ${i}’s amount is cut short`).toBe(false);
    // The time was cut before its AM/PM and zone ("7:59:24 A…").
    expect(r.timeCut, `row ${i}’s time is cut short`).toBe(false);
    expect(r.blockCut, `row ${i}’s block is cut short`).toBe(false);
    if (i > 0) expect(r.row.top, `row ${i} overlaps the row above`).toBeGreaterThanOrEqual((inView[i - 1]?.row.bottom ?? 0) - 1);
  }
}

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('no page is wider than the screen, and the header keeps every link and button in reach', async ({ page }) => {
    const { user, token, tracked } = await userTrackingDemoToken({ describe: longDescription });
    await installTestWallet(page, { account: tracked[0] as string, rpcUrl: rpcUrl() });
    await openHomeAs(page, user);
    const pages: Array<[string, (page: Page) => Promise<void>]> = [
      ['/', (p) => expect(p.getByTestId('coins-address-row')).toHaveCount(tracked.length)],
      ['/settings', (p) => expect(p.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()],
      ['/tools/txns', (p) => expect(p.getByRole('link', { name: token.symbol })).toBeVisible()],
      [
        `/tools/txns/${token.symbol}`,
        async (p) => {
          await expect(p.getByTestId('txns-holdings')).toHaveAttribute('data-status', 'ready', { timeout: 60_000 });
          // Each exact balance is whole within the screen's width, not behind a sideways scroll.
          const balances = p.getByTestId('txns-holding-balance');
          await expect(balances).toHaveCount(tracked.length);
          for (const box of await balances.evaluateAll((tds) => tds.map((td) => td.getBoundingClientRect().toJSON() as DOMRect))) {
            expect(box.left).toBeGreaterThanOrEqual(0);
            expect(box.right).toBeLessThanOrEqual(PHONE.width);
          }
        },
      ],
      [
        '/tools/wallet',
        async (p) => {
          await p.getByRole('button', { name: 'Connect Devnet Test Wallet' }).click();
          await expect(p.getByTestId('wallet-account')).toHaveText(tracked[0] as string);
        },
      ],
      ['/tools/friend-tech', (p) => expect(p.getByLabel('Look up an address')).toBeVisible()],
      [
        `/tools/friend-tech/${tracked[0]}?chain=31337`,
        async (p) => {
          await expect(p.getByTestId('ft-subject')).toHaveAttribute('data-status', 'ready', { timeout: 30_000 });
          await expect(p.getByTestId('ft-subject').getByRole('button', { name: 'Refresh' })).toBeInViewport({ ratio: 1 });
          // The heading's address is whole; its long description is what gets cut short.
          await expect(p.getByTestId('ft-subject').getByRole('heading').locator('code')).toBeInViewport({ ratio: 1 });
        },
      ],
      // The message repeats what the URL says, however long: it wraps.
      [`/tools/friend-tech?chain=${'9'.repeat(300)}`, (p) => expect(p.getByTestId('ft-unknown-chain')).toBeVisible()],
    ];
    for (const [path, loaded] of pages) {
      await page.goto(path);
      await loaded(page);
      expect(await overflow(page), `${path} scrolls sideways`).toBeLessThanOrEqual(0);
      await expectHeaderInReach(page);
    }
  });

  // 42 characters without a hyphen to break at: the pages that name it ran 70 px past the screen.
  test('an email address longer than the screen is wide wraps where a page names it, on sign-up, reset and Settings', async ({ page }) => {
    const email = `christophermontgomery${Date.now()}@examplemail.com`;
    await page.goto('/signup');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByTestId('auth-check-inbox')).toContainText(email);
    expect(await overflow(page), 'the sign-up’s Check your inbox scrolls sideways').toBeLessThanOrEqual(0);

    await page.goto('/login/reset');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send the reset link' }).click();
    await expect(page.getByTestId('auth-reset-sent')).toContainText(email);
    expect(await overflow(page), 'the reset’s message scrolls sideways').toBeLessThanOrEqual(0);

    await openSignedIn(page, await createConfirmedUser({ email: `confirmed${email}` }), '/settings');
    await expect(page.getByTestId('settings-email')).toContainText(`confirmed${email}`);
    await expect(page.getByLabel(`To confirm, type confirmed${email}`)).toBeAttached();
    expect(await overflow(page), 'Settings scrolls sideways').toBeLessThanOrEqual(0);
  });

  // One long word where a page repeats the user's own text pushed the page up to 2,000 px sideways.
  test('one long word the user gave (a name, a description, a search, a file name) wraps instead of widening the page', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: PHONE.height });
    const user = await createCoinsUser();
    const coinId = crypto.randomUUID();
    await restInsert(user, 'tracked_coins', [
      { id: coinId, coin_ticker: 'LONG', coin_name: 'N'.repeat(64), coin_address: BRIDGED, chain_id: 8453 },
    ]);
    await restInsert(user, 'tracked_addresses', [
      {
        coin_id: coinId,
        address: '0x8617e340b3d01fa5f11f306f4090fd50e238070d',
        description: `https://example.com/${'z'.repeat(150)}`,
        color: '#c33',
      },
    ]);
    await openHomeAs(page, user);
    await page.getByRole('button', { name: /^Edit address / }).click();
    await expect(page.getByRole('heading', { name: /^Edit https/ })).toBeVisible();
    expect(await overflow(page), 'the edit form’s heading widens the page').toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('searchbox', { name: 'Find a coin or an address' }).fill('0x8626f6940E2eb28930eFb4CeF49B2d1F2C9C1199');
    await expect(page.getByTestId('coins-find-status')).toContainText('No coin or address matches');
    expect(await overflow(page), 'the search’s answer widens the page').toBeLessThanOrEqual(0);
    await page.getByRole('searchbox', { name: 'Find a coin or an address' }).fill('');

    await page.getByTestId('coins-import-open').click();
    const name = 'coinwatch_coins_backup_before_cleanup_2026-12-04.csv';
    await page
      .getByTestId('coins-import-file')
      .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from('coin_ticker,coin_name\n') });
    await expect(page.getByTestId('coins-import-summary')).toContainText(name);
    expect(await overflow(page), 'the import’s summary widens the page').toBeLessThanOrEqual(0);

    await page.goto('/tools/txns');
    await expect(page.getByRole('link', { name: 'LONG' })).toBeVisible();
    expect(await overflow(page), 'the txns coin list widens the page').toBeLessThanOrEqual(0);
  });

  test('each tracked address shows its description, and every action of its row is whole on screen', async ({ page }) => {
    const { user, tracked } = await userTrackingDemoToken({ describe: (i) => `Demo account ${i + 1}` });
    await openSignedIn(page, user, '/');
    const rows = page.getByTestId('coins-address-row');
    await expect(rows).toHaveCount(tracked.length);
    // Phones 375 and 360 px wide too (an iPhone SE, most Androids): at 375 each read "Demo accoun…".
    for (const width of [375, 360]) {
      await page.setViewportSize({ width, height: PHONE.height });
      for (const label of await rows.getByTestId('coins-address-description').locator('.coins-address-label').all())
        expect(
          await label.evaluate((e) => e.scrollWidth - e.clientWidth),
          `the description is cut short at ${width} px`,
        ).toBeLessThanOrEqual(0);
    }
    await page.setViewportSize(PHONE);
    for (const row of await rows.all()) {
      const address = (await row.getAttribute('data-address')) ?? '';
      const i = tracked.findIndex((a) => getAddress(a) === address);
      await expect(row.getByTestId('coins-address-description')).toBeInViewport({ ratio: 1 });
      // Whole, not cut to "Demo acc…" (all three read the same then): the address gives way first.
      const label = row.getByText(`Demo account ${i + 1}`, { exact: true });
      expect(await label.evaluate((e) => e.scrollWidth - e.clientWidth), 'the description is cut short').toBeLessThanOrEqual(0);
      await expect(row.getByTestId('coins-address-value')).toBeInViewport({ ratio: 1 });
      // Cut in its middle on screen, the address is still one word: a double-click selects (and copies) all of it.
      await row.getByTestId('coins-address-value').dblclick();
      expect(await page.evaluate(() => getSelection()?.toString())).toBe(address);
      for (const action of [/^Copy address /, /^Edit address /, /^Delete address /])
        await expect(row.getByRole('button', { name: action })).toBeInViewport({ ratio: 1 });
      await expect(row.getByTestId('coins-address-txns')).toBeInViewport({ ratio: 1 });
    }
    // The actions work from there.
    await rows
      .first()
      .getByRole('button', { name: /^Edit address / })
      .click();
    await expect(page.getByTestId('coins-address-form').getByLabel('Description')).toBeInViewport();
  });

  test('asking before deleting an address whose description is one long word (a link) keeps the page to the screen’s width', async ({
    page,
  }) => {
    const link = `https://etherscan.io/address/${'0'.repeat(40)}#tokentxns-of-the-treasury`;
    const { user } = await userTrackingDemoToken({ accounts: [1], describe: () => link });
    await openSignedIn(page, user, '/');
    await page.getByRole('button', { name: /^Delete address / }).click();
    const confirm = page.getByTestId('confirm');
    await expect(confirm).toContainText(link);
    expect(await overflow(page), 'the page scrolls sideways').toBeLessThanOrEqual(0);
    expect(await confirm.evaluate((box) => box.scrollWidth - box.clientWidth), 'the question runs out of its box').toBeLessThanOrEqual(0);
    for (const name of ['Delete', 'Cancel']) await expect(confirm.getByRole('button', { name, exact: true })).toBeInViewport({ ratio: 1 });
  });

  test('an untracked address’s transfers page names the address whole in its heading, without a sideways scroll', async ({ page }) => {
    const { user, token } = await userTrackingDemoToken();
    await openHomeAs(page, user);
    const untracked = devnetDemo().accounts[9] as string;
    await page.goto(`/tools/txns/${token.symbol}/${untracked}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${token.symbol} transfers · ${untracked}`);
    expect(await overflow(page), 'the page scrolls sideways').toBeLessThanOrEqual(0);
  });

  test('each transfer shows its whole amount, direction, sender, receiver, time and block without a sideways scroll', async ({ page }) => {
    const { user, token } = await userTrackingDemoToken({ describe: longDescription });
    await openSignedIn(page, user, `/tools/txns/${token.symbol}`);
    await expect(page.getByTestId('txns-scan')).toHaveAttribute('data-status', 'ready', { timeout: 60_000 });
    const scroller = page.getByTestId('txns-scroller');
    const rows = page.getByTestId('txns-row');
    await expect(rows.first()).toBeVisible();
    expect(await scroller.evaluate((el) => el.scrollWidth - el.clientWidth), 'the table scrolls sideways').toBeLessThanOrEqual(0);
    // The rows in view: every part on screen, the amount whole (never cut short), no row over another.
    await expectRowsWhole(page);
    // The list is as tall as its rows: the oldest transfer is reached at the end of the scroll.
    const count = Number(((await page.getByTestId('txns-count').textContent()) ?? '').replace(/[^0-9]/g, ''));
    await scroller.evaluate((el) => el.scrollTo(0, el.scrollHeight));
    const last = page.locator(`[data-testid="txns-row"][aria-rowindex="${count + 1}"]`);
    await expect(last).toBeVisible();
    const [lastBox, scrollerBox] = await Promise.all([last.boundingBox(), scroller.boundingBox()]);
    expect(lastBox && scrollerBox && lastBox.y + lastBox.height).toBeLessThanOrEqual(
      (scrollerBox?.y ?? 0) + (scrollerBox?.height ?? 0) + 1,
    );
    // On the narrowest phone (320 px) too, the time and the block stay whole: the hash gives way.
    await page.setViewportSize({ width: 320, height: 640 });
    for (const selector of ['td.txns-time', 'td.txns-block'])
      expect(
        await rows.evaluateAll(
          (trs, s) =>
            trs.filter((tr) => (tr.querySelector(s) as HTMLElement).scrollWidth > (tr.querySelector(s) as HTMLElement).clientWidth).length,
          selector,
        ),
        `${selector} is cut short at 320 px`,
      ).toBe(0);
    expect(await scroller.evaluate((el) => el.scrollWidth - el.clientWidth), 'the table scrolls sideways at 320 px').toBeLessThanOrEqual(0);
    // Widened to a laptop, each transfer is one line again, with no gaps or overlaps between rows.
    await page.setViewportSize(LAPTOP);
    await scroller.evaluate((el) => el.scrollTo(0, 0));
    await expect(page.locator('[data-testid="txns-row"][aria-rowindex="2"]')).toBeVisible();
    const tops = await rows.evaluateAll((trs) => trs.map((tr) => tr.getBoundingClientRect()).map((b) => [b.top, b.height]));
    tops.sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0));
    for (let i = 1; i < tops.length; i++) expect((tops[i]?.[0] ?? 0) - (tops[i - 1]?.[0] ?? 0)).toBeCloseTo(tops[i - 1]?.[1] ?? 0, 0);
  });

  test('at a larger font size chosen in the browser, each transfer’s lines stay inside its row', async ({ page }) => {
    // Chrome's "Font size: Large": a rem is 20 px instead of 16.
    await (await page.context().newCDPSession(page)).send('Page.setFontSizes', { fontSizes: { standard: 20 } });
    const { user, token } = await userTrackingDemoToken({ describe: longDescription });
    await openSignedIn(page, user, `/tools/txns/${token.symbol}`);
    await expect(page.getByTestId('txns-scan')).toHaveAttribute('data-status', 'ready', { timeout: 60_000 });
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('20px');
    await expectRowsWhole(page);
  });

  test('each friend.tech tracked address shows its keys and prices on screen, each named', async ({ page }) => {
    // friend.tech subjects of the seeded market, so they have keys and prices.
    const { user } = await userTrackingDemoToken({ accounts: [10, 11, 1], describe: longDescription });
    await openSignedIn(page, user, '/tools/friend-tech?chain=31337');
    const tracked = page.getByTestId('ft-tracked');
    await expect(tracked).toHaveAttribute('data-status', 'ready', { timeout: 30_000 });
    const rows = page.getByTestId('ft-tracked-row');
    await expect(rows).toHaveCount(3);
    for (const row of await rows.all()) {
      await expect(row.locator('code')).toBeInViewport({ ratio: 1 });
      for (const [testId, name] of [
        ['ft-supply', 'Supply'],
        ['ft-buy', 'Buy 1 key'],
        ['ft-sell', 'Sell 1 key'],
      ] as const) {
        const cell = row.getByTestId(testId);
        await expect(cell).toBeInViewport({ ratio: 1 });
        await expect(cell).toHaveAccessibleName(new RegExp(`^${name} (\\d+|—|[\\d.,]+ ETH)$`));
      }
    }
    // The two subjects have prices.
    await expect(rows.getByTestId('ft-buy').filter({ hasText: ' ETH' })).toHaveCount(2);
    expect(await tracked.evaluate((panel) => panel.scrollWidth - panel.clientWidth), 'the panel scrolls sideways').toBe(0);
  });

  test('each friend.tech trade shows its side, keys, amount, trader, subject, time, block and supply on screen', async ({ page }) => {
    const { user } = await userTrackingDemoToken({ accounts: [10, 11, 1], describe: longDescription });
    await openSignedIn(page, user, '/tools/friend-tech?chain=31337');
    const trades = page.getByTestId('ft-trades');
    const rows = trades.getByTestId('ft-trade');
    await expect(rows.first().locator('.ft-trade-time')).not.toBeEmpty({ timeout: 30_000 });
    for (const row of (await rows.all()).slice(0, 5)) {
      await row.scrollIntoViewIfNeeded();
      for (const part of ['side', 'keys', 'eth', 'trader', 'subject', 'time', 'block', 'supply'])
        await expect(row.locator(`.ft-trade-${part}`), part).toBeInViewport({ ratio: 1 });
      // Each part named, as its column's heading does on a laptop.
      await expect(row.locator('.ft-trade-trader')).toHaveAccessibleName(/^Trader /);
      await expect(row.locator('.ft-trade-subject')).toHaveAccessibleName(/^Keys of /);
      await expect(row.locator('.ft-trade-keys')).toHaveAccessibleName(/^Keys \d+$/);
      await expect(row.locator('.ft-trade-eth')).toHaveAccessibleName(/^[\d.,]+ ETH$/);
      await expect(row.locator('.ft-trade-supply')).toHaveAccessibleName(/^Supply after \d+$/);
    }
    expect(await trades.evaluate((table) => (table.parentElement?.scrollWidth ?? 0) - (table.parentElement?.clientWidth ?? 0))).toBe(0);
  });

  test('the friend.tech trade count reads whole and names its table', async ({ page }) => {
    const { user } = await userTrackingDemoToken({ describe: longDescription });
    await openSignedIn(page, user, '/tools/friend-tech?chain=31337');
    await expect(page.getByTestId('ft-trade')).not.toHaveCount(0, { timeout: 30_000 });
    const count = page.getByTestId('ft-trade-count');
    const box = await count.evaluate((p) => p.getBoundingClientRect().toJSON() as DOMRect);
    expect(box.right, 'the trade count is cut off at the right').toBeLessThanOrEqual(PHONE.width);
    await expect(page.getByRole('table', { name: (await count.textContent()) ?? '' })).toBeVisible();
  });
});

test('at 320 px (WCAG 1.4.10’s reflow width), a coin’s transfers page wraps the token address and each exact balance instead of scrolling sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  const { user, token, tracked } = await userTrackingDemoToken({ describe: longDescription });
  await openSignedIn(page, user, `/tools/txns/${token.symbol}`);
  await expect(page.getByTestId('txns-holdings')).toHaveAttribute('data-status', 'ready', { timeout: 60_000 });
  await expect(page.getByTestId('txns-holding-balance')).toHaveCount(tracked.length);
  expect(await overflow(page), 'the page scrolls sideways').toBeLessThanOrEqual(0);
  for (const cut of await page.getByTestId('txns-holding-balance').evaluateAll((tds) => tds.map((td) => td.scrollWidth > td.clientWidth)))
    expect(cut, 'a balance is cut').toBe(false);
  // Each short address is one line beside its description (it broke into one character a line),
  // and the description shows enough of itself to tell the addresses apart.
  for (const holding of await page.getByTestId('txns-holding').all()) {
    const [code, label] = await Promise.all(
      ['code', '.txns-address-label'].map((part) => holding.locator(part).evaluate((e) => e.getBoundingClientRect().toJSON() as DOMRect)),
    );
    expect(code?.height, 'the short address takes more than a line').toBeLessThan(30);
    expect(label?.width, 'the description is squeezed away').toBeGreaterThan(100);
  }
  // The table's headings are whole on screen (not cut to "Block…"), the order's arrow in view.
  const table = page.getByTestId('txns-table');
  await table.scrollIntoViewIfNeeded();
  for (const name of ['Block', 'From', 'To', `Amount (${token.symbol})`]) {
    const button = table.getByRole('button', { name, exact: true });
    await expect(button).toBeInViewport({ ratio: 1 });
    const cut = await button.evaluate((b) => [b, b.closest('th') as HTMLElement].some((e) => e.scrollWidth > e.clientWidth));
    expect(cut, `the heading ${name} is cut short`).toBe(false);
  }
  await expect(table.getByRole('columnheader', { name: 'Block' })).toHaveAttribute('aria-sort', 'descending');
});

test('at 320 px, each tracked address keeps its four actions whole in its row, and more than a word of its description', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  const { user, tracked } = await userTrackingDemoToken({ describe: longDescription });
  await openSignedIn(page, user, '/');
  const rows = page.getByTestId('coins-address-row');
  await expect(rows).toHaveCount(tracked.length);
  for (const row of await rows.all()) {
    const { cut, label } = await row.evaluate((tr) => {
      const right = tr.getBoundingClientRect().right;
      return {
        cut: Array.from(tr.querySelectorAll('.coins-address-actions > *'))
          .filter((action) => action.getBoundingClientRect().right > right)
          .map((action) => action.textContent),
        label: tr.querySelector('.coins-address-label')?.getBoundingClientRect().width ?? 0,
      };
    });
    expect(cut, 'actions cut at the row’s edge').toEqual([]);
    // "Wallet 1, the treasury…" rather than "Wall…".
    expect(label, 'the description’s width').toBeGreaterThan(70);
  }
});

test('just wider than a tablet, the friend.tech tables keep their columns, with their headings on one or two lines', async ({ page }) => {
  // Above the phone and tablet layout (56rem), where the tables keep their columns, squeezed into the panel.
  await page.setViewportSize({ width: 920, height: 900 });
  const { user } = await userTrackingDemoToken({ describe: longDescription });
  await openSignedIn(page, user, '/tools/friend-tech?chain=31337');
  await expect(page.getByTestId('ft-tracked')).toHaveAttribute('data-status', 'ready', { timeout: 30_000 });
  await expect(page.getByTestId('ft-trade')).not.toHaveCount(0, { timeout: 30_000 });
  expect(await overflow(page), 'the page scrolls sideways').toBeLessThanOrEqual(0);
  // The lines each heading's text takes.
  const lines = await page.locator('thead th').evaluateAll((ths) =>
    ths.map((th) => {
      const range = document.createRange();
      range.selectNodeContents(th);
      return [th.textContent, new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top))).size] as const;
    }),
  );
  expect(lines.length).toBeGreaterThan(8);
  for (const [heading, n] of lines) expect(n, `"${heading}" takes ${n} lines`).toBeLessThanOrEqual(2);
  // Squeezed indeed: some heading needs its second line.
  expect(lines.filter(([, n]) => n === 2).length).toBeGreaterThan(0);
});

test('a window narrowed to a phone width moves the address actions to their own line, whole and without overlap', async ({ page }) => {
  await page.setViewportSize(LAPTOP);
  const { user, tracked } = await userTrackingDemoToken();
  await openSignedIn(page, user, '/');
  const rows = page.getByTestId('coins-address-row');
  await expect(rows).toHaveCount(tracked.length);
  await page.setViewportSize(PHONE);
  await expect(rows.first().getByRole('button', { name: /^Delete address / })).toBeInViewport({ ratio: 1 });
  const boxes = await rows.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
  for (let i = 1; i < boxes.length; i++) expect(boxes[i]?.top).toBeGreaterThanOrEqual((boxes[i - 1]?.bottom ?? 0) - 1);
});

test('at a tablet’s width, each address keeps its actions on its line, whole, and a long description shows whole in its tooltip', async ({
  page,
}) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  const { user, tracked } = await userTrackingDemoToken({ describe: longDescription });
  await openSignedIn(page, user, '/');
  const rows = page.getByTestId('coins-address-row');
  await expect(rows).toHaveCount(tracked.length);
  const outside = await rows.evaluateAll((els) =>
    els.flatMap((row) => {
      const box = row.getBoundingClientRect();
      return Array.from(row.querySelectorAll('.coins-address-actions > *'))
        .filter((action) => {
          const a = action.getBoundingClientRect();
          return a.top < box.top || a.bottom > box.bottom || a.right > box.right;
        })
        .map((action) => action.textContent);
    }),
  );
  expect(outside).toEqual([]);
  const label = rows.getByTitle(longDescription(0), { exact: true });
  await expect(label).toBeVisible();
  expect(await label.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  // Enough of it shows to tell the addresses apart (beside the actions it was cut to "Wallet 1,…").
  expect(await label.evaluate((el) => el.getBoundingClientRect().width)).toBeGreaterThan(150);
  await expect(rows.first().getByTestId('coins-address-value')).toHaveText(/^0x[0-9a-fA-F]{40}$/);
  expect(
    await rows
      .first()
      .locator('.coins-address-head')
      .evaluate((el) => el.scrollWidth > el.clientWidth),
  ).toBe(false);
});

test('on a tablet (768 and 900 px), each transfer shows its amount without a sideways scroll', async ({ page }) => {
  const { user, token } = await userTrackingDemoToken();
  await openHomeAs(page, user);
  for (const width of [768, 900]) {
    await page.setViewportSize({ width, height: 1024 });
    await page.goto(`/tools/txns/${token.symbol}`);
    await expect(page.getByTestId('txns-scan')).toHaveAttribute('data-status', 'ready', { timeout: 60_000 });
    const scroller = page.getByTestId('txns-scroller');
    expect(await scroller.evaluate((el) => el.scrollWidth - el.clientWidth), `${width} px`).toBeLessThanOrEqual(0);
    const amounts = page.getByTestId('txns-row').locator('.txns-amount');
    expect(await amounts.count()).toBeGreaterThan(5);
    for (let i = 0; i < 5; i++) await expect(amounts.nth(i)).toBeInViewport({ ratio: 1 });
  }
});

test('on a tablet, a friend.tech trade shows its side, keys and price without a sideways scroll', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  const { user } = await userTrackingDemoToken({ describe: longDescription });
  await openSignedIn(page, user, '/tools/friend-tech?chain=31337');
  const trade = page.getByTestId('ft-trade').first();
  await expect(trade).toBeVisible({ timeout: 30_000 });
  expect(await overflow(page), 'the page scrolls sideways').toBeLessThanOrEqual(0);
  const tables = page.locator('.ft-trades-table');
  expect(
    await tables.first().evaluate((t) => (t.parentElement?.scrollWidth ?? 0) - (t.parentElement?.clientWidth ?? 0)),
  ).toBeLessThanOrEqual(0);
  for (const cell of ['.ft-trade-side', '.ft-trade-keys', '.ft-trade-eth']) await expect(trade.locator(cell)).toBeInViewport({ ratio: 1 });
});

test('on a laptop, the header is one row and the transfers table shows every time and amount whole', async ({ page }) => {
  await page.setViewportSize(LAPTOP);
  const { user, token } = await userTrackingDemoToken();
  await openSignedIn(page, user, `/tools/txns/${token.symbol}`);
  await expect(page.getByTestId('txns-scan')).toHaveAttribute('data-status', 'ready', { timeout: 60_000 });
  // The product's name, the links and the buttons side by side, on one line.
  const middle = async (name: string) => {
    const box = await page
      .getByRole('banner')
      .getByRole(name === 'Sign out' ? 'button' : 'link', { name, exact: true })
      .boundingBox();
    return box ? box.y + box.height / 2 : Number.NaN;
  };
  const line = await middle('Coinwatch');
  for (const name of ['Settings', 'Sign out']) expect(Math.abs((await middle(name)) - line), name).toBeLessThan(8);
  const rows = page.getByTestId('txns-row');
  await expect(rows.first()).toBeVisible();
  // A cell cut short (an ellipsis) is wider inside than it shows.
  const cut = await rows.evaluateAll((trs) =>
    trs.flatMap((tr) =>
      Array.from(tr.querySelectorAll('td'))
        .filter((td) => td.scrollWidth > td.clientWidth)
        .map((td) => td.textContent),
    ),
  );
  expect(cut).toEqual([]);
  expect(await rows.count()).toBeGreaterThan(5);
});

test('on a laptop, a 200-character description keeps the transfers’ filters and Export on one line', async ({ page }) => {
  await page.setViewportSize(LAPTOP);
  const { user, token } = await userTrackingDemoToken({
    describe: (i) => `${'Treasury cold storage, '.repeat(8)}wallet ${i + 1}`.slice(0, 200),
  });
  await openSignedIn(page, user, `/tools/txns/${token.symbol}`);
  await expect(page.getByTestId('txns-filter-address')).toBeVisible({ timeout: 60_000 });
  // Read in one frame: the panels above still move the whole row down while they load.
  const middles = await page
    .locator('.txns-filters')
    .evaluate((filters) =>
      ['txns-filter-direction', 'txns-filter-address', 'txns-export']
        .map((id) => filters.querySelector(`[data-testid="${id}"]`))
        .map((e) => (e ? e.getBoundingClientRect().top + e.getBoundingClientRect().height / 2 : Number.NaN)),
    );
  const [direction = Number.NaN, address, exportButton] = middles;
  expect(Math.abs((address ?? Number.NaN) - direction)).toBeLessThan(8);
  expect(Math.abs((exportButton ?? Number.NaN) - direction)).toBeLessThan(8);
});

test('on a laptop, a long description is cut short with the whole of it in its tooltip, the friend.tech trades fit their panel, and a pasted address shows whole', async ({
  page,
}) => {
  await page.setViewportSize(LAPTOP);
  // Traders and friend.tech subjects of the seeded market: some trades have both columns described.
  const { user, token, tracked } = await userTrackingDemoToken({ accounts: [1, 2, 3, 10, 11, 12, 13, 14], describe: longDescription });
  await openSignedIn(page, user, '/tools/friend-tech?chain=31337');
  const trades = page.getByTestId('ft-trades');
  await expect(trades.getByRole('row').nth(1)).toBeVisible({ timeout: 60_000 });
  // The seeded market has trades by the tracked accounts: their rows carry the description.
  await expect(trades.getByText(longDescription(0), { exact: true }).first()).toBeVisible();
  const bothDescribed = await trades.evaluate(
    (table) => Array.from(table.querySelectorAll('tbody tr')).filter((tr) => tr.querySelectorAll('[title^="Wallet "]').length === 2).length,
  );
  expect(bothDescribed).toBeGreaterThan(0);
  expect(
    await trades.evaluate((table) => (table.parentElement?.scrollWidth ?? 0) - (table.parentElement?.clientWidth ?? 0)),
  ).toBeLessThanOrEqual(0);
  const described = trades.getByTitle(longDescription(0), { exact: true }).first();
  expect(await described.evaluate((label) => label.scrollWidth > label.clientWidth)).toBe(true);
  // The tracked addresses' table has one address column, so more of each description shows.
  const trackedLabel = page.getByTestId('ft-tracked-row').first().locator('.ft-address-label');
  expect(await trackedLabel.evaluate((label) => label.getBoundingClientRect().width), 'tracked description width').toBeGreaterThan(200);

  // A pasted address shows whole in its field, wherever one is asked for.
  for (const [path, opener, label] of [
    ['/', 'Add coin', 'Contract address'],
    ['/', /^Add address to /, 'Address'],
    ['/tools/txns', null, 'Token address'],
    ['/tools/txns', null, 'Address (optional)'],
    ['/tools/friend-tech', null, 'Look up an address'],
  ] as const) {
    await page.goto(path);
    if (opener)
      await page
        .getByRole('button', { name: opener, exact: typeof opener === 'string' })
        .first()
        .click();
    const field = page.getByLabel(label, { exact: true });
    await field.fill(token.address);
    expect(await field.evaluate((input) => input.scrollWidth - input.clientWidth), label).toBeLessThanOrEqual(0);
  }

  await page.goto(`/tools/txns/${token.symbol}/${tracked[0]}`);
  const balance = page.getByTestId('txns-holding-balance');
  await expect(balance).not.toHaveText('…', { timeout: 60_000 });
  await expect(balance).toBeInViewport({ ratio: 1 });
  const tooltip = `${longDescription(0)}\n${getAddress(tracked[0] as string)}`;
  await expect(page.getByTestId('txns-holdings').getByTitle(tooltip, { exact: true })).toBeVisible();
  // In a transfer the address's description fills its cell, as a name tag (beside the short
  // address it was cut to a few letters); its tooltip gives the address.
  const label = page.getByTestId('txns-row').first().getByTitle(tooltip, { exact: true }).first();
  const share = await label.evaluate((l) => l.getBoundingClientRect().width / (l.closest('td')?.clientWidth ?? Number.POSITIVE_INFINITY));
  expect(share, 'share of its cell the description shows in').toBeGreaterThan(0.6);
});

test('the account pages fit the window with nothing to scroll: no stray scrollbar beside the form', async ({ page }) => {
  // Sizes at which each of these forms fits whole (the sign-up form is 807 px tall).
  for (const size of [{ width: 1280, height: 900 }, PHONE]) {
    await page.setViewportSize(size);
    for (const path of ['/login', '/signup', '/login/reset']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The page-change announcer, hidden but in the flow at the page's foot, made it 1 px too tall.
      expect(
        await page.evaluate('document.documentElement.scrollHeight - window.innerHeight'),
        `${path} at ${size.width}×${size.height}`,
      ).toBe(0);
    }
  }
});

test('on a phone, a coin whose name is one long word (a bridged token’s) wraps it, and keeps its contract’s buttons on screen', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  const user = await createCoinsUser();
  await restInsert(user, 'tracked_coins', [
    { coin_ticker: 'WSTETH', coin_name: 'WrappedLiquidStakedEtherBridgedFromArbitrum', coin_address: BRIDGED, chain_id: 8453 },
  ]);
  await openHomeAs(page, user);
  const card = page.getByTestId('coins-card').filter({ hasText: 'WSTETH' });
  await expect(card.getByTestId('coins-name')).toBeVisible();
  expect(await overflow(page)).toBe(0);
  await expect(card.getByRole('button', { name: 'Copy contract address of WSTETH' })).toBeInViewport({ ratio: 1 });
  await expect(card.getByRole('link', { name: 'Explorer: contract of WSTETH (opens in a new tab)' })).toBeInViewport({ ratio: 1 });
});

test('on the narrowest phone (320 px), a notification keeps Dismiss beside its text, and its Undo on a line of its own', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  const user = await createCoinsUser();
  await restInsert(user, 'tracked_coins', [{ coin_ticker: 'GONE', coin_name: 'Soon deleted', coin_address: BRIDGED, chain_id: 8453 }]);
  await openHomeAs(page, user);
  await page.getByRole('button', { name: 'Delete coin GONE' }).click();
  await page.getByTestId('confirm-action').click();
  const notification = page.getByTestId('notification').filter({ hasText: 'Deleted GONE' });
  const [title, dismiss, undo] = await Promise.all([
    notification.getByText('Deleted GONE').boundingBox(),
    notification.getByRole('button', { name: 'Dismiss notification' }).boundingBox(),
    notification.getByRole('button', { name: 'Undo' }).boundingBox(),
  ]);
  if (!title || !dismiss || !undo) throw new Error('the notification’s parts are not all drawn');
  expect(dismiss.y, 'Dismiss wrapped under the text').toBeLessThan(title.y + title.height);
  expect(undo.y, 'Undo beside the text').toBeGreaterThan(title.y + title.height);
  expect(await overflow(page)).toBe(0);
});

test.describe('on a touch screen', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  // The key is pressed on a keyboard: beside Undo on a phone, "F8" named a key the phone has not got.
  test('an Undo shows no keyboard shortcut', async ({ page }) => {
    const user = await createCoinsUser();
    await restInsert(user, 'tracked_coins', [{ coin_ticker: 'GONE', coin_name: 'Soon deleted', coin_address: BRIDGED, chain_id: 8453 }]);
    await openHomeAs(page, user);
    await page.getByRole('button', { name: 'Delete coin GONE' }).tap();
    await page.getByTestId('confirm-action').tap();
    const undo = page.getByTestId('notification').getByRole('button', { name: 'Undo' });
    await expect(undo).toBeVisible();
    await expect(undo).toHaveText('Undo', { useInnerText: true });
    await expect(undo.locator('.toast-key')).toBeHidden();
  });
});

test('a coin named in a right-to-left script shows its ticker first in the txns list, as every other row does', async ({ page }) => {
  const user = await createCoinsUser();
  await restInsert(user, 'tracked_coins', [{ coin_ticker: 'שקל', coin_name: 'שקל חדש דיגיטלי', coin_address: BRIDGED, chain_id: 8453 }]);
  await openSignedIn(page, user, '/tools/txns');
  const link = page.getByTestId('txns-coin-link');
  await expect(link).toBeVisible();
  const [whole, ticker] = await Promise.all([link.boundingBox(), link.locator('strong').boundingBox()]);
  if (!whole || !ticker) throw new Error('the coin’s link is not drawn');
  // The ticker at the link's start: run on with the name, it was drawn last, at the right.
  expect(Math.abs(ticker.x - whole.x), 'the ticker is not where the row starts').toBeLessThanOrEqual(1);
});
