import { describe, expect, it, rs } from '@rstest/core';
import { SESSION_CHANGED, sendAs } from './sendAs.ts';

/** The session this browser holds now: what supabase-js would send any request with. */
let stored: { user: { id: string }; access_token: string } | null = null;
rs.mock('../auth/supabaseClient.ts', () => ({
  supabase: () => ({ auth: { getSession: async () => ({ data: { session: stored }, error: null }) } }),
}));

/** A request that records the token it is sent with. */
const request = () => {
  const sent: string[] = [];
  const setHeader = async (_name: string, value: string) => {
    sent.push(value);
    return { error: null, data: [{ id: 'c1' }] };
  };
  return { sent, setHeader };
};

describe('sendAs', () => {
  it('sends the write with the session of the account it was begun for', async () => {
    stored = { user: { id: 'a' }, access_token: 'token-a' };
    const write = request();
    expect(await sendAs('a', write)).toEqual({ error: null, data: [{ id: 'c1' }] });
    expect(write.sent).toEqual(['Bearer token-a']);
  });

  it('sends nothing once another account is signed in here, or nobody is', async () => {
    for (const session of [{ user: { id: 'b' }, access_token: 'token-b' }, null]) {
      stored = session;
      const write = request();
      expect(await sendAs('a', write)).toEqual({ error: SESSION_CHANGED });
      expect(write.sent).toEqual([]);
    }
  });
});
