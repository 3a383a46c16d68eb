import { describe, expect, it, rs } from '@rstest/core';
import { renewRefusedToken } from './renewRefusedToken.ts';

const REST = 'http://127.0.0.1:54321/rest/v1/tracked_coins';

/** A server that accepts only the token `good`. */
const server = () =>
  rs.fn(async (_input: RequestInfo | URL, init: RequestInit = {}) => {
    const token = new Headers(init.headers).get('Authorization');
    return new Response(null, { status: token === 'Bearer good' ? 201 : 401 });
  });

describe('renewRefusedToken', () => {
  it('renews a refused token once and sends the call again with the new one, body and all', async () => {
    const fetchImpl = server();
    const send = renewRefusedToken(fetchImpl as typeof fetch, async () => 'good');
    const response = await send(REST, { method: 'POST', body: '{"a":1}', headers: { Authorization: 'Bearer stale', apikey: 'k' } });
    expect(response.status).toBe(201);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    const retried = fetchImpl.mock.calls[1]?.[1];
    expect(retried?.body).toBe('{"a":1}');
    expect(new Headers(retried?.headers).get('apikey')).toBe('k');
  });

  it('answers with the refusal when the session cannot be renewed, or is refused again', async () => {
    const gone = server();
    expect(
      (await renewRefusedToken(gone as typeof fetch, async () => null)(REST, { headers: { Authorization: 'Bearer stale' } })).status,
    ).toBe(401);
    expect(gone).toHaveBeenCalledTimes(1);
    const still = server();
    expect((await renewRefusedToken(still as typeof fetch, async () => 'also-bad')(REST, {})).status).toBe(401);
    expect(still).toHaveBeenCalledTimes(2);
  });

  it('leaves auth calls and accepted calls alone', async () => {
    const refresh = rs.fn(async () => 'good');
    const fetchImpl = server();
    const send = renewRefusedToken(fetchImpl as typeof fetch, refresh);
    expect((await send('http://127.0.0.1:54321/auth/v1/user', {})).status).toBe(401);
    expect((await send(REST, { headers: { Authorization: 'Bearer good' } })).status).toBe(201);
    expect(refresh).not.toHaveBeenCalled();
  });
});
