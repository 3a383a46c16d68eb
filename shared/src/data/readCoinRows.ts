import type { PostgrestError, SupabaseClient } from '@supabase/supabase-js';

/** Rows asked for per request: the most Supabase (and the local stack) send in one answer by default. */
const PAGE = 1000;

type Rows = { data: unknown[]; error: null } | { data: null; error: PostgrestError };

/**
 * Every coin row and address row of the user, for coinsFromRows. A server sends at most its
 * max-rows in an answer (1,000 by default) and says nothing of the rest, even within an embedding:
 * one select of coins with their addresses showed only 1,000 of a coin's 2,000. So each table is
 * read a page at a time, oldest first, until its counted total is in.
 */
export async function readCoinRows(
  client: SupabaseClient,
): Promise<{ coins: unknown[]; addresses: unknown[]; error: null } | { error: PostgrestError }> {
  const [coins, addresses] = await Promise.all([readAll(client, 'tracked_coins'), readAll(client, 'tracked_addresses')]);
  if (coins.error) return { error: coins.error };
  if (addresses.error) return { error: addresses.error };
  return { coins: coins.data, addresses: addresses.data, error: null };
}

async function readAll(client: SupabaseClient, table: 'tracked_coins' | 'tracked_addresses'): Promise<Rows> {
  const rows: unknown[] = [];
  // Counted with the first page; a server that sends no count is read until a short page.
  let total = Number.POSITIVE_INFINITY;
  while (rows.length < total) {
    const first = rows.length === 0;
    const { data, error, count } = await client
      .from(table)
      .select('*', first ? { count: 'exact' } : undefined)
      .order('created_at')
      .order('id')
      .range(rows.length, rows.length + PAGE - 1);
    if (error) return { data: null, error };
    // Not rows (a proxy's page, another server): kept for coinsFromRows's check to refuse.
    if (!Array.isArray(data)) return { data: [data], error: null };
    if (first && count !== null) total = count;
    // Rows deleted since the count: nothing further to read.
    if (data.length === 0) break;
    rows.push(...data);
    // No count, and a page short of what was asked for: that was all.
    if (total === Number.POSITIVE_INFINITY && data.length < PAGE) break;
  }
  return { data: rows, error: null };
}
