import type { PostgrestError, SupabaseClient } from '@supabase/supabase-js';
import { readAllRows } from './readAllRows.ts';

const readAll = (client: SupabaseClient, table: 'tracked_coins' | 'tracked_addresses') =>
  readAllRows((from, to, counted) =>
    client
      .from(table)
      .select('*', counted ? { count: 'exact' } : undefined)
      .order('created_at')
      .order('id')
      .range(from, to),
  );

/** Coin rows with their address rows embedded, as PostgREST selects (or deletes) them. */
export const COIN_WITH_ADDRESSES = '*,addresses:tracked_addresses(*)';

/** The address rows embedded in coin rows selected as COIN_WITH_ADDRESSES. */
export const embeddedAddresses = (rows: ReadonlyArray<{ addresses?: unknown } | null>): unknown[] =>
  rows.flatMap((row) => (Array.isArray(row?.addresses) ? row.addresses : []));

/**
 * Every coin row and address row of the user, for coinsFromRows. A server sends at most its
 * max-rows in an answer (1,000 by default) and says nothing of the rest, even within an embedding:
 * the select of coins with their addresses showed only 1,000 of a coin's 2,000. That one select
 * stays the way in (one query: a home of 10,000 addresses read in pages waited ~300 ms longer),
 * with the coins and the addresses counted beside it; only when it is short are both tables read
 * a page at a time.
 */
export async function readCoinRows(
  client: SupabaseClient,
): Promise<{ coins: unknown[]; addresses: unknown[]; error: null } | { error: PostgrestError }> {
  const [embedded, counted] = await Promise.all([
    client.from('tracked_coins').select(COIN_WITH_ADDRESSES, { count: 'exact' }),
    client.from('tracked_addresses').select('id', { count: 'exact', head: true }),
  ]);
  if (embedded.error) return { error: embedded.error };
  if (counted.error) return { error: counted.error };
  // Not rows (a proxy's page, another server): kept for coinsFromRows's check to refuse.
  if (!Array.isArray(embedded.data)) return { coins: [embedded.data], addresses: [], error: null };
  const coins: unknown[] = embedded.data;
  const addresses = embeddedAddresses(embedded.data);
  if (coins.length === embedded.count && addresses.length === counted.count) return { coins, addresses, error: null };
  const [allCoins, allAddresses] = await Promise.all([readAll(client, 'tracked_coins'), readAll(client, 'tracked_addresses')]);
  if (allCoins.error) return { error: allCoins.error };
  if (allAddresses.error) return { error: allAddresses.error };
  return { coins: allCoins.data, addresses: allAddresses.data, error: null };
}
