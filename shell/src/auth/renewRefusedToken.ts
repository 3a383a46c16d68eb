import { confirmSession } from './confirmSession.ts';
import { tokenUser } from './storedSession.ts';
import { supabase } from './supabaseClient.ts';

/**
 * fetch for supabase-js's data calls: when the API refuses the access token (401), the session is
 * refreshed once and the call sent again with the new token.
 * - A token the server thinks expired while this device does not (its clock is behind) works again.
 * - A session the server has ended (signed out everywhere, a password changed on another device)
 *   cannot be refreshed: the server is asked about it (askAboutSession) and signs this device out,
 *   the guard sends the user to sign in, and the call's own 401 is its answer.
 * - Never as another user than the call was sent as.
 * Auth calls are left alone (a refresh is one of them), but for a refresh the server refuses
 * (`refreshRefused`, below).
 */
export function renewRefusedToken(
  fetchImpl: typeof fetch,
  refreshedAccessToken: () => Promise<string | null>,
  refreshRefused = askAboutSession,
): (input: RequestInfo | URL, init?: RequestInit) => Promise<Response> {
  return async (input, init = {}) => {
    const response = await fetchImpl(input, init);
    if (isAuthCall(input)) {
      if (isRefusedRefresh(input, response)) refreshRefused();
      return response;
    }
    if (response.status !== 401) return response;
    const headers = new Headers(init.headers);
    const token = await refreshedAccessToken();
    // Sent again only as the user it was sent as: the session refreshed is the one stored now, and
    // another tab may have signed in another account since (one account's import would land in the
    // other's list).
    if (token === null || tokenUser(token) !== tokenUser(headers.get('Authorization')?.slice('Bearer '.length) ?? '')) return response;
    headers.set('Authorization', `Bearer ${token}`);
    return fetchImpl(input, { ...init, headers });
  };
}

const urlOf = (input: RequestInfo | URL) => new URL(input instanceof Request ? input.url : String(input), 'http://origin.invalid');

const isAuthCall = (input: RequestInfo | URL): boolean => urlOf(input).pathname.includes('/auth/v1/');

/** A refresh turned down for good (its token revoked or unknown): not a rate limit, nor a server fault to retry. */
const isRefusedRefresh = (input: RequestInfo | URL, response: Response) =>
  response.status >= 400 &&
  response.status < 500 &&
  response.status !== 429 &&
  urlOf(input).searchParams.get('grant_type') === 'refresh_token';

/**
 * After a refused refresh, supabase-js keeps the session until its access token expires (the
 * refresh came early), though the server has ended it: a tab signed out from another device went
 * on showing the user's coins and notices of their transfers meanwhile. The server is asked about
 * the session at once instead, and a session it ended is signed out here (askSession). After the
 * refresh's own turn, which holds supabase-js's lock the ask needs.
 */
function askAboutSession(): void {
  setTimeout(() => confirmSession(supabase()).catch((error: unknown) => console.error('[coinwatch] Could not confirm the session', error)));
}
