import type { PostgrestError, SupabaseClient } from '@supabase/supabase-js';

/** Rows asked for per request: the most Supabase (and the local stack) send in one answer by default. */
const PAGE = 1000;

type Rows = { data: unknown[]; error: null } | { data: null; error: PostgrestError };

/**
 * Every coin row and address row of the user, for coinsFromRows. A server sends at most its
 * max-rows in an answer (1,000 by default) and says nothing of the rest, even within an embedding:
 * one select of coins with their addresses showed only 1,000 of a coin's 2,000. So each table is
 * counted with its first page, oldest first, and the other pages are read together.
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
  const page = (from: number, counted: boolean) =>
    client
      .from(table)
      .select('*', counted ? { count: 'exact' } : undefined)
      .order('created_at')
      .order('id')
      .range(from, from + PAGE - 1);
  const first = await page(0, true);
  if (first.error) return { data: null, error: first.error };
  // Not rows (a proxy's page, another server): kept for coinsFromRows's check to refuse.
  if (!Array.isArray(first.data)) return { data: [first.data], error: null };
  // The rest at once, in pages of what the server sent first (its cap, if lower than PAGE). No
  // count (not PostgREST), or a first page that held them all: that was all.
  const size = first.data.length;
  const offsets: number[] = [];
  for (let from = size; size > 0 && first.count !== null && from < first.count; from += size) offsets.push(from);
  const rest = await Promise.all(offsets.map((from) => page(from, false)));
  const rows: unknown[] = [...first.data];
  for (const answer of rest) {
    if (answer.error) return { data: null, error: answer.error };
    if (!Array.isArray(answer.data)) return { data: [answer.data], error: null };
    rows.push(...answer.data);
  }
  return { data: rows, error: null };
}
