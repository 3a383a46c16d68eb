import type { TrackedCoin } from '@coinwatch/shared';
import Papa from 'papaparse';
import { COIN_FILE_COLUMNS, type CoinFileRecord } from './coinsFileColumns.ts';
import { parseCoinsCsv } from './parseCoinsCsv.ts';
import { parseCoinsJson } from './parseCoinsJson.ts';
import { toSpreadsheetCell } from './spreadsheetCells.ts';
import { type ImportChains, type ImportPreview, validateImport } from './validateImport.ts';

export type CoinFileFormat = 'csv' | 'json';

/** Every coin and address as flat rows; a coin without addresses still gets one row. */
export function coinsToRecords(coins: readonly TrackedCoin[]): CoinFileRecord[] {
  return coins.flatMap((coin) => {
    const base = { coin_ticker: coin.coinTicker, coin_name: coin.coinName, coin_address: coin.coinAddress, chain_id: String(coin.chainId) };
    if (coin.addresses.length === 0) return [{ ...base, address: '', description: '', color: '' }];
    return coin.addresses.map((a) => ({ ...base, address: a.address, description: a.description, color: a.color }));
  });
}

export function coinsToFile(coins: readonly TrackedCoin[], format: CoinFileFormat): string {
  const records = coinsToRecords(coins);
  if (format === 'csv') {
    const cells = records.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, toSpreadsheetCell(v)])));
    return `${Papa.unparse(cells, { columns: [...COIN_FILE_COLUMNS], newline: '\r\n' })}\r\n`;
  }
  // One row per line, so a line number in an import report points at the row.
  const json = records.map((r) => ({ ...r, chain_id: Number(r.chain_id) }));
  return json.length === 0 ? '[]\n' : `[\n${json.map((r) => `  ${JSON.stringify(r)}`).join(',\n')}\n]\n`;
}

/** The format of a file: its extension, else what its text starts with. */
export function detectFormat(fileName: string, text: string): CoinFileFormat {
  if (/\.json$/i.test(fileName)) return 'json';
  if (/\.csv$/i.test(fileName)) return 'csv';
  return /^\uFEFF?\s*[[{]/.test(text) ? 'json' : 'csv';
}

/** Parses and validates an import file into good rows and per-line problems, against the coins tracked now. */
export function previewCoinsFile(
  text: string,
  format: CoinFileFormat,
  chains: ImportChains,
  tracked: readonly TrackedCoin[] = [],
): ImportPreview {
  return validateImport(format === 'csv' ? parseCoinsCsv(text) : parseCoinsJson(text), chains, tracked);
}
