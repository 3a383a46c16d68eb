import autocannon from 'autocannon';
import { z } from 'zod';

export type BenchRow = { metric: string; value: string; target: string };
export type BenchTarget = { url: string; anonKey: string; serviceRoleKey: string };

const SessionSchema = z.object({ access_token: z.string() });
const IdSchema = z.object({ id: z.string() });

const json = (key: string, bearer: string) => ({
  apikey: key,
  authorization: `Bearer ${bearer}`,
  'content-type': 'application/json',
  'x-supabase-api-version': '2024-01-01',
});

async function post(url: string, headers: Record<string, string>, body: unknown, extra: Record<string, string> = {}): Promise<unknown> {
  const res = await fetch(url, { method: 'POST', headers: { ...headers, ...extra }, body: JSON.stringify(body) });
  const text = await res.text();
  if (!res.ok) throw new Error(`${url} → ${res.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

function run(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/**
 * The stack's numbers: authenticated REST reads of one user's coins with their addresses
 * (select=*,addresses:tracked_addresses(*)), 10 connections for ~10 s, and password sign-ins/s.
 * Seeds a confirmed user through the admin API (service role), so confirmations may stay on.
 */
export async function benchStack(stack: BenchTarget, seconds = 10): Promise<BenchRow[]> {
  const email = `bench-${Date.now()}@example.com`;
  const password = 'bench-password-1';
  const service = json(stack.anonKey, stack.serviceRoleKey);
  await post(`${stack.url}/auth/v1/admin/users`, service, { email, password, email_confirm: true });
  const anon = json(stack.anonKey, stack.anonKey);
  const session = SessionSchema.parse(await post(`${stack.url}/auth/v1/token?grant_type=password`, anon, { email, password }));
  const user = json(stack.anonKey, session.access_token);
  const representation = { prefer: 'return=representation', accept: 'application/vnd.pgrst.object+json' };
  for (let c = 0; c < 5; c++) {
    const coin = IdSchema.parse(
      await post(
        `${stack.url}/rest/v1/tracked_coins`,
        user,
        { coin_ticker: `B${c}`, coin_name: `Bench ${c}`, coin_address: `0x${String(c).repeat(40)}` },
        representation,
      ),
    );
    for (let a = 0; a < 3; a++) {
      await post(`${stack.url}/rest/v1/tracked_addresses`, user, {
        coin_id: coin.id,
        address: `0x${`${a}${c}`.repeat(20)}`,
        description: `wallet ${a}`,
        color: '#abc',
      });
    }
  }

  const reads = await run({
    url: `${stack.url}/rest/v1/tracked_coins?select=*,addresses:tracked_addresses(*)`,
    connections: 10,
    duration: seconds,
    headers: { apikey: stack.anonKey, authorization: `Bearer ${session.access_token}`, 'accept-profile': 'public' },
  });
  const signIns = await run({
    url: `${stack.url}/auth/v1/token?grant_type=password`,
    method: 'POST',
    connections: 10,
    duration: Math.max(3, Math.round(seconds / 2)),
    headers: anon,
    body: JSON.stringify({ email, password }),
  });
  const failed = (r: autocannon.Result) => r.non2xx + r.errors + r.timeouts;
  return [
    { metric: 'REST reads of coins+addresses (10 conn)', value: `${Math.round(reads.requests.average)} req/s`, target: '≥ 500 req/s' },
    { metric: 'REST read latency p50', value: `${reads.latency.p50} ms`, target: '—' },
    { metric: 'REST read latency p99', value: `${reads.latency.p99} ms`, target: '≤ 50 ms' },
    { metric: 'REST read failures', value: String(failed(reads)), target: '0' },
    { metric: 'password sign-ins (bcrypt cost 10)', value: `${signIns.requests.average.toFixed(1)} /s`, target: '—' },
    { metric: 'sign-in failures', value: String(failed(signIns)), target: '0' },
  ];
}
