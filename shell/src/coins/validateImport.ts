import {
  AddressSchema,
  ChainIdSchema,
  CoinNameSchema,
  ColorSchema,
  DescriptionSchema,
  messages,
  TickerSchema,
  type TrackedCoin,
} from '@coinwatch/shared';
import { z } from 'zod';
import { checksum } from './checksum.ts';
import type { ImportProblem, ParsedFile, RowUnit } from './coinsFileColumns.ts';

/** A valid row, ready to write: a coin, and one of its addresses unless the coin has none. `at`: where it is in its file. */
export type ImportRow = {
  at: number;
  coinTicker: string;
  coinName: string;
  coinAddress: string;
  chainId: number;
  address: { address: string; description: string; color: string } | null;
};
/**
 * The chains an import accepts, by id, and the one a row with a blank chain_id goes on: the chain
 * the Add coin form starts on (`newCoinChainId`), not always Ethereum.
 */
export type ImportChains = { ids: readonly number[]; forBlank: number };
export type ImportPreview = { unit: RowUnit; rows: ImportRow[]; problems: ImportProblem[]; unknownColumns: string[] };

export const DEFAULT_ADDRESS_COLOR = '#2f5bd3';

const text = z.preprocess((v) => (v === undefined || v === null ? '' : typeof v === 'number' ? String(v) : v), z.string());
const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

const RowSchema = z.object({
  coin_ticker: text.pipe(TickerSchema),
  coin_name: text.pipe(CoinNameSchema),
  coin_address: text.pipe(AddressSchema),
  chain_id: z.preprocess((v) => (blank(v) ? undefined : v), ChainIdSchema.optional()),
  address: z.preprocess((v) => (blank(v) ? undefined : v), text.pipe(AddressSchema).optional()),
  description: text.pipe(DescriptionSchema),
  color: z.preprocess((v) => (blank(v) ? DEFAULT_ADDRESS_COLOR : v), text.pipe(ColorSchema)),
});

/** What makes two rows (or a row and a tracked coin) the same coin: name, contract and chain. */
const coinKey = (name: string, address: string, chainId: number) => `${name}|${address.toLowerCase()}|${chainId}`;

/** Each tracked coin's key, by its upper-cased ticker (tickers are unique whatever their case). */
const trackedKeysOf = (tracked: readonly TrackedCoin[]) =>
  new Map(tracked.map((c) => [c.coinTicker.toUpperCase(), coinKey(c.coinName, checksum(c.coinAddress), c.chainId)]));

/**
 * The rows whose ticker the user tracks as another coin (another name, contract or chain): written,
 * they would land under that coin, the file's details lost. The import checks again when it runs,
 * since another tab may have added such a coin after the preview.
 */
export function clashesWithTracked(rows: readonly ImportRow[], tracked: readonly TrackedCoin[]): Set<ImportRow> {
  const keys = trackedKeysOf(tracked);
  return new Set(
    rows.filter((row) => {
      const key = keys.get(row.coinTicker.toUpperCase());
      return key !== undefined && key !== coinKey(row.coinName, row.coinAddress, row.chainId);
    }),
  );
}

/**
 * Validates every record: the spec's rules per field, a chain the app knows, and no row repeating
 * an earlier one (same ticker and address) or giving one ticker two different coins, in the file
 * or against a coin the user already tracks (the rows would land under that coin, the file's
 * contract and chain lost).
 */
export function validateImport(parsed: ParsedFile, chains: ImportChains, tracked: readonly TrackedCoin[] = []): ImportPreview {
  const problems = [...parsed.problems];
  // A header alone, or "[]": said as an empty file is, rather than "0 good rows, 0 with problems" alone.
  if (parsed.records.length === 0 && problems.length === 0) problems.push({ at: 1, reason: 'The file has no rows', file: true });
  const rows: ImportRow[] = [];
  const trackedKeys = trackedKeysOf(tracked);
  const coins = new Map<string, { at: number; key: string }>();
  const seen = new Map<string, number>();
  for (const record of parsed.records) {
    const result = RowSchema.safeParse(record.values);
    if (!result.success) {
      const issue = result.error.issues[0];
      problems.push({ at: record.at, reason: `${String(issue?.path[0] ?? 'row')}: ${issue?.message ?? 'Invalid input'}` });
      continue;
    }
    const v = result.data;
    const chainId = v.chain_id ?? chains.forBlank;
    // A description or colour with no address would be dropped with it: the row says what is missing.
    if (v.address === undefined && !(blank(record.values.description) && blank(record.values.color))) {
      problems.push({ at: record.at, reason: `address: ${messages.required} (a description or colour needs an address)` });
      continue;
    }
    if (!chains.ids.includes(chainId)) {
      problems.push({ at: record.at, reason: `chain_id: Unknown chain ${chainId}` });
      continue;
    }
    const ticker = v.coin_ticker.toUpperCase();
    const coinAddress = checksum(v.coin_address);
    const key = coinKey(v.coin_name, coinAddress, chainId);
    const trackedKey = trackedKeys.get(ticker);
    if (trackedKey !== undefined && trackedKey !== key) {
      problems.push({ at: record.at, reason: `coin_ticker: you already track ${v.coin_ticker} with another name, contract or chain` });
      continue;
    }
    const coin = coins.get(ticker);
    if (coin && coin.key !== key) {
      problems.push({ at: record.at, reason: `coin_ticker: ${v.coin_ticker} has other coin details on ${parsed.unit} ${coin.at}` });
      continue;
    }
    if (!coin) coins.set(ticker, { at: record.at, key });
    const address = v.address === undefined ? null : { address: checksum(v.address), description: v.description, color: v.color };
    const rowKey = `${ticker}|${address?.address.toLowerCase() ?? ''}`;
    const earlier = seen.get(rowKey);
    if (earlier !== undefined) {
      // A coin-only row after the same coin adds nothing either; only address rows are worth naming.
      problems.push({ at: record.at, reason: `Duplicate of ${parsed.unit} ${earlier}` });
      continue;
    }
    seen.set(rowKey, record.at);
    rows.push({ at: record.at, coinTicker: v.coin_ticker, coinName: v.coin_name, coinAddress, chainId, address });
  }
  problems.sort((a, b) => a.at - b.at);
  return { unit: parsed.unit, rows, problems, unknownColumns: parsed.unknownColumns };
}
