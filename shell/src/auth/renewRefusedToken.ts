import { tokenUser } from './storedSession.ts';

/**
 * fetch for supabase-js's data calls: when the API refuses the access token (401), the session is
 * refreshed once and the call sent again with the new token.
 * - A token the server thinks expired while this device does not (its clock is behind) works again.
 * - A session the server has ended (signed out everywhere, a password changed on another device)
 *   cannot be refreshed: supabase-js then signs this device out, the guard sends the user to sign
 *   in, and the call's own 401 is its answer.
 * - Never as another user than the call was sent as.
 * Auth calls are left alone: a refresh is one of them.
 */
export function renewRefusedToken(
  fetchImpl: typeof fetch,
  refreshedAccessToken: () => Promise<string | null>,
): (input: RequestInfo | URL, init?: RequestInit) => Promise<Response> {
  return async (input, init = {}) => {
    const response = await fetchImpl(input, init);
    if (response.status !== 401 || isAuthCall(input)) return response;
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

const isAuthCall = (input: RequestInfo | URL): boolean => {
  const url = input instanceof Request ? input.url : String(input);
  return new URL(url, 'http://origin.invalid').pathname.includes('/auth/v1/');
};
