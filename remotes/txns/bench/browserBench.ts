// Benchmark, browser side: the tool's full history scan and its monitor latency, driven by
// Playwright. Takes a `page` (already signed in, for the real app) and the app's URL.
import type { Page } from 'playwright-core';
import { encodeFunctionData, erc20Abi } from 'viem';
import { getLogsFilters, type RawGetLogsParameters, type RawGetLogsResult } from './rawGetLogs.ts';

export type ToolScanResult = { transfers: number; ms: number; transfersPerSecond: number };

/** Opens /tools/txns/{coin} with an empty cache and reads the scan's own timing off the page. */
export async function benchToolScan(page: Page, appUrl: string, coin: string): Promise<ToolScanResult> {
  await page.goto(`${appUrl}/tools/txns`);
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        const request = indexedDB.deleteDatabase('coinwatch-txns');
        request.onsuccess = request.onerror = request.onblocked = () => resolve(null);
      }),
  );
  await page.goto(`${appUrl}/tools/txns/${encodeURIComponent(coin)}`);
  const scan = page.getByTestId('txns-scan');
  await scan.and(page.locator('[data-status="ready"]')).waitFor({ timeout: 120_000 });
  const ms = Number(await scan.getAttribute('data-duration-ms'));
  const text = (await page.getByTestId('txns-count').textContent()) ?? '';
  const transfers = Number(text.replace(/[^0-9]/g, ''));
  return { transfers, ms, transfersPerSecond: (transfers / Math.max(ms, 1)) * 1000 };
}

/**
 * The raw calls of rawGetLogs.ts made by fetch in the tool's page, without any tool code: what the
 * browser itself costs (its network stack, JSON parsing on the page's thread) next to Node. After a
 * first call, like the tool's token and head calls before it scans, so the connection and the
 * CORS preflight are as warm as the tool's.
 */
export async function benchBrowserRawGetLogs(page: Page, appUrl: string, o: RawGetLogsParameters): Promise<RawGetLogsResult> {
  await page.goto(`${appUrl}/tools/txns`);
  const { transfers, ms } = await page.evaluate(
    async ({ rpcUrl, filters }) => {
      const headers = { 'content-type': 'application/json' };
      await fetch(rpcUrl, {
        method: 'POST',
        headers,
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] }),
      });
      const started = performance.now();
      const answers = await Promise.all(
        filters.map((filter) =>
          fetch(rpcUrl, {
            method: 'POST',
            headers,
            body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_getLogs', params: [filter] }),
          }).then((r) => r.json() as Promise<{ result: Array<{ transactionHash: string; logIndex: string }> }>),
        ),
      );
      const keys = new Set<string>();
      for (const answer of answers) for (const log of answer.result) keys.add(`${log.transactionHash}:${log.logIndex}`);
      return { transfers: keys.size, ms: performance.now() - started };
    },
    { rpcUrl: o.rpcUrl, filters: getLogsFilters(o) },
  );
  return { transfers, ms, transfersPerSecond: (transfers / ms) * 1000 };
}

export type MonitorLatencyResult = { samples: number[]; p50: number; p95: number; max: number };

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

/**
 * Sends `count` transfers from `from` (an unlocked devnet account tracked for the coin) one after
 * another; each is mined at once (anvil automine), and the latency is from the send's answer (the
 * block is mined by then) to its row in the page, both on this machine's clock.
 */
export async function benchMonitorLatency(
  page: Page,
  o: { rpcUrl: string; token: string; from: string; to: string; count?: number },
): Promise<MonitorLatencyResult> {
  await page.getByTestId('txns-monitor').and(page.locator('[data-mode="live"]')).waitFor({ timeout: 30_000 });
  await page.evaluate(() => {
    const seen: Record<string, number> = {};
    Object.assign(window, { __txnsSeen: seen });
    new MutationObserver(() => {
      for (const row of document.querySelectorAll<HTMLElement>('[data-testid="txns-row"]')) {
        const key = row.dataset.key?.split(':')[0];
        if (key && !(key in seen)) seen[key] = Date.now();
      }
    }).observe(document.body, { childList: true, subtree: true, attributes: true });
  });
  const samples: number[] = [];
  for (let i = 0; i < (o.count ?? 50); i++) {
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [o.to as `0x${string}`, BigInt(i + 1)] });
    const response = await fetch(o.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: i,
        method: 'eth_sendTransaction',
        params: [{ from: o.from, to: o.token, data, gas: '0x186a0' }],
      }),
    });
    const minedAt = Date.now();
    const { result: hash } = (await response.json()) as { result: string };
    const seenAt = await page.waitForFunction((h) => (window as unknown as { __txnsSeen: Record<string, number> }).__txnsSeen[h], hash, {
      timeout: 10_000,
    });
    samples.push(Math.max(0, Number(await seenAt.jsonValue()) - minedAt));
  }
  const sorted = [...samples].sort((a, b) => a - b);
  return { samples, p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1) ?? Number.NaN };
}
