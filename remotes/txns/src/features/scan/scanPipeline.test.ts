import { afterEach, describe, expect, it, rs } from '@rstest/core';
import type { Rpc } from '../../chain/rpc.ts';
import { fakeChain } from '../../testing/fakeChain.ts';
import { createChunkSizer } from './chunkSizer.ts';
import { type ScanTransfersParameters, scanTransfers } from './scanTransfers.ts';

const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3' as const;
const A = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as const;
const X = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';
const logs = Array.from({ length: 100 }, (_, i) => ({ block: i * 10 + 5, logIndex: 0, from: A, to: X, value: BigInt(i) }));

type Held = { from: number; release(): void; fail(error: unknown): void };

/** The fake chain's answers, each held until the test lets it through (or fails it). */
function held(rpc: Rpc) {
  const pending: Held[] = [];
  const gated: Rpc = {
    request: (method, params) =>
      new Promise((resolve, reject) => {
        const from = Number((params[0] as { fromBlock?: string }).fromBlock ?? 0);
        pending.push({ from, release: () => resolve(rpc.request(method, params)), fail: reject });
      }),
  };
  /** Lets through (or fails) every held call for the chunk that starts at `from`. */
  const answer = (from: number, error?: unknown) => {
    const calls = pending.filter((c) => c.from === from);
    for (const c of calls) {
      pending.splice(pending.indexOf(c), 1);
      if (error) c.fail(error);
      else c.release();
    }
    return calls.length;
  };
  return { rpc: gated, pending, answer };
}

/** Lets every promise chain that can move on do so (no timers involved). */
async function settle() {
  for (let i = 0; i < 50; i++) await Promise.resolve();
}

/** A scan of blocks 0–999 for transfers of A, in chunks of 100 unless the test says otherwise. */
const scanOf = (rpc: Rpc, more: Partial<ScanTransfersParameters> = {}) =>
  scanTransfers({
    rpc,
    token,
    addresses: [A],
    fromBlock: 0n,
    toBlock: 999n,
    sizer: createChunkSizer({ initial: 100, max: 100 }),
    ...more,
  });

afterEach(() => {
  rs.useRealTimers();
});

describe('scanTransfers with chunks in flight', () => {
  it('keeps three chunks in flight and reports them in block order, whatever order they arrive in', async () => {
    const chain = held(fakeChain({ token, logs, head: 999 }).rpc);
    const progress: bigint[] = [];
    const scan = scanOf(chain.rpc, { onChunk: (_found, p) => void progress.push(p.scannedTo) });
    await settle();
    // Three chunks, one call per filter each.
    expect(chain.pending.map((c) => c.from).sort((a, b) => a - b)).toEqual([0, 0, 100, 100, 200, 200]);
    expect(chain.answer(200)).toBe(2);
    expect(chain.answer(100)).toBe(2);
    await settle();
    expect(progress).toEqual([]);
    chain.answer(0);
    await settle();
    // The first chunk lets the two behind it through at once, and three more go out.
    expect(progress).toEqual([299n]);
    expect(chain.pending.map((c) => c.from).sort((a, b) => a - b)).toEqual([300, 300, 400, 400, 500, 500]);
    for (let from = 300; from < 1000; from += 100) {
      chain.answer(from);
      await settle();
    }
    const found = await scan;
    expect(found.length).toBe(100);
    expect(progress).toEqual([299n, 399n, 499n, 599n, 699n, 799n, 899n, 999n]);
  });

  it('goes back to one chunk at a time after a failure, and up again as calls work', async () => {
    rs.useFakeTimers();
    const chain = held(fakeChain({ token, logs, head: 999 }).rpc);
    const retries: unknown[] = [];
    const scan = scanOf(chain.rpc, { onRetry: (error) => void retries.push(error) });
    await settle();
    chain.answer(0, new TypeError('Failed to fetch'));
    await settle();
    expect(retries.length).toBe(1);
    // The chunks behind the failed one are dropped; after the back-off only the failed one is asked again.
    chain.answer(100);
    chain.answer(200);
    await rs.advanceTimersByTimeAsync(1000);
    expect(chain.pending.map((c) => c.from)).toEqual([0, 0]);
    chain.answer(0);
    await settle();
    expect(chain.pending.map((c) => c.from).sort((a, b) => a - b)).toEqual([100, 100, 200, 200]);
    for (let from = 100; from < 1000; from += 100) {
      chain.answer(from);
      await settle();
    }
    expect((await scan).length).toBe(100);
  });

  it('keeps one lane fewer for the rest of the scan after the node rate-limits it', async () => {
    rs.useFakeTimers();
    const chain = held(fakeChain({ token, logs, head: 999 }).rpc);
    const scan = scanOf(chain.rpc);
    await settle();
    chain.answer(0, Object.assign(new Error('Too Many Requests'), { status: 429 }));
    chain.answer(100);
    chain.answer(200);
    await rs.advanceTimersByTimeAsync(1000);
    const inFlight: number[] = [];
    for (let from = 0; from < 1000; from += 100) {
      inFlight.push(chain.pending.length);
      chain.answer(from);
      await settle();
    }
    expect((await scan).length).toBe(100);
    // Up to two chunks (four calls) in flight again, never three.
    expect(Math.max(...inFlight)).toBe(4);
  });

  it('stops at once when cancelled, without waiting for the calls in flight', async () => {
    const chain = held(fakeChain({ token, logs, head: 999 }).rpc);
    const abort = new AbortController();
    const scan = scanOf(chain.rpc, { signal: abort.signal });
    await settle();
    abort.abort();
    await expect(scan).rejects.toThrow(/abort/i);
    expect(chain.pending.length).toBe(6);
  });

  it('shrinks every lane when the node refuses, and still finds each transfer once', async () => {
    const chain = fakeChain({ token, logs, head: 999, maxRange: 60 });
    const sizer = createChunkSizer({ initial: 320, max: 10_000 });
    const progress: bigint[] = [];
    const found = await scanOf(chain.rpc, { sizer, now: () => 0, onChunk: (_found, p) => void progress.push(p.scannedTo) });
    expect(found.length).toBe(100);
    expect(new Set(found.map((t) => t.txHash)).size).toBe(100);
    expect(progress).toEqual([...progress].sort((a, b) => (a < b ? -1 : 1)));
    expect(progress.at(-1)).toBe(999n);
    // A refusal halves the range once, not once per lane that was in flight with it: each refused
    // size is asked at most once per lane and filter.
    const refused = chain.state.calls.map((c) => c.range ?? 0).filter((r) => r > 60);
    expect([...new Set(refused)].slice(0, 3)).toEqual([320, 160, 80]);
    for (const range of new Set(refused)) expect(refused.filter((r) => r === range).length).toBeLessThanOrEqual(6);
  });
});
