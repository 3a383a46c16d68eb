import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@coinwatch/shared/chromium';
import { chromium, type Page } from '@playwright/test';
import { type BenchStack, type BenchUser, createBenchUser, ok, signInBench } from './benchUser.ts';

export type CoinsBenchOptions = BenchStack;
export type BenchRow = { metric: string; value: string; target: string };

const COINS = 50;
const PER_COIN = 200;
const TOKEN = '0x52908400098527886e0f7030069857d2e4169ee7';
const RUNS = 3;

const wallet = (n: number) => `0x${n.toString(16).padStart(40, '0')}`;

async function seed(opts: CoinsBenchOptions, user: BenchUser): Promise<void> {
  const headers = {
    apikey: opts.anonKey,
    authorization: `Bearer ${user.token}`,
    'content-type': 'application/json',
    prefer: 'return=minimal',
  };
  const coins = Array.from({ length: COINS }, (_, i) => ({
    id: crypto.randomUUID(),
    coin_ticker: `B${i}`,
    coin_name: `Bench ${i}`,
    coin_address: TOKEN,
    chain_id: 1,
  }));
  await ok(await fetch(`${opts.supabaseUrl}/rest/v1/tracked_coins`, { method: 'POST', headers, body: JSON.stringify(coins) }));
  const addresses = coins.flatMap((c, i) =>
    Array.from({ length: PER_COIN }, (_, j) => ({
      coin_id: c.id,
      address: wallet(i * PER_COIN + j + 1),
      description: `Wallet ${j}`,
      color: '#2f5bd3',
    })),
  );
  for (let i = 0; i < addresses.length; i += 2000) {
    await ok(
      await fetch(`${opts.supabaseUrl}/rest/v1/tracked_addresses`, {
        method: 'POST',
        headers,
        body: JSON.stringify(addresses.slice(i, i + 2000)),
      }),
    );
  }
}

// As the page writes counts: digits grouped.
const addressCount = (COINS * PER_COIN).toLocaleString('en-US');
const usable = `${COINS} coins · ${addressCount} addresses`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** Home with 10,000 addresses: from navigation start until the list shows and answers a scroll. */
async function timeHome(page: Page, appUrl: string): Promise<number> {
  await page.goto(`${appUrl}/`, { waitUntil: 'commit' });
  await page.getByTestId('coins-count').filter({ hasText: usable }).waitFor();
  await page.getByTestId('coins-address-row').first().waitFor();
  // Usable: the user can go down to the last coin, and its list scrolls and renders its rows.
  const last = page.getByTestId('coins-address-list').last();
  await last.evaluate((el) => {
    el.scrollIntoView({ block: 'center' });
    el.scrollTo(0, el.scrollHeight);
  });
  // The rows above have been swapped for the spacer: the virtual list followed the scroll.
  await page.waitForFunction(() => {
    const lists = document.querySelectorAll('[data-testid="coins-address-list"]');
    return Number(lists[lists.length - 1]?.querySelector('.coins-address-spacer')?.getAttribute('height') ?? 0) > 0;
  });
  return page.evaluate(() => performance.now());
}

/** Import of a 10,000-row CSV: from choosing the file until the list shows every row. */
async function timeImport(page: Page): Promise<number> {
  const header = 'coin_ticker,coin_name,coin_address,chain_id,address,description,color';
  const lines = Array.from(
    { length: COINS * PER_COIN },
    (_, n) => `I${Math.floor(n / PER_COIN)},Import ${Math.floor(n / PER_COIN)},${TOKEN},1,${wallet(n + 1)},Row ${n},#123456`,
  );
  const csv = `${header}\r\n${lines.join('\r\n')}\r\n`;
  await page.getByTestId('coins-import-open').click();
  const started = Date.now();
  await page.getByTestId('coins-import-file').setInputFiles({ name: 'bench.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page
    .getByTestId('coins-import-summary')
    .filter({ hasText: `${addressCount} good rows` })
    .waitFor();
  await page.getByTestId('coins-import-run').click();
  await page.getByTestId('coins-count').filter({ hasText: usable }).waitFor({ timeout: 60_000 });
  return Date.now() - started;
}

export async function benchCoins(opts: CoinsBenchOptions): Promise<BenchRow[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const seeded = await createBenchUser(opts);
    await seed(opts, seeded);
    const page = await signInBench(browser, opts.appUrl, seeded);
    const homes: number[] = [];
    for (let i = 0; i < RUNS; i++) homes.push(await timeHome(page, opts.appUrl));
    const importer = await signInBench(browser, opts.appUrl, await createBenchUser(opts));
    const imported = await timeImport(importer);
    return [
      {
        metric: `home interactive, ${COINS} coins × ${PER_COIN} addresses (median of ${RUNS})`,
        value: `${Math.round(median(homes))} ms`,
        target: '≤ 1000 ms',
      },
      { metric: `import of a ${COINS * PER_COIN}-row CSV (parse, preview, write, reload)`, value: `${imported} ms`, target: '≤ 5000 ms' },
    ];
  } finally {
    await browser.close();
  }
}
