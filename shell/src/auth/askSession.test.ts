import { beforeEach, expect, it } from '@rstest/core';
import type { SupabaseClient, User } from '@supabase/supabase-js';
import { applyUser } from './applyUser.ts';
import { authState } from './authState.ts';
import { confirmSession } from './confirmSession.ts';

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
  const asked = confirmSession(server.client);
  server.release();
  await asked;
  expect(authState.user?.email).toBe('a@example.com');
});

it('an answer about a user who signed out meanwhile does not sign them in again', async () => {
  applyUser(user('a'));
  const server = slowClient({ data: { user: user('a') }, error: null });
  const asked = confirmSession(server.client);
  applyUser(null);
  server.release();
  await asked;
  expect(authState.user).toBeNull();
});

it('an answer that the last user is gone does not sign out the one who signed in meanwhile', async () => {
  applyUser(user('a'));
  const server = slowClient({ data: { user: null }, error: new Error('session_not_found') });
  const asked = confirmSession(server.client);
  applyUser(user('b'));
  server.release();
  await asked;
  expect(authState.user?.id).toBe('b');
  expect(server.signOuts).toEqual([]);
});
