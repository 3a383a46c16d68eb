import { beforeEach, expect, it } from '@rstest/core';
import type { SupabaseClient, User } from '@supabase/supabase-js';
import { applyUser } from './applyUser.ts';
import { askSession } from './askSession.ts';
import { authState, wasAccountDeleted } from './authState.ts';

const user = (id: string): User => ({ id, aud: 'authenticated', created_at: '', app_metadata: {}, user_metadata: {} });

/** A client whose getUser answers when the test says, and which records its sign-outs. */
function slowClient(answer: { data: { user: User | null }; error: unknown }) {
  let release: () => void = () => {};
  const signOuts: unknown[] = [];
  const client = {
    auth: {
      getUser: () => new Promise((resolve) => (release = () => resolve(answer))),
      signOut: async (options: unknown) => {
        signOuts.push(options);
        return { error: null };
      },
    },
  } as unknown as SupabaseClient;
  return { client, signOuts, release: () => release() };
}

beforeEach(() => applyUser(null));

it('a signed-in user the server still knows stays signed in, with what the server says of them', async () => {
  applyUser(user('a'));
  const server = slowClient({ data: { user: { ...user('a'), email: 'a@example.com' } }, error: null });
  const asked = askSession(server.client);
  server.release();
  await asked;
  expect(authState.user?.email).toBe('a@example.com');
});

it('an answer about a user who signed out meanwhile does not sign them in again', async () => {
  applyUser(user('a'));
  const server = slowClient({ data: { user: user('a') }, error: null });
  const asked = askSession(server.client);
  applyUser(null);
  server.release();
  await asked;
  expect(authState.user).toBeNull();
});

it('an answer that the last user is gone does not sign out the one who signed in meanwhile', async () => {
  applyUser(user('a'));
  const server = slowClient({
    data: { user: null },
    error: Object.assign(new Error('Session from session_id claim in JWT does not exist'), {
      name: 'AuthApiError',
      code: 'session_not_found',
    }),
  });
  const asked = askSession(server.client);
  applyUser(user('b'));
  server.release();
  await asked;
  expect(authState.user?.id).toBe('b');
  expect(server.signOuts).toEqual([]);
});

it('a token the server finds expired (this device’s clock behind) is renewed and asked about again, not signed out', async () => {
  applyUser(user('a'));
  const answers = [
    { data: { user: null }, error: Object.assign(new Error('invalid JWT: token is expired'), { name: 'AuthApiError', code: 'bad_jwt' }) },
    { data: { user: { ...user('a'), email: 'a@example.com' } }, error: null },
  ];
  const signOuts: unknown[] = [];
  let refreshed = 0;
  const client = {
    auth: {
      getUser: async () => answers.shift(),
      refreshSession: async () => {
        refreshed++;
        return { data: { session: {} }, error: null };
      },
      signOut: async (options: unknown) => void signOuts.push(options),
    },
  } as unknown as SupabaseClient;
  await askSession(client);
  expect(refreshed).toBe(1);
  expect(signOuts).toEqual([]);
  expect(authState.user?.email).toBe('a@example.com');
});

it('a rate limit or a server fault says nothing of the session: it is kept', async () => {
  for (const error of [
    Object.assign(new Error('Request rate limit reached'), { name: 'AuthApiError', code: 'over_request_rate_limit', status: 429 }),
    Object.assign(new Error('Internal Server Error'), { name: 'AuthApiError', status: 500 }),
  ]) {
    applyUser(user('a'));
    const server = slowClient({ data: { user: null }, error });
    const asked = askSession(server.client);
    server.release();
    await asked;
    expect(server.signOuts).toEqual([]);
    expect(authState.user?.id).toBe('a');
  }
});

it('a user the server no longer has (deleted on another device) is signed out, and said to be deleted', async () => {
  applyUser(user('a'));
  const server = slowClient({
    data: { user: null },
    error: Object.assign(new Error('User from sub claim in JWT does not exist'), { name: 'AuthApiError', code: 'user_not_found' }),
  });
  const asked = askSession(server.client);
  server.release();
  await asked;
  expect(server.signOuts).toEqual([{ scope: 'local' }]);
  expect(wasAccountDeleted('a')).toBe(true);
});
