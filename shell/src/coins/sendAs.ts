import { supabase } from '../auth/supabaseClient.ts';
import type { WriteError } from './writeErrorMessage.ts';

/** A PostgREST request not sent yet (supabase-js sends it when it is awaited), and its answer. */
export type AccountRequest<Answer extends { error: WriteError }> = { setHeader(name: string, value: string): PromiseLike<Answer> };

/**
 * Refused before it was sent: the session it was for has ended (in words: "Your session has
 * ended…", as after PT401), and this browser is signed out or signed in as someone else.
 */
export const SESSION_CHANGED = { code: 'PT401', message: 'Signed out, or signed in as another account, before this was sent' };

/**
 * Sends a write of an account's rows as that account, or not at all. supabase-js sends each request
 * with the session stored at that moment, which another tab may have replaced since the work began
 * (signed out, another account signed in): an import or an Undo still running, or a form saved
 * before this tab has heard of the change, would then write one account's rows into the next one's. The session checked is the one whose token goes with it.
 */
export async function sendAs<Answer extends { error: WriteError }>(
  accountId: string | undefined,
  request: AccountRequest<Answer>,
): Promise<Answer | { error: WriteError; data?: undefined }> {
  const { data, error } = await supabase().auth.getSession();
  if (error) return { error };
  const session = data.session;
  if (!accountId || session?.user.id !== accountId) return { error: SESSION_CHANGED };
  return request.setHeader('Authorization', `Bearer ${session.access_token}`);
}
