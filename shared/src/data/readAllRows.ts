import type { PostgrestError } from '@supabase/supabase-js';

/** Rows asked for per request: the most Supabase (and the local stack) send in one answer by default. */
const PAGE_ROWS = 1000;

/** What a supabase-js select answers (count only when asked for). */
type RowsAnswer = { data: unknown; error: PostgrestError | null; count?: number | null };
type AllRows = { data: unknown[]; error: null } | { data: null; error: PostgrestError };

/**
 * Every row of a select, however many. A server sends at most its max-rows in an answer (1,000 by
 * default) and says nothing of the rest, so a plain select silently loses rows past it. `page` is
 * the select with `.range(from, to)`, and an exact count when `counted`; its order must be total
 * (end on a unique column), or a row can move between pages while they are read.
 */
export async function readAllRows(page: (from: number, to: number, counted: boolean) => PromiseLike<RowsAnswer>): Promise<AllRows> {
  const first = await page(0, PAGE_ROWS - 1, true);
  if (first.error) return { data: null, error: first.error };
  // Not rows (a proxy's page, another server): kept for the caller's check to refuse.
  if (!Array.isArray(first.data)) return { data: [first.data], error: null };
  // The rest at once, in pages of what the server sent first (its cap, if lower than PAGE_ROWS).
  // No count (not PostgREST), or a first page that held them all: that was all.
  const size = first.data.length;
  const total = first.count ?? null;
  const offsets: number[] = [];
  for (let from = size; size > 0 && total !== null && from < total; from += size) offsets.push(from);
  const rest = await Promise.all(offsets.map((from) => page(from, from + size - 1, false)));
  const rows: unknown[] = [...first.data];
  for (const answer of rest) {
    if (answer.error) return { data: null, error: answer.error };
    if (!Array.isArray(answer.data)) return { data: [answer.data], error: null };
    for (const row of answer.data) rows.push(row);
  }
  return { data: rows, error: null };
}
