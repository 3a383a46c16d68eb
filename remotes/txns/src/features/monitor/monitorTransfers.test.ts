import { describe, expect, it, rs } from '@rstest/core';
import type { LogSocketHandlers } from '../../chain/logSocket.ts';
import { RpcLogSchema, type Transfer, toTransfers, transferKey } from '../../chain/transfer.ts';
import { blockHash, type FakeLog, fakeChain, rawLog } from '../../testing/fakeChain.ts';
import { type MonitorStatus, type MonitorTransfersParameters, monitorTransfers } from './monitorTransfers.ts';

const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3' as const;
const A = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as const;
const X = '0x90F79bf6EB2c4f870365E785982E1f101E93b906' as const;
const head = (n: number, fork = 0) => ({
  number: `0x${n.toString(16)}`,
  hash: blockHash(n, fork),
  timestamp: `0x${(1_700_000_000 + n * 12).toString(16)}`,
});
const log = (block: number, logIndex = 0, tx?: string): FakeLog => ({ block, logIndex, from: A, to: X, value: BigInt(block), tx });

async function until(condition: () => boolean, ms = 5000) {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 5));
  }
}

/** A monitor from block 100 of an empty chain that reports nothing, but for what `p` gives. */
const monitorOf = (p: Partial<MonitorTransfersParameters> & Pick<MonitorTransfersParameters, 'signal'>) =>
  monitorTransfers({
    rpc: fakeChain({ token, logs: [], head: 100 }).rpc,
    token,
    addresses: [A],
    fromBlock: { number: 100n, hash: blockHash(100) },
    onTransfers: () => {},
    onRemoved: () => {},
    onReorg: () => {},
    onChainReplaced: () => {},
    onStatus: () => {},
    pollMs: 10,
    ...p,
  });

/** Monitors from block `from` (100), where the history scan ended having found `scanned`. */
function harness(chain: ReturnType<typeof fakeChain>, scanned: FakeLog[] = [], from = 100) {
  const sockets: LogSocketHandlers[] = [];
  const shown: Transfer[] = toTransfers(scanned.map((l) => RpcLogSchema.parse(rawLog(token, l))));
  const reorgs: bigint[] = [];
  /** How often the monitor said the chain was replaced below everything it knew. */
  const replaced: number[] = [];
  /** Every transfer reported as new (each is a notification on the page). */
  const added: Transfer[] = [];
  const abort = new AbortController();
  let status: MonitorStatus | null = null;
  const done = monitorTransfers({
    rpc: chain.rpc,
    openSocket: async (_filters, handlers) => {
      if (chain.state.down) throw new Error('connection refused');
      sockets.push(handlers);
      return { close() {} };
    },
    token,
    addresses: [A],
    fromBlock: { number: BigInt(from), hash: blockHash(from) },
    shown: [...shown],
    onTransfers: (fresh) => {
      shown.push(...fresh);
      added.push(...fresh);
    },
    onRemoved: (keys) => shown.splice(0, shown.length, ...shown.filter((t) => !keys.includes(transferKey(t)))),
    onReorg: (fork) => {
      reorgs.push(fork);
      shown.splice(0, shown.length, ...shown.filter((t) => t.blockNumber <= fork));
    },
    onChainReplaced: () => replaced.push(1),
    onStatus: (next) => {
      status = next;
    },
    signal: abort.signal,
    pollMs: 10,
  });
  return { sockets, shown, added, reorgs, replaced, status: () => status, stop: () => abort.abort(), done };
}

describe('monitorTransfers', () => {
  it('shows a transfer once when the WebSocket and the backfill after a reconnect both deliver it', async () => {
    const chain = fakeChain({ token, logs: [], head: 100 });
    const m = harness(chain);
    await until(() => m.sockets.length === 1);
    chain.state.logs.push(log(101));
    chain.state.head = 101;
    m.sockets[0]?.onLog(rawLog(token, log(101)));
    // The socket drops; meanwhile two transfers are mined, one of which the socket had sent.
    m.sockets[0]?.onLog(rawLog(token, log(102)));
    m.sockets[0]?.onClose(new Error('socket closed'));
    chain.state.logs.push(log(102), log(103));
    chain.state.head = 103;
    await until(() => m.sockets.length === 2 && m.shown.length === 3);
    // The reconnected socket repeats one too.
    m.sockets[1]?.onLog(rawLog(token, log(103)));
    m.stop();
    await m.done;
    expect(m.shown.map((t) => t.blockNumber)).toEqual([101n, 102n, 103n]);
  });

  it('drops a removed log and lets it come back in its new block', async () => {
    const chain = fakeChain({ token, logs: [], head: 100 });
    const m = harness(chain);
    await until(() => m.sockets.length === 1);
    m.sockets[0]?.onLog(rawLog(token, log(101)));
    m.sockets[0]?.onLog({ ...rawLog(token, log(101)), removed: true });
    expect(m.shown).toEqual([]);
    m.sockets[0]?.onLog(rawLog(token, log(101), 1));
    expect(m.shown.length).toBe(1);
    m.stop();
    await m.done;
  });

  it('a removed log that comes after its transfer was shown again from the block that replaced its own leaves that row', async () => {
    const chain = fakeChain({ token, logs: [log(101)], head: 101 });
    const m = harness(chain);
    await until(() => m.sockets.length === 1 && m.shown.length === 1);
    m.sockets[0]?.onHead(head(101));
    // Block 101 is replaced, the same transaction in it: the new block's log comes first (the two
    // subscriptions' messages come in any order), then the old block's removed log.
    chain.state.fork = 1;
    chain.state.forkAbove = 100;
    m.sockets[0]?.onLog(rawLog(token, log(101), 1));
    await until(() => m.reorgs.length === 1 && m.shown.length === 1);
    m.sockets[0]?.onLog({ ...rawLog(token, log(101)), removed: true });
    m.stop();
    await m.done;
    expect(m.shown.map((t) => t.blockHash)).toEqual([blockHash(101, 1)]);
  });

  it('after a restarted chain, drops what vanished and shows what was mined meanwhile exactly once', async () => {
    const chain = fakeChain({ token, logs: [log(101), log(102)], head: 102 });
    const m = harness(chain);
    await until(() => m.shown.length === 2);
    // The node goes down and comes back as a new chain that shares blocks ≤ 100.
    chain.state.down = true;
    m.sockets[0]?.onClose(new Error('socket closed'));
    chain.state.fork = 1;
    chain.state.forkAbove = 100;
    chain.state.logs = [log(101, 0, 'beef')];
    chain.state.head = 101;
    chain.state.down = false;
    await until(() => m.reorgs.length > 0 && m.shown.length === 1 && m.sockets.length === 2);
    m.stop();
    await m.done;
    expect(m.reorgs[0]).toBe(100n);
    expect(m.shown.map((t) => t.txHash.slice(-4))).toEqual(['beef']);
  });

  it('waits for a node that is behind the socket’s, instead of taking its lower head for a reorg', async () => {
    const chain = fakeChain({ token, logs: [log(101)], head: 101 });
    const m = harness(chain);
    await until(() => m.sockets.length === 1 && m.shown.length === 1);
    m.sockets[0]?.onHead(head(101));
    // The socket drops, and the node the backfill asks is a block behind for a while.
    chain.state.head = 100;
    m.sockets[0]?.onClose(new Error('socket closed'));
    await until(() => m.sockets.length === 2);
    await new Promise((r) => setTimeout(r, 50));
    chain.state.head = 101;
    chain.state.logs.push(log(102));
    chain.state.head = 102;
    m.sockets[1]?.onClose(new Error('socket closed'));
    await until(() => m.sockets.length === 3 && m.shown.length === 2);
    m.stop();
    await m.done;
    expect(m.reorgs).toEqual([]);
    expect(m.added.map((t) => t.blockNumber)).toEqual([101n, 102n]);
  });

  it('a transfer mined before the socket subscribed, above the HTTP node’s head (a node behind the socket’s), is fetched once that node has it', async () => {
    // The scan ended at 100; 101 and 102 were mined meanwhile, 102 with a transfer. The socket's
    // node has them; the HTTP node the backfill asks answers 'latest' a block behind.
    const chain = fakeChain({ token, logs: [log(102)], head: 102 });
    const lagging = {
      request: (method: string, params: unknown[]) =>
        method === 'eth_getBlockByNumber' && params[0] === 'latest'
          ? chain.rpc.request(method, [`0x${(chain.state.head - 1).toString(16)}`, false])
          : chain.rpc.request(method, params),
    };
    const sockets: LogSocketHandlers[] = [];
    const added: bigint[] = [];
    let status: MonitorStatus | null = null;
    const abort = new AbortController();
    const done = monitorOf({
      rpc: lagging,
      openSocket: async (_filters, handlers) => {
        sockets.push(handlers);
        return { close() {} };
      },
      onTransfers: (fresh) => added.push(...fresh.map((t) => t.blockNumber)),
      onStatus: (next) => {
        status = next;
      },
      signal: abort.signal,
    });
    await until(() => (status as MonitorStatus | null)?.mode === 'live');
    // The socket brings the blocks after it subscribed, none with a transfer.
    for (let n = 103; n <= 106; n++) {
      chain.state.head = n;
      sockets[0]?.onHead(head(n));
    }
    await until(() => added.includes(102n));
    // Checked up to there, every block after comes over the socket.
    chain.state.head = 107;
    sockets[0]?.onHead(head(107));
    await until(() => (status as MonitorStatus | null)?.processedBlock === 107n);
    abort.abort();
    await done;
    expect(added).toEqual([102n]);
  });

  it('a block over the socket that replaces one seen has its transfers fetched, though the HTTP node still serves the old block for a while', async () => {
    const chain = fakeChain({ token, logs: [log(101)], head: 100 });
    const m = harness(chain);
    await until(() => m.sockets.length === 1);
    for (let n = 101; n <= 105; n++) {
      chain.state.head = n;
      m.sockets[0]?.onHead(head(n));
      for (const l of chain.state.logs.filter((l) => l.block === n)) m.sockets[0]?.onLog(rawLog(token, l));
    }
    await until(() => m.status()?.processedBlock === 105n);
    // Block 105 is replaced, with a transfer in it. The socket's node tells of it; the HTTP node
    // the backfill asks (another node of the provider's) still has the old 105 for a while.
    const replaced = log(105, 0, 'beef');
    m.sockets[0]?.onLog(rawLog(token, replaced, 1));
    m.sockets[0]?.onHead(head(105, 1));
    await new Promise((r) => setTimeout(r, 100));
    chain.state.fork = 1;
    chain.state.forkAbove = 104;
    chain.state.logs.push(replaced);
    await until(() => m.shown.some((t) => t.txHash.endsWith('beef')));
    m.sockets[0]?.onHead(head(106, 1));
    await until(() => m.status()?.processedBlock === 106n);
    m.stop();
    await m.done;
    expect(m.reorgs).toEqual([104n]);
    expect(m.shown.map((t) => t.blockNumber).sort()).toEqual([101n, 105n]);
  });

  it('a head over the socket that replaces a block seen drops the rows the old chain had above the fork, however deep', async () => {
    const chain = fakeChain({ token, logs: [log(101), log(120)], head: 100 });
    const m = harness(chain);
    await until(() => m.sockets.length === 1);
    for (let n = 101; n <= 130; n++) {
      chain.state.head = n;
      m.sockets[0]?.onHead(head(n));
      for (const l of chain.state.logs.filter((l) => l.block === n)) m.sockets[0]?.onLog(rawLog(token, l));
    }
    expect(m.shown.length).toBe(2);
    // The chain is replaced above block 100 (a restarted node): its block 129 differs, with a new transfer in 125.
    chain.state.fork = 1;
    chain.state.forkAbove = 100;
    chain.state.logs = [log(125, 0, 'beef')];
    chain.state.head = 129;
    m.sockets[0]?.onHead(head(129, 1));
    await until(() => m.reorgs.length > 0 && m.shown.length === 1);
    m.stop();
    await m.done;
    expect(m.reorgs).toEqual([100n]);
    expect(m.shown.map((t) => `${t.txHash.slice(-4)}@${t.blockNumber}`)).toEqual(['beef@125']);
  });

  it('a restarted devnet replaying its seed (a thousand old blocks over the socket) still has the old chain’s rows dropped once its new blocks differ', async () => {
    const chain = fakeChain({ token, logs: [log(1020), log(1025)], head: 1000 });
    const m = harness(chain, [], 1000);
    await until(() => m.sockets.length === 1);
    for (let n = 1001; n <= 1030; n++) {
      chain.state.head = n;
      m.sockets[0]?.onHead(head(n));
      for (const l of chain.state.logs.filter((l) => l.block === n)) m.sockets[0]?.onLog(rawLog(token, l));
    }
    expect(m.shown.length).toBe(2);
    // Restarted: the node mines its seeded history again, the same blocks up to 1000, then new ones.
    chain.state.fork = 1;
    chain.state.forkAbove = 1000;
    chain.state.logs = [];
    for (let n = 1; n <= 1000; n++) {
      chain.state.head = n;
      m.sockets[0]?.onHead(head(n));
    }
    chain.state.head = 1001;
    m.sockets[0]?.onHead(head(1001, 1));
    await until(() => m.reorgs.length > 0 && m.shown.length === 0);
    // The status follows the node's head down, with no lag against blocks that are gone.
    expect(m.status()).toMatchObject({ latestBlock: 1001n, processedBlock: 1001n });
    m.stop();
    await m.done;
    expect(m.reorgs).toEqual([1000n]);
  });

  it('a reorg of the scan’s last block shows that block as it now is, and a transfer it moved on in its new block', async () => {
    const chain = fakeChain({ token, logs: [log(99), log(100)], head: 100 });
    const m = harness(chain, [log(99), log(100)]);
    await until(() => m.sockets.length === 1);
    // Block 100 is replaced: a new transfer in it, and the one that was there mined again in 101.
    chain.state.fork = 1;
    chain.state.forkAbove = 99;
    chain.state.logs = [log(99), log(100, 0, 'beef'), { ...log(101), tx: '64f0' }];
    chain.state.head = 101;
    m.sockets[0]?.onClose(new Error('socket closed'));
    await until(() => m.reorgs.length > 0 && m.sockets.length === 2);
    m.stop();
    await m.done;
    expect(m.reorgs).toEqual([99n]);
    expect(m.shown.map((t) => `${t.txHash.slice(-4)}@${t.blockNumber}`)).toEqual(['63f0@99', 'beef@100', '64f0@101']);
  });

  it('a reorg below the scan’s last block is found among the rows shown: the rows above it go, and what the chain has there now comes', async () => {
    const chain = fakeChain({ token, logs: [log(90), log(95), log(100)], head: 100 });
    const m = harness(chain, [log(90), log(95), log(100)]);
    await until(() => m.sockets.length === 1);
    // Blocks above 92 are replaced: 95's and 100's transfers are gone, a new one is in 96.
    chain.state.fork = 1;
    chain.state.forkAbove = 92;
    chain.state.logs = [log(90), log(96, 0, 'beef')];
    m.sockets[0]?.onClose(new Error('socket closed'));
    await until(() => m.reorgs.length > 0 && m.sockets.length === 2);
    m.stop();
    await m.done;
    expect(m.reorgs).toEqual([90n]);
    expect(m.shown.map((t) => `${t.txHash.slice(-4)}@${t.blockNumber}`)).toEqual(['5af0@90', 'beef@96']);
    expect(m.replaced).toEqual([]);
  });

  it('a chain that has none of the blocks seen (started over below every row) is said to be replaced, once', async () => {
    const chain = fakeChain({ token, logs: [log(95)], head: 100 });
    const m = harness(chain, [log(95)]);
    await until(() => m.sockets.length === 1);
    chain.state.fork = 1;
    chain.state.forkAbove = 50;
    chain.state.logs = [];
    m.sockets[0]?.onClose(new Error('socket closed'));
    await until(() => m.replaced.length > 0 && m.sockets.length === 2);
    // Until the page has started over, a reconnect's check says nothing more.
    m.sockets[1]?.onClose(new Error('socket closed'));
    await until(() => m.sockets.length === 3);
    await new Promise((r) => setTimeout(r, 50));
    m.stop();
    await m.done;
    expect(m.replaced).toEqual([1]);
    // Nothing is dropped or added on a guess: the page starts over.
    expect(m.reorgs).toEqual([]);
    expect(m.shown.map((t) => t.blockNumber)).toEqual([95n]);
  });

  it('once polling works again after the node was unreachable, the status no longer says it is', async () => {
    const chain = fakeChain({ token, logs: [], head: 100 });
    const statuses: Array<{ mode: string; error: unknown }> = [];
    const abort = new AbortController();
    const done = monitorOf({ rpc: chain.rpc, onStatus: (s) => statuses.push({ mode: s.mode, error: s.error }), signal: abort.signal });
    chain.state.down = true;
    await until(() => statuses.some((s) => s.mode === 'offline'));
    chain.state.down = false;
    await until(() => statuses.at(-1)?.mode === 'polling');
    await new Promise((r) => setTimeout(r, 50));
    abort.abort();
    await done;
    expect(statuses.at(-1)).toEqual({ mode: 'polling', error: null });
  });

  it('a call to the HTTP node that fails during a socket’s backfill is said as the node’s failure, never as the socket’s', async () => {
    const chain = fakeChain({ token, logs: [], head: 100 });
    // The first two block reads fail: the socket session's backfill, then the poll's first.
    let failures = 2;
    const rpc = {
      async request(method: string, params: unknown[]) {
        if (method === 'eth_getBlockByNumber' && failures-- > 0) throw new Error('HTTP request failed. Status: 503');
        return chain.rpc.request(method, params);
      },
    };
    const statuses: Array<{ mode: string; error: unknown }> = [];
    let sockets = 0;
    const abort = new AbortController();
    const done = monitorOf({
      rpc,
      openSocket: async () => {
        sockets++;
        return { close() {} };
      },
      onStatus: (s) => statuses.push({ mode: s.mode, error: s.error }),
      signal: abort.signal,
    });
    await until(() => sockets === 2 && statuses.at(-1)?.mode === 'live');
    abort.abort();
    await done;
    const failed = statuses.filter((s) => s.error !== null);
    // Said as the node being unreachable (Disconnected), and not carried on as the socket's.
    expect(failed.length).toBeGreaterThan(0);
    expect(new Set(failed.map((s) => s.mode))).toEqual(new Set(['offline']));
    expect(failed[0]?.error).toMatchObject({ message: 'HTTP request failed. Status: 503' });
    expect(statuses.at(-1)).toEqual({ mode: 'live', error: null });
  });

  it('a backfill the node refuses (a rate limit) says so in the status while it is retried, and no longer once it is through', async () => {
    const chain = fakeChain({ token, logs: [], head: 100 });
    let refusals = 1;
    const rpc = {
      async request(method: string, params: unknown[]) {
        if (method === 'eth_getLogs' && chain.state.head === 101 && refusals-- > 0) {
          throw Object.assign(new Error('Too Many Requests'), { status: 429 });
        }
        return chain.rpc.request(method, params);
      },
    };
    const statuses: MonitorStatus[] = [];
    const added: Transfer[] = [];
    const abort = new AbortController();
    const done = monitorTransfers({
      rpc,
      token,
      addresses: [A],
      fromBlock: { number: 100n, hash: blockHash(100) },
      onTransfers: (fresh) => added.push(...fresh),
      onRemoved: () => {},
      onReorg: () => {},
      onChainReplaced: () => {},
      onStatus: (s) => statuses.push(s),
      signal: abort.signal,
      pollMs: 10,
    });
    await until(() => statuses.some((s) => s.mode === 'polling'));
    chain.state.logs.push(log(101));
    chain.state.head = 101;
    await until(() => statuses.some((s) => s.retrying !== null));
    const retrying = statuses.find((s) => s.retrying !== null)?.retrying;
    expect(retrying?.error).toMatchObject({ message: 'Too Many Requests' });
    // When the next try is: ahead, and the same in every status until it is made.
    expect(retrying?.retryAt).toBeGreaterThan(Date.now());
    expect(new Set(statuses.filter((s) => s.retrying).map((s) => s.retrying?.retryAt)).size).toBe(1);
    await until(() => added.length === 1);
    await until(() => statuses.at(-1)?.processedBlock === 101n);
    abort.abort();
    await done;
    expect(added.map((t) => t.blockNumber)).toEqual([101n]);
    expect(statuses.at(-1)?.retrying).toBeNull();
  });

  it('a backfill being retried keeps one time for its next try while the socket brings new blocks (the page counts down to it)', async () => {
    // The chain is at 101, past where the monitor starts; the HTTP node refuses eth_getLogs for now.
    const chain = fakeChain({ token, logs: [], head: 101 });
    let refusing = true;
    const rpc = {
      async request(method: string, params: unknown[]) {
        if (method === 'eth_getLogs' && refusing) throw Object.assign(new Error('Too Many Requests'), { status: 429 });
        return chain.rpc.request(method, params);
      },
    };
    const sockets: LogSocketHandlers[] = [];
    const statuses: MonitorStatus[] = [];
    const abort = new AbortController();
    const done = monitorOf({
      rpc,
      openSocket: async (_filters, handlers) => {
        sockets.push(handlers);
        return { close() {} };
      },
      onStatus: (s) => statuses.push(s),
      signal: abort.signal,
    });
    await until(() => sockets.length === 1 && statuses.some((s) => s.retrying !== null));
    // The socket's new blocks are said meanwhile, each in a status of its own.
    for (const n of [102, 103]) sockets[0]?.onHead(head(n));
    await until(() => statuses.some((s) => s.latestBlock === 103n));
    const times = statuses.filter((s) => s.retrying).map((s) => s.retrying?.retryAt);
    expect(times.length).toBeGreaterThan(2);
    expect(new Set(times).size).toBe(1);
    refusing = false;
    abort.abort();
    await done;
  });

  it('reports nothing once stopped, not even what a call under way when it stopped finds', async () => {
    const chain = fakeChain({ token, logs: [], head: 100 });
    let hold: (() => void) | null = null;
    const rpc = {
      async request(method: string, params: unknown[]) {
        // The poll's head read is under way when the page stops the monitor.
        if (method === 'eth_getBlockByNumber' && chain.state.head === 101 && !hold) await new Promise<void>((go) => (hold = go));
        return chain.rpc.request(method, params);
      },
    };
    const reports: string[] = [];
    const abort = new AbortController();
    const done = monitorTransfers({
      rpc,
      token,
      addresses: [A],
      fromBlock: { number: 100n, hash: blockHash(100) },
      onTransfers: () => reports.push('transfers'),
      onRemoved: () => reports.push('removed'),
      onReorg: () => reports.push('reorg'),
      onChainReplaced: () => reports.push('replaced'),
      onStatus: (s) => reports.push(`status ${s.mode} ${s.latestBlock}`),
      signal: abort.signal,
      pollMs: 10,
    });
    await until(() => reports.includes('status polling 100'));
    chain.state.logs.push(log(101));
    chain.state.head = 101;
    await until(() => hold !== null);
    const before = reports.length;
    abort.abort();
    (hold as unknown as () => void)();
    await done;
    await new Promise((r) => setTimeout(r, 50));
    expect(reports.slice(before)).toEqual([]);
  });

  it('a node that takes each socket and drops it at once is asked again less and less often', async () => {
    rs.useFakeTimers();
    try {
      const opened: number[] = [];
      const abort = new AbortController();
      const done = monitorOf({
        openSocket: async (_filters, handlers) => {
          opened.push(Date.now());
          setTimeout(() => handlers.onClose(new Error('closed by the node')), 0);
          return { close() {} };
        },
        signal: abort.signal,
      });
      await rs.advanceTimersByTimeAsync(20_000);
      abort.abort();
      await rs.advanceTimersByTimeAsync(100);
      await done;
      // The back-off's 1, 2, 5, 10 s between tries, not a new socket every second.
      const gaps = opened.slice(1).map((at, i) => at - (opened[i] ?? 0));
      expect(gaps.map((gap) => Math.round(gap / 1000))).toEqual([1, 2, 5, 10]);
    } finally {
      rs.useRealTimers();
    }
  });

  it('back online after polls failed offline, tries the WebSocket at once, not when its back-off ends', async () => {
    const onLine = rs.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    rs.useFakeTimers();
    try {
      const chain = fakeChain({ token, logs: [], head: 100 });
      chain.state.down = true;
      const opened: number[] = [];
      const modes: string[] = [];
      const abort = new AbortController();
      const started = Date.now();
      const done = monitorOf({
        rpc: chain.rpc,
        openSocket: async () => {
          opened.push(Date.now() - started);
          if (chain.state.down) throw new Error('connection refused');
          return { close() {} };
        },
        onStatus: (status) => void modes.push(status.mode),
        signal: abort.signal,
      });
      // Sockets tried at 0, 1, 3 and 8 s, polls failing in between; the next socket is 10 s away.
      await rs.advanceTimersByTimeAsync(9_000);
      expect(opened.map((at) => Math.round(at / 1000))).toEqual([0, 1, 3, 8]);
      expect(modes.at(-1)).toBe('offline');
      chain.state.down = false;
      onLine.mockReturnValue(true);
      window.dispatchEvent(new Event('online'));
      await rs.advanceTimersByTimeAsync(50);
      expect(opened).toHaveLength(5);
      expect(modes.at(-1)).toBe('live');
      abort.abort();
      await rs.advanceTimersByTimeAsync(100);
      await done;
    } finally {
      rs.useRealTimers();
      rs.restoreAllMocks();
    }
  });

  it('leaves no listener on the page’s signal behind for a socket that could not be opened', async () => {
    const abort = new AbortController();
    const listening = new Set<unknown>();
    const { signal } = abort;
    const add = signal.addEventListener.bind(signal);
    const remove = signal.removeEventListener.bind(signal);
    signal.addEventListener = ((type: string, listener: EventListener, options?: AddEventListenerOptions) => {
      listening.add(listener);
      add(type, listener, options);
    }) as typeof signal.addEventListener;
    signal.removeEventListener = ((type: string, listener: EventListener) => {
      listening.delete(listener);
      remove(type, listener);
    }) as typeof signal.removeEventListener;
    let tries = 0;
    const done = monitorOf({
      openSocket: async () => {
        tries++;
        throw new Error('connection refused');
      },
      signal,
    });
    await until(() => tries >= 3, 10_000);
    // The monitor's own sleeps may be listening now; a leak would add two for every try.
    expect(listening.size).toBeLessThanOrEqual(2);
    abort.abort();
    await done;
  }, 15_000);
});
