import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@coinwatch/shared/chromium';
import { chromium } from '@playwright/test';
import { type Address, createTestClient, encodeFunctionData, erc20Abi, http } from 'viem';
import { foundry } from 'viem/chains';
import { type BenchStack, createBenchUser, ok, signInBench } from './benchUser.ts';

export type TxnsRowsBenchOptions = BenchStack & {
  rpcUrl: string;
  token: { symbol: string; name: string; address: string };
  accounts: readonly string[];
};
export type BenchRow = { metric: string; value: string; target: string };

const EXTRA_TRANSFERS = 8_000;

/**
 * Scrolls the table from top to bottom over 3 s, one step per frame, and answers the frame
 * intervals. A string, not a function: tsx's name helpers would not exist in the page.
 */
const SCROLL_FOR_3_SECONDS = `new Promise((resolve) => {
  const el = document.querySelector('[data-testid="txns-scroller"]');
  const intervals = [];
  const start = performance.now();
  let last = start;
  requestAnimationFrame(function step(now) {
    intervals.push(now - last);
    last = now;
    const progress = Math.min(1, (now - start) / 3000);
    el.scrollTop = progress * (el.scrollHeight - el.clientHeight);
    if (progress < 1) requestAnimationFrame(step);
    else resolve(intervals.slice(1));
  });
})`;
const ROWS = 10_000;

/** Mines `count` more transfers of the token among the devnet's unlocked accounts, in a few blocks. */
async function addTransfers(o: TxnsRowsBenchOptions, count: number): Promise<void> {
  const client = createTestClient({ chain: foundry, mode: 'anvil', transport: http(o.rpcUrl) });
  const send = (from: string, to: string, amount: bigint) =>
    // anvil's unlocked accounts: the node picks the nonce; one account sends one at a time.
    fetch(o.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'eth_sendTransaction',
        params: [
          {
            from,
            to: o.token.address,
            gas: '0x186a0',
            data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to as Address, amount] }),
          },
        ],
      }),
    }).then(ok);
  await client.setAutomine(false);
  try {
    const perAccount = Math.ceil(count / o.accounts.length);
    await Promise.all(
      o.accounts.map(async (from, a) => {
        for (let i = 0; i < perAccount; i++) await send(from, o.accounts[(a + 1 + (i % 3)) % o.accounts.length] as string, BigInt(i + 1));
      }),
    );
    // A block holds ~570 of these transfers: mine until the pool is empty.
    await client.mine({ blocks: Math.ceil(count / 500) + 2 });
  } finally {
    await client.setAutomine(true);
  }
}

/**
 * The txns table with over 10,000 rows: every devnet account tracked, the history scanned, then
 * the table scrolled from top to bottom for 3 s. Frame intervals show whether scrolling stays smooth.
 */
export async function benchTxnsRows(o: TxnsRowsBenchOptions): Promise<BenchRow[]> {
  await addTransfers(o, EXTRA_TRANSFERS);
  const user = await createBenchUser(o);
  const headers = {
    apikey: o.anonKey,
    authorization: `Bearer ${user.token}`,
    'content-type': 'application/json',
    prefer: 'return=minimal',
  };
  const coinId = crypto.randomUUID();
  const coin = { id: coinId, coin_ticker: o.token.symbol, coin_name: o.token.name, coin_address: o.token.address, chain_id: 31337 };
  await ok(await fetch(`${o.supabaseUrl}/rest/v1/tracked_coins`, { method: 'POST', headers, body: JSON.stringify(coin) }));
  const addresses = o.accounts.map((address, i) => ({ coin_id: coinId, address, description: `Account ${i}`, color: '#2f5bd3' }));
  await ok(await fetch(`${o.supabaseUrl}/rest/v1/tracked_addresses`, { method: 'POST', headers, body: JSON.stringify(addresses) }));

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await signInBench(browser, o.appUrl, user);
    await page.goto(`${o.appUrl}/tools/txns/${o.token.symbol}`);
    await page.locator('[data-testid="txns-scan"][data-status="ready"]').waitFor({ timeout: 120_000 });
    const rows = Number(((await page.getByTestId('txns-count').textContent()) ?? '').replace(/[^0-9]/g, ''));
    await page.getByTestId('txns-scroller').waitFor();
    const frames = (await page.evaluate(SCROLL_FOR_3_SECONDS)) as number[];
    const sorted = [...frames].sort((a, b) => a - b);
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? Number.NaN;
    const cadence = at(0.5);
    const worst = sorted.at(-1) ?? Number.NaN;
    return [
      {
        metric: 'txns table rows (every devnet account tracked)',
        value: rows.toLocaleString('en-US'),
        target: `≥ ${ROWS.toLocaleString('en-US')}`,
      },
      { metric: 'scrolling top to bottom in 3 s: frame cadence (median)', value: `${cadence.toFixed(1)} ms`, target: 'report' },
      {
        metric: 'scrolling: frame p95 / longest',
        value: `${at(0.95).toFixed(1)} / ${worst.toFixed(1)} ms`,
        target: 'longest ≤ 2× cadence (no dropped frame)',
      },
    ];
  } finally {
    await browser.close();
  }
}
