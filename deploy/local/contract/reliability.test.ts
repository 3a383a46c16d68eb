import { get } from 'node:http';
import { describe, expect, it } from '@rstest/core';
import { SignJWT } from 'jose';
import { api, confirmedUser, env, hex40 } from './harness.ts';

describe('reliability', () => {
  it('200 concurrent mixed requests from 10 users: no row ever reaches another user, no unexpected error', async () => {
    const users = await Promise.all(Array.from({ length: 10 }, (_, i) => confirmedUser(`load${i}`)));
    const tokens = await Promise.all(users.map(async (u) => (await u.sb.auth.getSession()).data.session?.access_token ?? ''));
    const requests = Array.from({ length: 200 }, (_, i) => {
      const n = i % 10;
      const user = users[n];
      const token = tokens[n] ?? '';
      if (!user) throw new Error('user missing');
      const kind = i % 4;
      if (kind === 0) {
        return user.sb
          .from('tracked_coins')
          .insert({ coin_ticker: `T${i}`, coin_name: `coin ${i}`, coin_address: hex40('a') })
          .select()
          .single()
          .then((r) => ({ kind: 'insert', user: n, status: r.status, rows: r.data ? [r.data] : [] }));
      }
      if (kind === 1) {
        return user.sb
          .from('tracked_coins')
          .select('*,addresses:tracked_addresses(*)')
          .then((r) => ({ kind: 'select', user: n, status: r.status, rows: r.data ?? [] }));
      }
      if (kind === 2) {
        return api('/auth/v1/user', { bearer: token }).then(async (r) => ({
          kind: 'user',
          user: n,
          status: r.status,
          rows: [await r.json()],
        }));
      }
      return api('/rest/v1/tracked_coins?select=user_id,coin_ticker', { bearer: token }).then(async (r) => ({
        kind: 'raw',
        user: n,
        status: r.status,
        rows: await r.json(),
      }));
    });
    const results = await Promise.all(requests);
    for (const r of results) {
      expect({ kind: r.kind, status: r.status }).toEqual({ kind: r.kind, status: r.kind === 'insert' ? 201 : 200 });
      const owner = users[r.user]?.id;
      for (const row of r.rows as Array<{ user_id?: string; id?: string }>) {
        expect(r.kind === 'user' ? row.id : row.user_id).toBe(owner);
      }
    }
    for (const [n, user] of users.entries()) {
      const { data } = await user.sb.from('tracked_coins').select('coin_ticker');
      expect(data?.length).toBe(results.filter((r) => r.kind === 'insert' && r.user === n).length);
      expect(data?.every((row) => Number(row.coin_ticker.slice(1)) % 10 === n)).toBe(true);
    }
  });

  it("malformed JSON is 400 in each service's shape, never 500", async () => {
    const { sb } = await confirmedUser('badjson');
    const token = (await sb.auth.getSession()).data.session?.access_token;
    const auth = await api('/auth/v1/signup', { method: 'POST', body: '{"email": ' });
    expect(auth.status).toBe(400);
    expect((await auth.json()).code).toBe('bad_json');
    const rest = await api('/rest/v1/tracked_coins', { method: 'POST', bearer: token, body: '{"coin_ticker": ' });
    expect(rest.status).toBe(400);
    expect((await rest.json()).code).toBe('PGRST102');
    const token2 = await api('/auth/v1/token?grant_type=password', { method: 'POST', body: '[1,2' });
    expect(token2.status).toBe(400);
  });

  it('a body over 1 MB is 413 with a JSON error body', async () => {
    const big = JSON.stringify({ coin_name: 'x'.repeat(1_100_000) });
    for (const path of ['/rest/v1/tracked_coins', '/auth/v1/signup']) {
      const res = await api(path, { method: 'POST', body: big });
      expect(res.status).toBe(413);
      const body = await res.json();
      expect(typeof (body.message ?? body.msg)).toBe('string');
    }
  });

  it('unknown routes are 404, missing or wrong API keys 401, forged and other-secret JWTs 401/403', async () => {
    expect((await api('/nowhere')).status).toBe(404);
    const auth404 = await api('/auth/v1/nowhere');
    expect(auth404.status).toBe(404);
    expect(typeof (await auth404.json()).message).toBe('string');
    const rest404 = await api('/rest/v1/no_such_table');
    expect(rest404.status).toBe(404);
    expect((await rest404.json()).code).toMatch(/^(42P01|PGRST205)$/);
    const noKey = await fetch(`${env.SUPABASE_URL}/rest/v1/tracked_coins`);
    expect(noKey.status).toBe(401);
    const wrongKey = await fetch(`${env.SUPABASE_URL}/rest/v1/tracked_coins`, { headers: { apikey: 'nonsense' } });
    expect(wrongKey.status).toBe(401);
    const otherSecret = await new SignJWT({ role: 'service_role' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('not-the-secret-not-the-secret-not-the-secret'));
    const forged = await api('/rest/v1/tracked_coins', { bearer: otherSecret });
    expect(forged.status).toBe(401);
    expect((await forged.json()).code).toBe('PGRST301');
    const garbage = await api('/rest/v1/tracked_coins', { bearer: 'not.a.jwt' });
    expect(garbage.status).toBe(401);
    const fn = await api('/functions/v1/whoami', { method: 'POST', bearer: otherSecret, body: '{}' });
    expect(fn.status).toBe(401);
  });

  it('a request target no URL is made of is 400 from the API and from the inbox, and both go on answering', async () => {
    // fetch() would not send these; Node's http client does, as a scanner may. The inbox threw on
    // them outside any handler, which ended the whole stack.
    const statusOf = (origin: string, path: string) =>
      new Promise<number>((resolve, reject) => {
        get({ host: '127.0.0.1', port: new URL(origin).port, path }, (res) => resolve(res.resume().statusCode ?? 0)).on('error', reject);
      });
    for (const origin of [env.SUPABASE_URL, env.INBOX_URL])
      for (const target of ['//[', 'http://%/'])
        expect({ origin, target, status: await statusOf(origin, target) }).toEqual({ origin, target, status: 400 });
    expect((await api('/auth/v1/health')).status).toBe(200);
    expect((await fetch(`${env.INBOX_URL}/api/v1/messages`)).status).toBe(200);
  });
});
