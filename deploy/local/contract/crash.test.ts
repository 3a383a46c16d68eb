import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { findFreePort } from '@coinwatch/devnet';
import { afterAll, describe, expect, it } from '@rstest/core';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { type SpawnedStack, spawnStack, stopStack } from './spawnStack.ts';

// Always a local stack of its own (spare ports, temp folder): this is about the local stack's storage.
let dataDir = '';
const running: SpawnedStack[] = [];

afterAll(async () => {
  for (const stack of running) await stopStack(stack).catch(() => undefined);
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const clientFor = (stack: SpawnedStack) =>
  createClient(stack.url, stack.anonKey, {
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
    auth: { persistSession: false, autoRefreshToken: false },
  });

/** Running, as opposed to gone or a zombie waiting for a reaper that is not ours. */
function alive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return !/^\d+ \(.*\) [ZX]/.test(stat);
  } catch {
    return false;
  }
}

async function waitForExit(pid: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (alive(pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  return !alive(pid);
}

describe('crash safety', () => {
  it('SIGKILL during a burst of writes: after restart every 2xx write is there, and PostgREST did not outlive the stack', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'coinwatch-crash-'));
    // The restart below takes the same two.
    const [port, mailPort] = [await findFreePort(), await findFreePort()];
    const first = await spawnStack(dataDir, port, mailPort, ['--autoconfirm']);
    running.push(first);
    const sb = clientFor(first);
    const email = `crash-${Date.now()}@example.com`;
    const signUp = await sb.auth.signUp({ email, password: 'crash-pass-1' });
    expect(signUp.data.session).not.toBeNull();

    const acknowledged: string[] = [];
    let killed = false;
    const loop = async (worker: number) => {
      for (let i = 0; !killed; i++) {
        const ticker = `K${worker}-${i}`;
        try {
          const res = await sb
            .from('tracked_coins')
            .insert({ coin_ticker: ticker, coin_name: 'crash', coin_address: `0x${'c'.repeat(40)}` });
          if (res.status === 201) acknowledged.push(ticker);
        } catch {
          return;
        }
      }
    };
    const loops = Array.from({ length: 8 }, (_, w) => loop(w));
    // Kill mid-burst: after at least 1 s and 20 acknowledged writes (a loaded machine is slower).
    const burstStart = Date.now();
    while ((Date.now() - burstStart < 1000 || acknowledged.length < 20) && Date.now() - burstStart < 20_000) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const postgrestPid = Number(/PostgREST pid (\d+)/.exec(first.output.join('\n'))?.[1]);
    first.child.kill('SIGKILL');
    killed = true;
    await Promise.all(loops);
    expect(acknowledged.length).toBeGreaterThanOrEqual(20);
    expect(postgrestPid).toBeGreaterThan(0);
    expect(await waitForExit(postgrestPid, 5000)).toBe(true);

    const second = await spawnStack(dataDir, port, mailPort, ['--autoconfirm']);
    running.push(second);
    const again = clientFor(second);
    const signIn = await again.auth.signInWithPassword({ email, password: 'crash-pass-1' });
    expect(signIn.error).toBeNull();
    const { data, error } = await again.from('tracked_coins').select('coin_ticker');
    expect(error).toBeNull();
    const stored = new Set(data?.map((r) => r.coin_ticker));
    const lost = acknowledged.filter((t) => !stored.has(t));
    expect(lost).toEqual([]);
    console.log(
      `crash test: ${acknowledged.length} acknowledged writes, all present; restart took ${second.startMs} ms (first start ${first.startMs} ms)`,
    );
    expect(second.startMs).toBeLessThan(20_000);

    // While an autoconfirm stack is up: it signs people up at once, but a new email is still
    // confirmed by its links, as GoTrue does for any user who is not anonymous. Changed at once,
    // it took no proof, and the links mailed to the old address kept working.
    const moved = `moved-${email}`;
    const changed = await again.auth.updateUser({ email: moved });
    expect(changed.error).toBeNull();
    expect(changed.data.user?.email).toBe(email);
    expect(changed.data.user?.new_email).toBe(moved);
  });
});
