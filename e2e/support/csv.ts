import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';

/** The cells of a CSV file's rows by column name (fields the tests read never hold commas). */
export function csvColumn(csv: string, column: string): string[] {
  const [header = '', ...lines] = csv.trim().split(/\r?\n/);
  const index = header.split(',').indexOf(column);
  if (index === -1) throw new Error(`No column ${column} in ${header}`);
  return lines.map((line) => line.split(',')[index] ?? '');
}

/** The transfers the page shows, as "txHash:logIndex", read from its own CSV export of what is shown. */
export async function shownTransfers(page: Page): Promise<string[]> {
  await expect(page.getByTestId('txns-scan')).toHaveAttribute('data-status', 'ready', { timeout: 60_000 });
  const download = page.waitForEvent('download');
  await page.getByTestId('txns-export').click();
  const csv = await readFile((await (await download).path()) as string, 'utf8');
  // Excel reads a CSV as UTF-8 only when it opens with the byte-order mark.
  expect(csv.startsWith('\uFEFF')).toBe(true);
  const hashes = csvColumn(csv, 'tx_hash');
  const indexes = csvColumn(csv, 'log_index');
  return hashes.map((hash, i) => `${hash}:${indexes[i]}`).sort();
}
