import { coinsFromRows, readCoinRows, type TrackedCoin } from '@coinwatch/shared';
import { unanswered } from '@coinwatch/shared/toolkit';
import { authState } from '../auth/authState.ts';
import { supabase } from '../auth/supabaseClient.ts';
import { coinsState, loadCoins } from './coinsState.ts';
import { announceCoinsChanged } from './coinsSync.ts';
import { requestChunks } from './requestChunks.ts';
import { SESSION_CHANGED, sendAs } from './sendAs.ts';
import { clashesWithTracked, type ImportRow } from './validateImport.ts';
import { type WriteError, writeErrorMessage } from './writeErrorMessage.ts';

/** `clashing`: rows left out because their ticker became another coin's after the preview. */
export type ImportResult = { coinsAdded: number; addressesAdded: number; skipped: number; clashing: number; error: string | null };

/**
 * What an import has sent so far, answered or not: coin ids and address keys, for its retry to tell
 * apart from rows that were there before, and for the summary to count from the list.
 */
type Written = { coins: Set<string>; addresses: Set<string> };

/** What a plan reads of the list: coinsState's items, or a snapshot of them. */
type ListedCoin = { readonly id: string; readonly coinTicker: string; readonly addresses: readonly { readonly address: string }[] };

const addressKey = (coinId: string, address: string) => `${coinId}|${address.replace(/^0x/i, '').toLowerCase()}`;

/**
 * What the rows add to the list as it is now: existing coins (by ticker) and addresses are skipped,
 * and their rows are `tracked` (already) unless this import wrote them itself (its first attempt).
 * The import preview uses it too, to say what a file would add before it is imported.
 */
export function planImport(
  rows: readonly ImportRow[],
  written: Written = { coins: new Set(), addresses: new Set() },
  coins: readonly ListedCoin[] = coinsState.items,
) {
  const coinIds = new Map<string, string>();
  const known = new Set<string>();
  for (const coin of coins) {
    coinIds.set(coin.coinTicker.toUpperCase(), coin.id);
    for (const a of coin.addresses) known.add(addressKey(coin.id, a.address));
  }
  const newCoins: Array<{ id: string; coin_ticker: string; coin_name: string; coin_address: string; chain_id: number }> = [];
  const newAddresses: Array<{ id: string; coin_id: string; address: string; description: string; color: string; created_at?: string }> = [];
  // Coins this import adds: a row of one with no address is part of adding it, not already tracked.
  const adding = new Set<string>();
  const tracked = new Set<ImportRow>();
  for (const row of rows) {
    const ticker = row.coinTicker.toUpperCase();
    let coinId = coinIds.get(ticker);
    if (!coinId) {
      coinId = crypto.randomUUID();
      coinIds.set(ticker, coinId);
      adding.add(coinId);
      newCoins.push({
        id: coinId,
        coin_ticker: row.coinTicker,
        coin_name: row.coinName,
        coin_address: row.coinAddress,
        chain_id: row.chainId,
      });
    } else if (!row.address && !adding.has(coinId) && !written.coins.has(coinId)) tracked.add(row);
    if (!row.address) continue;
    const key = addressKey(coinId, row.address.address);
    if (known.has(key)) {
      if (!written.addresses.has(key)) tracked.add(row);
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
  return { newCoins, newAddresses, tracked: tracked as ReadonlySet<ImportRow> };
}

/** An attempt's result; `ended`: the session it wrote for is gone, and nothing more can be written. */
type Attempt = ImportResult & { ended?: boolean };

async function write(rows: readonly ImportRow[], written: Written, coins: readonly ListedCoin[], accountId?: string): Promise<Attempt> {
  const { newCoins, newAddresses, tracked } = planImport(rows, written, coins);
  const result: ImportResult = { coinsAdded: 0, addressesAdded: 0, skipped: tracked.size, clashing: 0, error: null };
  const refused = (error: NonNullable<WriteError>, kind: 'coin' | 'address'): Attempt => ({
    ...result,
    error: writeErrorMessage(error, kind),
    // Refused here (signed out, or another account, in another tab), or by the server (the session ended).
    ended: error.code === SESSION_CHANGED.code,
  });
  // Each part is marked before it is sent: one whose answer is lost may have landed, and its rows
  // are then this import's, not "already tracked" ones. A part refused wrote nothing (one request
  // is one statement): its rows are unmarked, so that another tab's equal row counts as tracked.
  for (const part of requestChunks(newCoins)) {
    const ids = part.map((coin) => coin.id);
    for (const id of ids) written.coins.add(id);
    const { error } = await sendAs(accountId, supabase().from('tracked_coins').insert(part));
    if (error) {
      if (!unanswered(error)) for (const id of ids) written.coins.delete(id);
      return refused(error, 'coin');
    }
    result.coinsAdded += part.length;
  }
  for (const part of requestChunks(newAddresses)) {
    const keys = part.map((a) => addressKey(a.coin_id, a.address));
    for (const key of keys) written.addresses.add(key);
    const { error } = await sendAs(accountId, supabase().from('tracked_addresses').insert(part));
    if (error) {
      if (!unanswered(error)) for (const key of keys) written.addresses.delete(key);
      return refused(error, 'address');
    }
    result.addressesAdded += part.length;
  }
  return result;
}

/** How many of the rows this import sent the list holds: what it added, whatever answers were lost. */
function countLanded(written: Written, coins: readonly ListedCoin[]) {
  let coinsAdded = 0;
  let addressesAdded = 0;
  for (const coin of coins) {
    if (written.coins.has(coin.id)) coinsAdded++;
    for (const a of coin.addresses) if (written.addresses.has(addressKey(coin.id, a.address))) addressesAdded++;
  }
  return { coinsAdded, addressesAdded };
}

/**
 * The list as the database has it now, for the import's plans and its count. loadCoins shows it
 * too, but keeps the page's list as it was when a newer read or a write in this tab overlapped (it
 * reads again after): planned against that, a retry sent rows already there, and the summary said
 * "Added 0" of rows that had landed. Null when it cannot be read.
 */
async function readList(): Promise<readonly TrackedCoin[] | null> {
  const answer = await readCoinRows(supabase());
  if (answer.error) return null;
  try {
    return coinsFromRows(answer.coins, answer.addresses);
  } catch {
    return null;
  }
}

/**
 * Adds the good rows of an import. Idempotent: it reads the list first and skips what exists; if
 * another tab wrote the same rows meanwhile (a duplicate refused), it reads again and retries once.
 * Rows whose ticker became another coin's (since the preview, or since the first try) are left out.
 */
export async function importCoins(rows: readonly ImportRow[]): Promise<ImportResult> {
  const accountId = authState.user?.id;
  const before = (await readList()) ?? coinsState.items;
  // The preview checked the rows against the list as it was when the file was chosen.
  const clashing = clashesWithTracked(rows, before);
  let writable = rows.filter((row) => !clashing.has(row));
  const written: Written = { coins: new Set(), addresses: new Set() };
  let result = await write(writable, written, before, accountId);
  let clashes = clashing.size;
  if (result.error && !result.ended) {
    const now = (await readList()) ?? coinsState.items;
    // The refusal may be a coin another tab or device added under one of the file's tickers
    // meanwhile: its rows would land under that coin, the file's contract and chain lost.
    const late = clashesWithTracked(writable, now);
    writable = writable.filter((row) => !late.has(row));
    clashes += late.size;
    const retry = await write(writable, written, now, accountId);
    result = { ...retry, coinsAdded: retry.coinsAdded + result.coinsAdded, addressesAdded: retry.addressesAdded + result.addressesAdded };
  }
  result.clashing = clashes;
  // Said as answered: the list read now would be nobody's, or another account's.
  if (result.ended) return result;
  // Read back, the list says what landed (a part answered by no one may have): else what was answered.
  const after = await readList();
  if (after) Object.assign(result, countLanded(written, after));
  await loadCoins();
  if (result.coinsAdded + result.addressesAdded > 0) announceCoinsChanged();
  return result;
}
