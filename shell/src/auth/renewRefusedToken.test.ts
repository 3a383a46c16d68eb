import { accessToken } from '@coinwatch/shared/testing';
import { describe, expect, it, rs } from '@rstest/core';
import { renewRefusedToken } from './renewRefusedToken.ts';

const REST = 'http://127.0.0.1:54321/rest/v1/tracked_coins';
/** The user's token the server refuses (expired there), and the renewed one it accepts. */
const stale = accessToken({ sub: 'u1', exp: 1 });
const good = accessToken({ sub: 'u1', exp: 2 });

/** A server that accepts only the tokens given. */
const server = (...accepted: string[]) =>
  rs.fn(async (_input: RequestInfo | URL, init: RequestInit = {}) => {
    const token = new Headers(init.headers).get('Authorization')?.slice('Bearer '.length) ?? '';
    return new Response(null, { status: accepted.includes(token) ? 201 : 401 });
  });

describe('renewRefusedToken', () => {
  it('renews a refused token once and sends the call again with the new one, body and all', async () => {
    const fetchImpl = server(good);
    const send = renewRefusedToken(fetchImpl as typeof fetch, async () => good);
    const response = await send(REST, { method: 'POST', body: '{"a":1}', headers: { Authorization: `Bearer ${stale}`, apikey: 'k' } });
    expect(response.status).toBe(201);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    const retried = fetchImpl.mock.calls[1]?.[1];
    expect(retried?.body).toBe('{"a":1}');
    expect(new Headers(retried?.headers).get('apikey')).toBe('k');
  });

  it('answers with the refusal when the session cannot be renewed, or is refused again', async () => {
    const gone = server(good);
    expect(
      (await renewRefusedToken(gone as typeof fetch, async () => null)(REST, { headers: { Authorization: `Bearer ${stale}` } })).status,
    ).toBe(401);
    expect(gone).toHaveBeenCalledTimes(1);
    const still = server();
    const alsoRefused = accessToken({ sub: 'u1', exp: 3 });
    expect(
      (await renewRefusedToken(still as typeof fetch, async () => alsoRefused)(REST, { headers: { Authorization: `Bearer ${stale}` } }))
        .status,
    ).toBe(401);
    expect(still).toHaveBeenCalledTimes(2);
  });

  it('never sends a call again as another user: another account signed in (another tab) since it was sent', async () => {
    const fetchImpl = server(accessToken({ sub: 'u2' }));
    const send = renewRefusedToken(fetchImpl as typeof fetch, async () => accessToken({ sub: 'u2' }));
    expect((await send(REST, { method: 'POST', body: '{"a":1}', headers: { Authorization: `Bearer ${stale}` } })).status).toBe(401);
    // Nor one sent signed out (the anon key) as whoever has signed in since.
    expect((await send(REST, { method: 'POST', headers: { Authorization: 'Bearer anon-key' } })).status).toBe(401);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('has the session asked about when the server turns down its refresh for good, not for a rate limit, a fault or another call', async () => {
    const answering = (status: number) => rs.fn(async () => new Response(null, { status }));
    const REFRESH = 'http://127.0.0.1:54321/auth/v1/token?grant_type=refresh_token';
    const refused = rs.fn();
    for (const [status, url, asked] of [
      [400, REFRESH, 1],
      [401, REFRESH, 2],
      [429, REFRESH, 2],
      [503, REFRESH, 2],
      [200, REFRESH, 2],
      [400, 'http://127.0.0.1:54321/auth/v1/token?grant_type=password', 2],
      [400, REST, 2],
    ] as const) {
      const send = renewRefusedToken(answering(status) as typeof fetch, async () => null, refused);
      expect((await send(url, { method: 'POST' })).status).toBe(status);
      expect(refused).toHaveBeenCalledTimes(asked);
    }
  });

  it('leaves auth calls and accepted calls alone', async () => {
    const refresh = rs.fn(async () => good);
    const fetchImpl = server(good);
    const send = renewRefusedToken(fetchImpl as typeof fetch, refresh, () => {});
    expect((await send('http://127.0.0.1:54321/auth/v1/user', {})).status).toBe(401);
    expect((await send(REST, { headers: { Authorization: `Bearer ${good}` } })).status).toBe(201);
    expect(refresh).not.toHaveBeenCalled();
  });
});
