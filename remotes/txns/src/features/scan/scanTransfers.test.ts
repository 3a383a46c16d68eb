import { describe, expect, it, rs } from '@rstest/core';
import { HttpRequestError } from 'viem';
import { fakeChain } from '../../testing/fakeChain.ts';
import { createChunkSizer } from './chunkSizer.ts';
import { scanTransfers } from './scanTransfers.ts';

const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3' as const;
const A = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as const;
const B = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC' as const;
const C = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';
const logs = Array.from({ length: 300 }, (_, i) => ({
  block: i * 3 + 1,
  logIndex: i % 2,
  from: i % 3 === 0 ? A : C,
  to: i % 3 === 1 ? A : B,
  value: BigInt(i),
}));

describe('scanTransfers', () => {
  it('shrinks the range when the node refuses wide ones, then finds every transfer once', async () => {
    const chain = fakeChain({ token, logs, head: 1000, maxRange: 100 });
    const sizer = createChunkSizer({ initial: 1000, max: 10_000 });
    const progress: bigint[] = [];
    const found = await scanTransfers({
      rpc: chain.rpc,
      token,
      addresses: [A, B],
      fromBlock: 0n,
      toBlock: 1000n,
      sizer,
      now: () => 0,
      lanes: 1,
      onChunk: (_chunk, p) => void progress.push(p.scannedBlocks),
    });
    // Every log touches A or B; A → B ones match both filters and must appear once.
    expect(found.length).toBe(300);
    expect(new Set(found.map((t) => `${t.txHash}:${t.logIndex}`)).size).toBe(300);
    expect(chain.state.calls.some((c) => c.range === 1000)).toBe(true);
    expect(sizer.size).toBeLessThanOrEqual(100);
    // Once refused, it does not grow back into refusals: only the first calls were too wide.
    expect(chain.state.calls.filter((c) => (c.range ?? 0) > 100).length).toBeLessThanOrEqual(20);
    expect(progress.at(-1)).toBe(1001n);
    expect(found[0]?.blockNumber).toBe(898n);
  });

  it('grows the range again while calls are fast', async () => {
    const chain = fakeChain({ token, logs, head: 1000 });
    const sizer = createChunkSizer({ initial: 10, max: 10_000 });
    await scanTransfers({ rpc: chain.rpc, token, addresses: [A], fromBlock: 0n, toBlock: 1000n, sizer, now: () => 0, lanes: 1 });
    const ranges = chain.state.calls.filter((c) => c.method === 'eth_getLogs').map((c) => c.range ?? 0);
    expect(ranges[2]).toBeGreaterThan(ranges[0] ?? 0);
    expect(ranges.length).toBeLessThan(30);
  });

  it('shrinks on "too many results" refusals too', async () => {
    const chain = fakeChain({ token, logs, head: 1000, maxResults: 20 });
    const found = await scanTransfers({
      rpc: chain.rpc,
      token,
      addresses: [A, B],
      fromBlock: 0n,
      toBlock: 1000n,
      sizer: createChunkSizer({ initial: 1000, max: 1000 }),
      now: () => 0,
    });
    expect(found.length).toBe(300);
  });

  it('waits as long as a rate-limiting node asks (Retry-After) before asking again', async () => {
    const chain = fakeChain({ token, logs, head: 1000 });
    rs.useFakeTimers();
    // The node refuses every call for 20 s, and says so.
    const limitedUntil = Date.now() + 20_000;
    const rpc: typeof chain.rpc = {
      request: (method, params) => {
        if (method === 'eth_getLogs' && Date.now() < limitedUntil) {
          const headers = new Headers({ 'retry-after': '20' });
          return Promise.reject(new HttpRequestError({ url: 'https://rpc.example', status: 429, headers, body: {} }));
        }
        return chain.rpc.request(method, params);
      },
    };
    const waits: number[] = [];
    try {
      const scan = scanTransfers({
        rpc,
        token,
        addresses: [A, B],
        fromBlock: 0n,
        toBlock: 1000n,
        sizer: createChunkSizer({ initial: 1000, max: 1000 }),
        lanes: 1,
        onRetry: (_error, delayMs) => void waits.push(delayMs),
      });
      await rs.advanceTimersByTimeAsync(19_000);
      expect(waits).toEqual([20_000]);
      await rs.advanceTimersByTimeAsync(1_000);
      expect((await scan).length).toBe(300);
    } finally {
      rs.useRealTimers();
    }
  });

  it('goes on as soon as the browser is back online, not after what is left of its back-off, which starts over', async () => {
    const chain = fakeChain({ token, logs, head: 1000 });
    chain.state.down = true;
    const onLine = rs.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    rs.useFakeTimers();
    const waits: number[] = [];
    try {
      const scan = scanTransfers({
        rpc: chain.rpc,
        token,
        addresses: [A, B],
        fromBlock: 0n,
        toBlock: 1000n,
        sizer: createChunkSizer({ initial: 1000, max: 1000 }),
        onRetry: (_error, delayMs) => void waits.push(delayMs),
      });
      // Three failures (1 s and 2 s apart): the next try is 5 s away.
      await rs.advanceTimersByTimeAsync(3_100);
      expect(waits).toEqual([1000, 2000, 5000]);
      // Back online, it tries at once; the new connection's first call fails too (Chrome's
      // ERR_NETWORK_CHANGED), and the next try is 1 s away, not 10.
      onLine.mockReturnValue(true);
      window.dispatchEvent(new Event('online'));
      await rs.advanceTimersByTimeAsync(10);
      expect(waits).toEqual([1000, 2000, 5000, 1000]);
      chain.state.down = false;
      let found = -1;
      void scan.then((transfers) => {
        found = transfers.length;
      });
      await rs.advanceTimersByTimeAsync(1_000);
      expect(found).toBe(300);
    } finally {
      rs.useRealTimers();
      rs.restoreAllMocks();
    }
  });

  it('stops at once when cancelled', async () => {
    const chain = fakeChain({ token, logs, head: 1000 });
    const abort = new AbortController();
    const scan = scanTransfers({
      rpc: chain.rpc,
      token,
      addresses: [A],
      fromBlock: 0n,
      toBlock: 1000n,
      sizer: createChunkSizer({ initial: 10, max: 10 }),
      signal: abort.signal,
      onChunk: (_c, p) => {
        if (p.scannedBlocks >= 50n) abort.abort();
      },
    });
    await expect(scan).rejects.toMatchObject({ name: 'AbortError' });
    expect(chain.state.calls.length).toBeLessThan(20);
  });
});
