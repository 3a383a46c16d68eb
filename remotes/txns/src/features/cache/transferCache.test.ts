import 'fake-indexeddb/auto';
import { DEVNET_CHAIN_ID, defaultChains } from '@coinwatch/shared';
import { describe, expect, it, rs } from '@rstest/core';
import { mergeTransfers } from '../../chain/transfer.ts';
import { blockHash, fakeChain } from '../../testing/fakeChain.ts';
import { createChunkSizer } from '../scan/chunkSizer.ts';
import { scanTransfers } from '../scan/scanTransfers.ts';
import { blockAt } from '../transfers/blocks.ts';
import { resumeFromCache, saveToCache } from '../transfers/cacheResume.ts';
import { ANY_ADDRESS, createTransferCache, transfersByAddress } from './transferCache.ts';

const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3' as const;
const A = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as const;
const B = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC' as const;
const X = '0x90F79bf6EB2c4f870365E785982E1f101E93b906' as const;
const tokenInfo = { symbol: 'DMO', decimals: 18 };
const chainConfig = defaultChains.find((c) => c.id === DEVNET_CHAIN_ID) ?? defaultChains[0];
if (!chainConfig) throw new Error('no chain config');
const logs = Array.from({ length: 200 }, (_, i) => ({
  block: i * 5 + 1,
  logIndex: 0,
  from: i % 2 ? A : X,
  to: i % 2 ? X : B,
  value: BigInt(i),
}));

const view = () => ({ chain: chainConfig as NonNullable<typeof chainConfig>, token, addresses: [A, B] as `0x${string}`[] });

async function visit(chain: ReturnType<typeof fakeChain>, cache = createTransferCache(), beforeSave = () => {}) {
  const deps = { rpc: chain.rpc, cache };
  const head = await blockAt(chain.rpc, 'latest');
  const cached = await resumeFromCache(deps, view(), head);
  const found = await scanTransfers({
    rpc: chain.rpc,
    token,
    addresses: view().addresses,
    fromBlock: cached.fromBlock,
    toBlock: head.number,
    sizer: createChunkSizer({ initial: 10_000, max: 10_000 }),
  });
  // As the page shows them: a transfer both the cache and the scan hold is one row.
  const all = mergeTransfers(cached.transfers, found);
  beforeSave();
  await saveToCache(deps, view(), head, all, tokenInfo);
  return { cachedFrom: cached.fromBlock, cachedCount: cached.transfers.length, scanned: found.length, total: all.length, all };
}

describe('transfer cache', () => {
  it('resumes a revisit from the last scanned block, scanning only the new ones', async () => {
    const chain = fakeChain({ token, logs: logs.filter((l) => l.block <= 500), head: 500 });
    const first = await visit(chain);
    expect(first).toMatchObject({ cachedFrom: 0n, cachedCount: 0, scanned: 100 });

    chain.state.logs = logs;
    chain.state.head = 1000;
    chain.state.calls = [];
    const second = await visit(chain);
    expect(second).toMatchObject({ cachedFrom: 501n, cachedCount: 100, scanned: 100, total: 200 });
    const ranges = chain.state.calls.filter((c) => c.method === 'eth_getLogs').map((c) => c.range);
    expect(ranges.every((r) => r === 500)).toBe(true);
  });

  it('throws the cache away when the chain under it changed (reset or reorg)', async () => {
    const chain = fakeChain({ token, logs, head: 1000 });
    await visit(chain);
    chain.state.fork = 1; // every block hash above 0 differs now
    const again = await visit(chain);
    expect(again).toMatchObject({ cachedFrom: 0n, cachedCount: 0, scanned: 200 });
  });

  it('after a reorg of the last blocks, keeps the transfers up to 64 blocks below the last one and scans again only from there', async () => {
    const cache = createTransferCache();
    const chain = fakeChain({ token, logs, head: 1000 });
    await visit(chain, cache);
    // Blocks 991-1000 replaced, with the transfers of blocks 991 and 996.
    chain.state.forkAbove = 990;
    chain.state.fork = 1;
    chain.state.calls = [];
    const again = await visit(chain, cache);
    // Up to block 936 (1000 - 64) from the cache: every fifth block from 1 has a transfer.
    expect(again).toMatchObject({ cachedFrom: 937n, cachedCount: 188, scanned: 12, total: 200 });
    const ranges = chain.state.calls.filter((c) => c.method === 'eth_getLogs').map((c) => c.range);
    expect(ranges.every((r) => r === 64)).toBe(true);
    expect(again.all.find((t) => t.blockNumber === 996n)?.blockHash).toBe(blockHash(996, 1));
    // The next visit starts from the new head's record again.
    expect((await visit(chain, cache)).cachedFrom).toBe(1001n);
  });

  it('takes back from the page exactly the cached transfers above the kept block', async () => {
    const cache = createTransferCache();
    const chain = fakeChain({ token, logs, head: 1000 });
    await visit(chain, cache);
    chain.state.forkAbove = 990;
    chain.state.fork = 1;
    const { stale } = await resumeFromCache({ rpc: chain.rpc, cache }, view(), await blockAt(chain.rpc, 'latest'));
    // Blocks 941 to 996: 12 transfers, scanned again.
    expect(stale).toHaveLength(12);
  });

  it('an address without a transfer keeps its place too: the page is not scanned from the start for its sake', async () => {
    const cache = createTransferCache();
    // Only A moves the token; B never does.
    const chain = fakeChain({ token, logs: logs.filter((l) => l.from === A), head: 1000 });
    await visit(chain, cache);
    chain.state.forkAbove = 990;
    chain.state.fork = 1;
    expect((await visit(chain, cache)).cachedFrom).toBe(937n);
  });

  it('a record saved without a deeper block (an older version of the tool) is scanned again from the start after a reorg', async () => {
    const cache = createTransferCache();
    const chain = fakeChain({ token, logs, head: 1000 });
    await visit(chain, cache);
    for (const address of [A, B]) {
      const { key: _, deepBlock: __, deepBlockHash: ___, ...older } = (await cache.load(DEVNET_CHAIN_ID, token, address)) ?? ({} as never);
      await cache.save(DEVNET_CHAIN_ID, token, address, older);
    }
    chain.state.forkAbove = 990;
    chain.state.fork = 1;
    expect(await visit(chain, cache)).toMatchObject({ cachedFrom: 0n, scanned: 200 });
  });

  it('leaves the cache alone once the page’s session has ended (a sign-out): the shell deleted it', async () => {
    const cache = createTransferCache();
    const chain = fakeChain({ token, logs, head: 1000 });
    await visit(chain, cache);
    chain.state.fork = 1;
    await resumeFromCache({ rpc: chain.rpc, cache }, view(), await blockAt(chain.rpc, 'latest'), undefined, AbortSignal.abort());
    expect(await cache.load(DEVNET_CHAIN_ID, token, A)).not.toBeNull();
  });

  it('a head block replaced between the scan and the save is not kept as checked: the next visit scans it again', async () => {
    const cache = createTransferCache();
    const tip = { block: 1001, logIndex: 0, from: A, to: X, value: 7_000_001n };
    const chain = fakeChain({ token, logs: [...logs, tip], head: 1001 });
    const first = await visit(chain, cache, () => {
      // A one-block reorg at the tip: block 1001 now holds another transfer.
      chain.state.forkAbove = 1000;
      chain.state.fork = 1;
      chain.state.logs = [...logs, { ...tip, logIndex: 1, value: 8_000_001n }];
    });
    expect(first.all.some((t) => t.value === 7_000_001n)).toBe(true);
    const second = await visit(chain, cache);
    expect(second.all.some((t) => t.value === 7_000_001n)).toBe(false);
    expect(second.all.some((t) => t.value === 8_000_001n)).toBe(true);
  });

  it('lets the shell delete the database at a sign-out while the page holds it open, and opens a new one after', async () => {
    const cache = createTransferCache();
    await visit(fakeChain({ token, logs, head: 1000 }), cache);
    expect((await cache.load(DEVNET_CHAIN_ID, token, A))?.transfers.length).toBeGreaterThan(0);
    // What the shell does (forgetUserDatabases): with the connection kept open it would wait for ever.
    const deleted = await new Promise<string>((resolve) => {
      const request = indexedDB.deleteDatabase('coinwatch-txns');
      request.onsuccess = () => resolve('deleted');
      request.onblocked = () => resolve('blocked');
    });
    expect(deleted).toBe('deleted');
    expect(await cache.load(DEVNET_CHAIN_ID, token, A)).toBeNull();
    const again = await visit(fakeChain({ token, logs, head: 1000 }), cache);
    expect(again).toMatchObject({ cachedFrom: 0n, cachedCount: 0, scanned: 200 });
  });

  it('saves nothing once the page’s session has ended (a sign-out)', async () => {
    const cache = createTransferCache();
    const chain = fakeChain({ token, logs, head: 1000 });
    await cache.remove(DEVNET_CHAIN_ID, token, A);
    await saveToCache({ rpc: chain.rpc, cache }, view(), { number: 1000n }, [], tokenInfo, AbortSignal.abort());
    expect(await cache.load(DEVNET_CHAIN_ID, token, A)).toBeNull();
  });

  it('in a hidden tab saves every record without waiting on timers (such a tab runs them once a second at most)', async () => {
    const cache = createTransferCache();
    const rows = (await visit(fakeChain({ token, logs, head: 1000 }), cache)).all;
    await cache.remove(DEVNET_CHAIN_ID, token, B);
    rs.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    // Timers that never run: a save that waits on one never ends, and the test fails on its time limit.
    rs.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      await saveToCache({ rpc: fakeChain({ token, logs, head: 1000 }).rpc, cache }, view(), { number: 1000n }, rows, tokenInfo);
    } finally {
      rs.useRealTimers();
      rs.restoreAllMocks();
    }
    expect((await cache.load(DEVNET_CHAIN_ID, token, B))?.transfers).toHaveLength(100);
  });

  it('drops a record that does not parse', async () => {
    const cache = createTransferCache();
    await cache.save(1, token, A, { lastBlock: 5n, lastBlockHash: '0x1', token: tokenInfo, transfers: [{ nonsense: true } as never] });
    expect(await cache.load(1, token, A)).toBeNull();
  });

  // Past what a Date holds, a row's time threw each time the table drew it, on every visit.
  it.each([1e13, -1, 1.5, Number.NaN])('drops a record with a time no block has (%s)', async (timestamp) => {
    const cache = createTransferCache();
    const row = {
      blockNumber: 5n,
      blockHash: `0x${'1'.repeat(64)}`,
      txHash: `0x${'2'.repeat(64)}`,
      logIndex: 0,
      from: A,
      to: B,
      value: 1n,
    };
    await cache.save(1, token, A, {
      lastBlock: 5n,
      lastBlockHash: '0x1',
      token: tokenInfo,
      transfers: [{ ...row, timestamp: 1_700_000_000 }],
    });
    expect((await cache.load(1, token, A))?.transfers).toHaveLength(1);
    await cache.save(1, token, A, { lastBlock: 5n, lastBlockHash: '0x1', token: tokenInfo, transfers: [{ ...row, timestamp }] });
    expect(await cache.load(1, token, A)).toBeNull();
  });

  it('groups the rows by the addresses they concern, in order: a transfer to itself once, any letter case', async () => {
    const rows = (
      await visit(fakeChain({ token, logs: [...logs.slice(0, 4), { block: 30, logIndex: 0, from: A, to: A, value: 1n }], head: 40 }))
    ).all;
    const of = transfersByAddress(rows, [A, B.toLowerCase(), X, ANY_ADDRESS]);
    const blocks = (address: string) => of.get(address)?.map((t) => Number(t.blockNumber));
    expect(blocks(A)).toEqual([30, 16, 6]);
    expect(blocks(B.toLowerCase())).toEqual([11, 1]);
    expect(blocks(X)).toEqual([16, 11, 6, 1]);
    expect(blocks(ANY_ADDRESS)).toEqual([30, 16, 11, 6, 1]);
  });
});
