import { DEFAULT_SERVER_ERROR, NO_ANSWER_MESSAGE, NO_ANSWER_REASON, SESSION_ENDED_MESSAGE } from '../errors/catalogue.ts';

/** The error supabase-js returns for a refused PostgREST call (a PostgrestError's fields). */
export type WriteError = { code?: string; message?: string; details?: string | null } | null;

/** What a table's refusals mean to its user: its duplicate, its check constraints by name, its missing parent. */
export type WriteWords = {
  duplicate: string;
  constraints: Record<string, string>;
  missingParent?: string;
};

/**
 * A call that got no answer from the server: it never arrived (a dropped connection; Chrome, Firefox
 * and Safari word it "Failed to fetch", "NetworkError…", "Load failed"), or the deadline ran out.
 * null: the server answered, if with an error (a proxy's 500 is no fault of the user's connection).
 */
export function unanswered(error: NonNullable<WriteError>): 'no-answer' | 'unreachable' | null {
  const text = error.message ?? '';
  if (text.includes(NO_ANSWER_REASON)) return 'no-answer';
  if (!error.code && /fetch|network|load failed/i.test(text)) return 'unreachable';
  return null;
}

/**
 * A refused write (or read) in words the user can act on, never a Postgres or PostgREST code: the
 * shell's coin lists and a tool's own tables (the wallet's proofs) answer alike.
 */
export function describeWriteError(error: NonNullable<WriteError>, words: WriteWords): string {
  if (error.code === '23505') return words.duplicate;
  if (error.code === '23514') {
    const text = `${error.message ?? ''} ${error.details ?? ''}`;
    const name = Object.keys(words.constraints).find((c) => text.includes(c));
    return name ? (words.constraints[name] as string) : 'A value was refused by the server; check the fields and try again.';
  }
  if (error.code === '23503' && words.missingParent) return words.missingParent;
  // PGRST301: a token PostgREST cannot use; PGRST303: an expired one, as the hosted PostgREST says;
  // PT401: a session the server has ended (migration 20240101001300_live_session.sql).
  if (['42501', 'PGRST301', 'PGRST303', 'PT401'].includes(error.code ?? '')) return SESSION_ENDED_MESSAGE;
  const why = unanswered(error);
  if (why === 'no-answer') return NO_ANSWER_MESSAGE;
  if (why === 'unreachable') return 'Could not reach the server. Check your connection and try again.';
  return `${DEFAULT_SERVER_ERROR.message}. Try again.`;
}
