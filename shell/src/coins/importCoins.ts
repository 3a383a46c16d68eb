import { supabase } from '../auth/supabaseClient.ts';
import { coinsState, loadCoins } from './coinsState.ts';
import { announceCoinsChanged } from './coinsSync.ts';
import type { ImportRow } from './validateImport.ts';
import { writeErrorMessage } from './writeErrorMessage.ts';

export type ImportResult = { coinsAdded: number; addressesAdded: number; skipped: number; error: string | null };

/** Rows per request: keeps each body well under the API's 1 MB limit. */
const CHUNK = 2000;

function chunks<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

/** What the rows add to the list as it is now: existing coins (by ticker) and addresses are skipped. */
export function planImport(rows: readonly ImportRow[]) {
  const coinIds = new Map<string, string>();
  const known = new Set<string>();
  for (const coin of coinsState.items) {
    coinIds.set(coin.coinTicker.toUpperCase(), coin.id);
    for (const a of coin.addresses) known.add(`${coin.id}|${a.address.replace(/^0x/i, '').toLowerCase()}`);
  }
  const newCoins: Array<{ id: string; coin_ticker: string; coin_name: string; coin_address: string; chain_id: number }> = [];
  const newAddresses: Array<{ id: string; coin_id: string; address: string; description: string; color: string; created_at?: string }> = [];
  let skipped = 0;
  for (const row of rows) {
    const ticker = row.coinTicker.toUpperCase();
    let coinId = coinIds.get(ticker);
    if (!coinId) {
      coinId = crypto.randomUUID();
      coinIds.set(ticker, coinId);
      newCoins.push({
        id: coinId,
        coin_ticker: row.coinTicker,
        coin_name: row.coinName,
        coin_address: row.coinAddress,
        chain_id: row.chainId,
      });
    } else if (!row.address) skipped++;
    if (!row.address) continue;
    const key = `${coinId}|${row.address.address.replace(/^0x/i, '').toLowerCase()}`;
    if (known.has(key)) {
      skipped++;
      continue;
    }
    known.add(key);
    newAddresses.push({ id: crypto.randomUUID(), coin_id: coinId, ...row.address });
  }
  // Rows written in one request share now(): explicit, increasing times keep the file's order.
  const start = Date.now() - newAddresses.length;
  newAddresses.forEach((a, i) => {
    a.created_at = new Date(start + i).toISOString();
  });
  return { newCoins, newAddresses, skipped };
}

async function write(rows: readonly ImportRow[]): Promise<ImportResult> {
  const { newCoins, newAddresses, skipped } = planImport(rows);
  const result: ImportResult = { coinsAdded: 0, addressesAdded: 0, skipped, error: null };
  for (const part of chunks(newCoins)) {
    const { error } = await supabase().from('tracked_coins').insert(part);
    if (error) return { ...result, error: writeErrorMessage(error, 'coin') };
    result.coinsAdded += part.length;
  }
  for (const part of chunks(newAddresses)) {
    const { error } = await supabase().from('tracked_addresses').insert(part);
    if (error) return { ...result, error: writeErrorMessage(error, 'address') };
    result.addressesAdded += part.length;
  }
  return result;
}

/**
 * Adds the good rows of an import. Idempotent: it reads the list first and skips what exists; if
 * another tab wrote the same rows meanwhile (a duplicate refused), it reads again and retries once.
 */
export async function importCoins(rows: readonly ImportRow[]): Promise<ImportResult> {
  await loadCoins();
  let result = await write(rows);
  if (result.error) {
    await loadCoins();
    const retry = await write(rows);
    result = { ...retry, coinsAdded: retry.coinsAdded + result.coinsAdded, addressesAdded: retry.addressesAdded + result.addressesAdded };
  }
  await loadCoins();
  if (result.coinsAdded + result.addressesAdded > 0) announceCoinsChanged();
  return result;
}
