import { describe, expect, it } from '@rstest/core';
import { api, confirmedUser, env } from './harness.ts';

describe('functions: handlers from deploy/supabase/functions behind JWT verification', () => {
  it("runs whoami with the caller's verified JWT", async () => {
    const { sb, id } = await confirmedUser('fn');
    const { data, error } = await sb.functions.invoke('whoami', { body: { hello: 1 } });
    expect(error).toBeNull();
    expect(data).toMatchObject({ role: 'authenticated', sub: id, method: 'POST' });
    const anon = await api('/functions/v1/whoami', { method: 'GET' });
    expect(anon.status).toBe(200);
    expect((await anon.json()).role).toBe('anon');
  });

  it('lets the function answer its own preflight and set its own CORS headers, and see its path from its name on, as hosted does', async () => {
    const preflight = await fetch(`${env.SUPABASE_URL}/functions/v1/whoami`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, apikey',
      },
    });
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get('access-control-allow-headers')).toBe('authorization, x-client-info, apikey, content-type');
    const reply = await api('/functions/v1/whoami/sub/path', { method: 'GET' });
    // The function's own headers, not the gateway's (which expose Content-Range for PostgREST).
    expect(reply.headers.get('access-control-allow-origin')).toBe('*');
    expect(reply.headers.get('access-control-expose-headers')).toBeNull();
    expect((await reply.json()).path).toBe('/whoami/sub/path');
  });

  it('refuses a missing JWT and an unknown function', async () => {
    const missing = await fetch(`${env.SUPABASE_URL}/functions/v1/whoami`, { method: 'POST', headers: { apikey: env.SUPABASE_ANON_KEY } });
    expect(missing.status).toBe(401);
    const unknown = await api('/functions/v1/no-such-function', { method: 'POST', body: '{}' });
    expect(unknown.status).toBe(404);
  });
});
