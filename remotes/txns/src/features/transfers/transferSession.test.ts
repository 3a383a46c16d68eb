import 'fake-indexeddb/auto';
import { DEVNET_CHAIN_ID, defaultChains } from '@coinwatch/shared';
import { answerAggregate3, type Outage, serveOverHttp } from '@coinwatch/shared/testing/rpc';
import { MULTICALL3_ADDRESS } from '@coinwatch/shared/toolkit';
import { describe, expect, it } from '@rstest/core';
import { subscribe } from 'valtio';
import { encodeAbiParameters, encodeFunctionData, erc20Abi } from 'viem';
import type { LogSocketHandlers } from '../../chain/logSocket.ts';
import { httpRpc, type Rpc } from '../../chain/rpc.ts';
import { RpcLogSchema, type Transfer, toTransfers, transferKey } from '../../chain/transfer.ts';
import { resetView, txnsState } from '../../state/txnsState.ts';
import { blockHash, type FakeLog, fakeChain, rawLog } from '../../testing/fakeChain.ts';
import { createTransferCache } from '../cache/transferCache.ts';
import { startTransferSession } from './transferSession.ts';

const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3' as const;
const A = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as const;
/** A page that only watches: its live rows and a replaced chain are not what these tests look at. */
const quiet = { onLive: () => {}, onGone: () => {}, onChainReplaced: () => {} };
const X = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';
const chain = defaultChains.find((c) => c.id === DEVNET_CHAIN_ID);
if (!chain) throw new Error('no devnet chain config');

/** The token's eth_calls: the call data each starts with, its name, its answer. */
const answers = [
  [encodeFunctionData({ abi: erc20Abi, functionName: 'decimals' }), 'decimals()', encodeAbiParameters([{ type: 'uint8' }], [18])],
  [encodeFunctionData({ abi: erc20Abi, functionName: 'symbol' }), 'symbol()', encodeAbiParameters([{ type: 'string' }], ['DMO'])],
  [
    encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [A] }).slice(0, 10),
    'balanceOf()',
    encodeAbiParameters([{ type: 'uint256' }], [7n]),
  ],
] as const;

/**
 * The fake chain plus a token's eth_calls, naming each call as it is made; the first
 * `holdLogs` eth_getLogs calls wait until release().
 */
function tokenChain(holdLogs: number) {
  const { rpc: chainRpc, state } = fakeChain({ token, logs: [{ block: 5, logIndex: 0, from: A, to: X, value: 7n }], head: 50 });
  const calls: string[] = [];
  const held: Array<() => void> = [];
  let toHold = holdLogs;
  const rpc: Rpc = {
    async request(method, params) {
      if (method !== 'eth_call') {
        calls.push(method);
        if (method === 'eth_getLogs' && toHold-- > 0) await new Promise<void>((resolve) => held.push(resolve));
        return chainRpc.request(method, params);
      }
      const { to, data } = params[0] as { to: string; data: `0x${string}` };
      const answerOne = (callData: string) => {
        const answer = answers.find(([prefix]) => callData.startsWith(prefix));
        if (!answer) throw new Error(`unexpected eth_call ${callData}`);
        calls.push(answer[1]);
        return answer[2];
      };
      return to === MULTICALL3_ADDRESS ? answerAggregate3(data, (_, callData) => answerOne(callData)) : answerOne(data);
    },
  };
  return {
    rpc,
    state,
    calls,
    held,
    release: () => {
      for (const go of held.splice(0)) go();
    },
  };
}

const until = async (done: () => boolean | Promise<boolean>, tries = 200) => {
  for (let i = 0; i < tries && !(await done()); i++) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(await done()).toBe(true);
};

/** A session on the node whose monitor is live over a socket the test sends the logs of. */
const liveOverSocket = async (rpc: Rpc, events: Parameters<typeof startTransferSession>[1]) => {
  const sockets: LogSocketHandlers[] = [];
  const session = startTransferSession({ chain, token, addresses: [A] }, events, {
    rpc,
    cache: createTransferCache(),
    openSocket: async (_filters, handlers) => {
      sockets.push(handlers);
      return { close() {} };
    },
  });
  await until(() => txnsState.monitor.mode === 'live').catch((error: unknown) => {
    session.stop();
    throw error;
  });
  return { session, sockets };
};

/** A cache holding the page's transfers, as a first visit to it leaves it; the view reset for the next. */
const visitedOnce = async () => {
  const cache = createTransferCache();
  const visit = startTransferSession({ chain, token, addresses: [A] }, quiet, { rpc: tokenChain(0).rpc, cache });
  await until(async () => (await cache.load(chain.id, token, A.toLowerCase())) !== null);
  visit.stop();
  resetView('revisit');
  return cache;
};

describe('a transfers page session', () => {
  it('sends the scan first and reads balances and starts the monitor once its first answer is in', async () => {
    const node = tokenChain(2);
    const session = startTransferSession({ chain, token, addresses: [A] }, quiet, { rpc: node.rpc, cache: createTransferCache() });
    try {
      // One eth_getLogs per filter (from the address, to the address) for the whole range.
      await until(() => node.held.length === 2);
      expect(node.calls).toEqual(['decimals()', 'symbol()', 'eth_getBlockByNumber', 'eth_getLogs', 'eth_getLogs']);

      node.release();
      await until(() => txnsState.holdings.status === 'ready' && txnsState.scan.status === 'ready');
      // Without a WebSocket the monitor follows the chain by polling over HTTP.
      await until(() => txnsState.monitor.mode === 'polling');
      expect(node.calls).toContain('balanceOf()');
      expect(txnsState.holdings.balances.get(A.toLowerCase())).toBe(7n);
      expect(txnsState.rows.map((t) => t.value)).toEqual([7n]);
    } finally {
      session.stop();
    }
  });

  it('on a revisit, a failed check of the cached block is retried, as the page says, and the page carries on', async () => {
    const cache = await visitedOnce();
    const node = tokenChain(0);
    let blockReads = 0;
    // The head is read, then the cached block: that one read fails once.
    const flaky: Rpc = {
      request: (method, params) =>
        method === 'eth_getBlockByNumber' && ++blockReads === 2
          ? Promise.reject(new Error('fetch failed'))
          : node.rpc.request(method, params),
    };
    const revisit = startTransferSession({ chain, token, addresses: [A] }, quiet, { rpc: flaky, cache });
    try {
      await until(() => txnsState.scan.status === 'loading' && (txnsState.scan.message?.text ?? '').includes('Retrying automatically'));
      await until(() => txnsState.scan.status === 'ready', 600);
      expect(txnsState.scan.fromCache).toBe(true);
      expect(txnsState.rows.map((t) => t.value)).toEqual([7n]);
    } finally {
      revisit.stop();
    }
  });

  it('a page left while its cache was being checked puts nothing of it into the next page', async () => {
    const cache = await visitedOnce();
    const node = tokenChain(0);
    let blockReads = 0;
    let release = () => {};
    // The head is read, then the cached block: that read is still under way when the user moves on.
    const slow: Rpc = {
      async request(method, params) {
        if (method === 'eth_getBlockByNumber' && ++blockReads === 2) await new Promise<void>((go) => (release = go));
        return node.rpc.request(method, params);
      },
    };
    const left = startTransferSession({ chain, token, addresses: [A] }, quiet, { rpc: slow, cache });
    await until(() => blockReads === 2);
    left.stop();
    resetView('another coin');
    release();
    await new Promise((r) => setTimeout(r, 50));
    expect(txnsState.rows).toEqual([]);
    expect(txnsState.scan.fromCache).toBe(false);
  });

  it('Cancel while the node cannot be reached stops the retries at once', async () => {
    resetView('unreachable');
    let calls = 0;
    const down: Rpc = {
      request: () => {
        calls++;
        return Promise.reject(new TypeError('Failed to fetch'));
      },
    };
    const session = startTransferSession({ chain, token, addresses: [A] }, quiet, { rpc: down, cache: createTransferCache() });
    try {
      await until(() => (txnsState.scan.message?.text ?? '').includes('Retrying automatically'));
      session.cancelScan();
      await until(() => txnsState.scan.status === 'cancelled');
      expect(txnsState.scan.message).toBeNull();
      const made = calls;
      await new Promise((r) => setTimeout(r, 1200));
      expect(calls).toBe(made);
      // With no head to start from, the monitor and the balances say they were never started.
      expect(txnsState.monitor.mode).toBe('cancelled');
      expect(txnsState.holdings.status).toBe('cancelled');
    } finally {
      session.stop();
    }
  });

  it('runs where AbortSignal.any is missing (Chrome before 116, Safari before 17.4), and leaving the page stops its retries', async () => {
    const any = AbortSignal.any;
    Object.defineProperty(AbortSignal, 'any', { value: undefined, configurable: true, writable: true });
    resetView('older browser');
    let calls = 0;
    const down: Rpc = {
      request: () => {
        calls++;
        return Promise.reject(new TypeError('Failed to fetch'));
      },
    };
    try {
      const session = startTransferSession({ chain, token, addresses: [A] }, quiet, { rpc: down, cache: createTransferCache() });
      await until(() => (txnsState.scan.message?.text ?? '').includes('Retrying automatically'));
      session.stop();
      const made = calls;
      await new Promise((r) => setTimeout(r, 1200));
      expect(calls).toBe(made);
    } finally {
      Object.defineProperty(AbortSignal, 'any', { value: any, configurable: true, writable: true });
    }
  });

  it('Cancel while the cached block is checked still starts the monitor and reads the balances', async () => {
    const cache = await visitedOnce();
    const chain$ = tokenChain(0);
    let release: (() => void) | null = null;
    const rpc: Rpc = {
      async request(method, params) {
        // The cache's check asks for its block by number; the head is asked for as 'latest'.
        if (method === 'eth_getBlockByNumber' && params[0] !== 'latest' && !release) await new Promise<void>((go) => (release = go));
        return chain$.rpc.request(method, params);
      },
    };
    const session = startTransferSession({ chain, token, addresses: [A] }, quiet, { rpc, cache });
    try {
      await until(() => release !== null);
      session.cancelScan();
      (release as unknown as () => void)();
      await until(() => txnsState.scan.status === 'cancelled' && txnsState.holdings.status === 'ready');
      await until(() => txnsState.monitor.mode === 'live' || txnsState.monitor.mode === 'polling');
      expect(txnsState.holdings.balances.get(A.toLowerCase())).toBe(7n);
    } finally {
      session.stop();
    }
  });

  it('a live transfer from a node that sends no block times in its logs gets its time', async () => {
    resetView('no log times');
    const { rpc: chainRpc, state } = fakeChain({ token, logs: [{ block: 5, logIndex: 0, from: A, to: X, value: 7n }], head: 50 });
    const node = tokenChain(0);
    const rpc: Rpc = {
      async request(method, params) {
        if (method === 'eth_call') return node.rpc.request(method, params);
        const answer = await chainRpc.request(method, params);
        return method === 'eth_getLogs' ? (answer as Array<Record<string, unknown>>).map(({ blockTimestamp, ...log }) => log) : answer;
      },
    };
    const session = startTransferSession({ chain, token, addresses: [A] }, quiet, { rpc, cache: createTransferCache() });
    try {
      await until(() => txnsState.monitor.mode === 'polling');
      state.logs.push({ block: 51, logIndex: 0, from: X, to: A, value: 9n });
      state.head = 51;
      await until(() => txnsState.rows.some((t) => t.value === 9n), 1000);
      await until(() => txnsState.rows.every((t) => t.timestamp !== null));
      expect(txnsState.rows.find((t) => t.value === 9n)?.timestamp).toBe(1_700_000_000 + 51 * 12);
    } finally {
      session.stop();
    }
  });

  it('a block’s burst of live transfers, one message each, changes the rows twice; one taken back in it is neither shown nor announced', async () => {
    resetView('burst');
    const node = tokenChain(0);
    const announced: Transfer[][] = [];
    const gone: Array<(t: Transfer) => boolean> = [];
    const events = {
      ...quiet,
      onLive: (added: Transfer[]) => announced.push(added),
      onGone: (g: (t: Transfer) => boolean) => gone.push(g),
    };
    const { session, sockets } = await liveOverSocket(node.rpc, events);
    try {
      const before = txnsState.rows.length;
      let changes = 0;
      let rows = txnsState.rows;
      let shownTakenBack = false;
      // In sync: every change is counted, not one per tick.
      const unsubscribe = subscribe(
        txnsState,
        () => {
          if (txnsState.rows !== rows) changes++;
          rows = txnsState.rows;
          shownTakenBack ||= rows.some((t) => t.value === 100n);
        },
        true,
      );
      const burst = Array.from({ length: 100 }, (_, i) => ({ block: 51, logIndex: i, from: X, to: A, value: BigInt(i + 1) }));
      for (const l of burst) sockets[0]?.onLog(rawLog(token, l));
      // The last of them is taken back at once (a reorg), before the table had it.
      sockets[0]?.onLog({ ...rawLog(token, burst[99] as FakeLog), removed: true });
      await until(() => txnsState.rows.length === before + 99);
      await new Promise((resolve) => setTimeout(resolve, 120));
      unsubscribe();
      expect(txnsState.rows.length).toBe(before + 99);
      expect(shownTakenBack).toBe(false);
      // The first at once, the rest together: not a change per message.
      expect(changes).toBe(2);
      expect(announced.map((added) => added.length)).toEqual([1, 98]);
      expect(announced.flat().some((t) => t.value === 100n)).toBe(false);
      // The page's notices, gathered for longer than the rows, are told to leave it out too.
      const [takenBack] = toTransfers([RpcLogSchema.parse(rawLog(token, burst[99] as FakeLog))]);
      expect(gone.some((g) => takenBack !== undefined && g(takenBack))).toBe(true);
      expect(gone.some((g) => g(announced[0]?.[0] as Transfer))).toBe(false);
    } finally {
      session.stop();
    }
  });

  it('each transfer of a transaction that makes several is news: announced and highlighted, not only its first', async () => {
    resetView('one transaction, two transfers');
    const announced: string[][] = [];
    const events = { ...quiet, onLive: (added: Transfer[]) => announced.push(added.map((t) => `${t.value}@${t.logIndex}`)) };
    const { session, sockets } = await liveOverSocket(tokenChain(0).rpc, events);
    try {
      const payout = { block: 51, from: X, to: A, tx: 'payout' };
      sockets[0]?.onLog(rawLog(token, { ...payout, logIndex: 0, value: 1n }));
      await until(() => txnsState.rows.some((t) => t.value === 1n));
      // The transaction's next log comes once the first is on screen (the node sends each alone).
      sockets[0]?.onLog(rawLog(token, { ...payout, logIndex: 1, value: 2n }));
      await until(() => txnsState.rows.some((t) => t.value === 2n));
      expect(announced).toEqual([['1@0'], ['2@1']]);
      const payoutRows = txnsState.rows.filter((t) => t.blockNumber === 51n).map(transferKey);
      expect(payoutRows.filter((key) => txnsState.fresh.has(key))).toHaveLength(2);
    } finally {
      session.stop();
    }
  });

  it('a transfer older than one shown before it (a backfill) reads the balances at the newest block seen, not back at its own', async () => {
    resetView('balances never step back');
    const node = tokenChain(0);
    const { session, sockets } = await liveOverSocket(node.rpc, quiet);
    try {
      node.state.head = 60;
      sockets[0]?.onHead({ number: '0x3c', hash: blockHash(60), timestamp: `0x${(1_700_000_000 + 60 * 12).toString(16)}` });
      sockets[0]?.onLog(rawLog(token, { block: 60, logIndex: 0, from: X, to: A, value: 3n, tx: 'live' }));
      await until(() => txnsState.holdings.block === 60n);
      const reads = node.calls.filter((c) => c === 'balanceOf()').length;
      sockets[0]?.onLog(rawLog(token, { block: 55, logIndex: 0, from: X, to: A, value: 2n, tx: 'late' }));
      await until(() => node.calls.filter((c) => c === 'balanceOf()').length > reads);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(txnsState.holdings.block).toBe(60n);
    } finally {
      session.stop();
    }
  });

  it('a transfer a reorg took out, that a later block has again, comes back as no news: not announced or highlighted twice', async () => {
    resetView('mined again');
    const announced: string[][] = [];
    const events = { ...quiet, onLive: (added: Transfer[]) => announced.push(added.map((t) => `${t.value}@${t.blockNumber}`)) };
    const { session, sockets } = await liveOverSocket(tokenChain(0).rpc, events);
    try {
      const valueAt = (block: number) => txnsState.rows.find((t) => t.blockNumber === BigInt(block))?.value;
      const arrived = { block: 51, logIndex: 0, from: X, to: A, value: 8n, tx: 'arrived' };
      sockets[0]?.onLog(rawLog(token, arrived));
      await until(() => valueAt(51) === 8n);
      // A reorg takes out block 51, and with it the new transfer and the scanned one of block 5...
      sockets[0]?.onLog({ ...rawLog(token, arrived), removed: true });
      const scanned = { block: 5, logIndex: 0, from: A, to: X, value: 7n };
      sockets[0]?.onLog({ ...rawLog(token, scanned), removed: true });
      await until(() => valueAt(51) === undefined && valueAt(5) === undefined);
      // ...and block 52 has both transactions again, at other places in it.
      sockets[0]?.onLog(rawLog(token, { ...arrived, block: 52, logIndex: 3 }));
      sockets[0]?.onLog(rawLog(token, { ...scanned, block: 52, logIndex: 4, tx: '5f0' }));
      await until(() => valueAt(52) !== undefined && txnsState.rows.filter((t) => t.blockNumber === 52n).length === 2);
      await new Promise((resolve) => setTimeout(resolve, 120));
      expect(announced).toEqual([['8@51']]);
      const minedAgain = txnsState.rows.filter((t) => t.blockNumber === 52n).map(transferKey);
      expect(minedAgain.filter((key) => txnsState.fresh.has(key))).toEqual([]);
    } finally {
      session.stop();
    }
  });
});

/** The ways a node fails that the page meets: a server error, a JSON-RPC error, a rate limit. */
const outages: Array<[string, Outage, string]> = [
  ['HTTP 500', { status: 500, body: 'Internal Server Error' }, '(HTTP 500)'],
  ['a JSON-RPC error', { status: 200, body: '{"jsonrpc":"2.0","id":0,"error":{"code":-32603,"message":"backend gone"}}' }, 'backend gone'],
  ['HTTP 429', { status: 429, body: 'Too Many Requests' }, 'rate-limiting us'],
];

describe('a transfers page whose node is down', () => {
  for (const [name, outage, said] of outages) {
    it(`(${name}) says so in the balances and the monitor as the scan does, and all three carry on once it answers`, async () => {
      resetView(`down: ${name}`);
      const node = await serveOverHttp(tokenChain(0).rpc);
      node.outage = outage;
      const session = startTransferSession({ chain, token, addresses: [A] }, quiet, {
        rpc: httpRpc(node.url),
        cache: createTransferCache(),
      });
      try {
        await until(() => (txnsState.scan.message?.text ?? '').includes(said));
        // Not "Reading balances…" and "Monitor starting" for as long as the node is down.
        expect(txnsState.scan.message?.text).toContain(`${chain.name}'s node`);
        expect(txnsState.scan.message?.text).toContain('Retrying automatically');
        // When: the page counts down to it.
        expect(txnsState.scan.message?.retryAt).toBeGreaterThan(Date.now());
        expect(txnsState.holdings.message).toEqual(txnsState.scan.message);
        expect(txnsState.monitor).toMatchObject({ mode: 'offline', message: txnsState.scan.message });

        node.outage = null;
        await until(() => txnsState.holdings.status === 'ready' && txnsState.monitor.mode === 'polling', 800);
        expect(txnsState.holdings).toMatchObject({ message: null, status: 'ready' });
        expect(txnsState.monitor.message).toBeNull();
        await until(() => txnsState.scan.status === 'ready');
      } finally {
        session.stop();
        node.close();
      }
    });
  }

  it('the node refusing connections: the balances and the monitor say it cannot be reached, as the scan does', async () => {
    resetView('refused');
    const node = await serveOverHttp(tokenChain(0).rpc);
    node.close();
    const session = startTransferSession({ chain, token, addresses: [A] }, quiet, { rpc: httpRpc(node.url), cache: createTransferCache() });
    try {
      await until(() => (txnsState.scan.message?.text ?? '').startsWith(`Cannot reach ${chain.name}'s node`));
      expect(txnsState.holdings.message).toEqual(txnsState.scan.message);
      expect(txnsState.monitor).toMatchObject({ mode: 'offline', message: txnsState.scan.message });
    } finally {
      session.stop();
    }
  });

  it('a whole token’s page, with no balances to show, says the node cannot be reached in the scan and the monitor only', async () => {
    resetView('refused, whole token');
    const node = await serveOverHttp(tokenChain(0).rpc);
    node.close();
    const session = startTransferSession({ chain, token, addresses: [] }, quiet, { rpc: httpRpc(node.url), cache: createTransferCache() });
    try {
      await until(() => (txnsState.scan.message?.text ?? '').startsWith(`Cannot reach ${chain.name}'s node`));
      expect(txnsState.holdings.message).toBeNull();
      expect(txnsState.monitor).toMatchObject({ mode: 'offline', message: txnsState.scan.message });
    } finally {
      session.stop();
    }
  });

  it('shows the cached transfers, with their token, while the node is down, and keeps them once it answers', async () => {
    const cache = await visitedOnce();
    const node = await serveOverHttp(tokenChain(0).rpc);
    node.outage = { status: 500, body: 'Internal Server Error' };
    const session = startTransferSession({ chain, token, addresses: [A] }, quiet, { rpc: httpRpc(node.url), cache });
    try {
      await until(() => (txnsState.scan.message?.text ?? '').includes('(HTTP 500)'));
      expect(txnsState.rows.map((t) => t.value)).toEqual([7n]);
      // Their amounts need the token's decimals, which the node cannot tell now.
      expect(txnsState.token).toEqual({ status: 'ready', symbol: 'DMO', decimals: 18 });
      expect(txnsState.scan).toMatchObject({ status: 'loading', found: 1, fromCache: true });

      node.outage = null;
      await until(() => txnsState.scan.status === 'ready', 800);
      expect(txnsState.rows.map((t) => t.value)).toEqual([7n]);
    } finally {
      session.stop();
      node.close();
    }
  });

  // One node of a load-balanced provider a block behind the one the last visit asked: taken as the
  // chain's head, it dropped the cache and scanned from block 0 again.
  it('on a revisit, waits for a node a block behind the head the cache was saved at, and keeps the cache', async () => {
    const cache = await visitedOnce();
    const node = tokenChain(0);
    node.state.head = 49;
    setTimeout(() => {
      node.state.head = 50;
    }, 600);
    const session = startTransferSession({ chain, token, addresses: [A] }, quiet, { rpc: node.rpc, cache });
    try {
      await until(() => txnsState.scan.status === 'ready', 600);
      expect(txnsState.scan.fromCache).toBe(true);
      expect(txnsState.rows.map((t) => t.value)).toEqual([7n]);
      // Nothing was scanned again: the cache holds every block up to the head.
      expect(node.state.calls.filter((c) => c.method === 'eth_getLogs')).toEqual([]);
    } finally {
      session.stop();
    }
  });

  // Its head from one node, the cached block asked of another a block behind: that one has no such
  // block yet, which dropped the cache and scanned from block 0 again.
  it('on a revisit, a node that has no block yet at the cached one is asked again, and the cache is kept', async () => {
    const cache = await visitedOnce();
    const node = tokenChain(0);
    let unanswered = 1;
    const rpc: Rpc = {
      request: (method, params) =>
        method === 'eth_getBlockByNumber' && params[0] === '0x32' && unanswered-- > 0
          ? Promise.resolve(null)
          : node.rpc.request(method, params),
    };
    const session = startTransferSession({ chain, token, addresses: [A] }, quiet, { rpc, cache });
    try {
      await until(() => txnsState.scan.status === 'ready', 800);
      expect(unanswered).toBeLessThan(0);
      expect(txnsState.scan.fromCache).toBe(true);
      expect(txnsState.rows.map((t) => t.value)).toEqual([7n]);
      expect(node.state.calls.filter((c) => c.method === 'eth_getLogs')).toEqual([]);
    } finally {
      session.stop();
    }
  });

  it('takes the cached transfers back once the node shows the chain under them changed', async () => {
    const cache = await visitedOnce();
    const node = tokenChain(0);
    // Every block hash differs now: the devnet was restarted and its transfer made again.
    node.state.fork = 1;
    const session = startTransferSession({ chain, token, addresses: [A] }, quiet, { rpc: node.rpc, cache });
    try {
      await until(() => txnsState.scan.status === 'ready');
      expect(txnsState.rows.map((t) => [t.value, t.blockHash])).toEqual([[7n, blockHash(5, 1)]]);
      expect(txnsState.scan.fromCache).toBe(false);
    } finally {
      session.stop();
    }
  });
});
