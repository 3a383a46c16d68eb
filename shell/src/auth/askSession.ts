import type { SupabaseClient } from '@supabase/supabase-js';
import { applyUser } from './applyUser.ts';
import { isAuthErrorNamed } from './authErrors.ts';
import { authState, markAccountDeleted } from './authState.ts';

/** The server's words for a session that is over: revoked, or its user deleted or banned. */
const GONE = ['session_not_found', 'user_not_found', 'user_banned', 'session_expired', 'refresh_token_not_found'];

/**
 * Asks the server about the stored session's user. A user deleted or a session revoked meanwhile
 * (signed out everywhere, a password changed, or an authenticator app added on another device,
 * which ends the user's sessions without a code) is signed out here, and the guard sends the
 * visitor to /login. Any other refusal says nothing of the session and keeps it: offline, a rate
 * limit, a server fault, or a token this device's clock (behind the server's) keeps too long,
 * which is renewed and asked about again.
 */
export async function askSession(client: SupabaseClient): Promise<void> {
  const asked = authState.user?.id ?? null;
  let { data, error } = await client.auth.getUser();
  if (isAuthErrorNamed(error, 'AuthApiError') && error.code === 'bad_jwt') {
    const renewed = await client.auth.refreshSession();
    ({ data, error } = renewed.data.session ? await client.auth.getUser() : { data, error: renewed.error });
  }
  // Signed out (or in as someone else) while the server answered: the answer is about a
  // session that is gone, and must neither bring its user back nor sign out the next one.
  if ((authState.user?.id ?? null) !== asked) return;
  if (data.user) return applyUser(data.user);
  const code = isAuthErrorNamed(error, 'AuthApiError') ? error.code : undefined;
  if (!isAuthErrorNamed(error, 'AuthSessionMissingError') && !GONE.includes(code ?? '')) return;
  // Deleted on another device: said so on /login, not "log in again" to an account that is gone.
  if (code === 'user_not_found') markAccountDeleted(asked);
  await client.auth.signOut({ scope: 'local' });
}
