import { createClient } from '@supabase/supabase-js';

/** A request supabase-js sent to PostgREST or an edge function, as the server would see it. */
export type RestCall = {
  method: string;
  /** The table, the function's name for /functions/v1/<name>, or auth/v1/<endpoint>. */
  table: string;
  search: URLSearchParams;
  body: unknown;
};
export type RestAnswer = { status: number; body?: unknown };

/**
 * A real supabase client, signed in as `userId`, whose requests go to `answer` instead of a server:
 * the requests are the ones supabase-js really sends, and the answers PostgREST's shapes. The unit
 * tests' host has no server behind it, so every save would fail alike; here a test says how.
 */
export function fakeSupabase(userId: string, answer: (call: RestCall) => RestAnswer, { expiresInSeconds = 3600 } = {}) {
  const calls: RestCall[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    // auth/v1/token for a renewal of the session.
    const table = url.pathname.replace(/^\/(rest|functions)\/v1\//, '').replace(/^\//, '');
    const call = {
      method: init?.method ?? 'GET',
      table,
      search: url.searchParams,
      body: init?.body ? JSON.parse(String(init.body)) : null,
    };
    calls.push(call);
    const { status, body } = answer(call);
    return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  // A session as supabase-js keeps it: read from storage, not asked of the auth server while fresh
  // (renewed first when it expires within 90 s).
  const session = {
    access_token: 'header.payload.signature',
    refresh_token: 'refresh',
    token_type: 'bearer',
    expires_in: expiresInSeconds,
    expires_at: Math.floor(Date.now() / 1000) + expiresInSeconds,
    user: { id: userId, aud: 'authenticated', role: 'authenticated', email: 'tester@example.com', app_metadata: {}, user_metadata: {} },
  };
  const storage = { getItem: () => JSON.stringify(session), setItem: () => {}, removeItem: () => {} };
  const supabase = createClient('http://localhost:54321', 'test-anon-key', {
    auth: { storage, storageKey: 'test-session', persistSession: true, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch },
  });
  return { supabase, calls };
}
