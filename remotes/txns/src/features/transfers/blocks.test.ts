import { describe, expect, it } from '@rstest/core';
import type { Rpc } from '../../chain/rpc.ts';
import { toTransfers } from '../../chain/transfer.ts';
import { addTransfers, resetView, txnsState } from '../../state/txnsState.ts';
import { fakeChain, rawLog } from '../../testing/fakeChain.ts';
import { InvalidRpcAnswerError } from '../scan/fetchRange.ts';
import { blockAt, getBlock, readAllTimes, timesOnDemand } from './blocks.ts';

const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const A = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
const X = '0x90f79bf6eb2c4f870365e785982e1f101e93b906';

/** Rows of blocks 3, 3 and 4 from a node that sent no block times with its logs. */
function untimedRows() {
  const logs = [
    { block: 3, logIndex: 0, from: A, to: X, value: 1n },
    { block: 3, logIndex: 1, from: X, to: A, value: 2n },
    { block: 4, logIndex: 0, from: A, to: X, value: 3n },
  ];
  resetView(`times ${Math.random()}`);
  addTransfers(toTransfers(logs.map((l) => ({ ...rawLog(token, l), blockTimestamp: undefined }))));
  return logs;
}

/** The fake chain's eth_getBlockByNumber, held until `answer(fail)`, counting the blocks asked for. */
function heldNode(logs: ReturnType<typeof untimedRows>) {
  const { rpc: chain } = fakeChain({ token, logs, head: 10 });
  const asked: string[] = [];
  const waiting: Array<(fail: boolean) => void> = [];
  const rpc: Rpc = {
    request: (method, params) => {
      asked.push(String(params?.[0]));
      return new Promise((resolve, reject) =>
        waiting.push((fail) => (fail ? reject(new Error('rate limited')) : resolve(chain.request(method, params)))),
      );
    },
  };
  const answer = async (fail = false) => {
    for (const settle of waiting.splice(0)) settle(fail);
    await new Promise((r) => setTimeout(r, 0));
  };
  return { rpc, asked, answer };
}

describe('timesOnDemand', () => {
  it('reads each shown block once, also when the rows are shown again meanwhile, and fills in their times', async () => {
    const node = heldNode(untimedRows());
    const timesFor = timesOnDemand(node.rpc, new AbortController().signal);
    timesFor(txnsState.rows);
    timesFor(txnsState.rows);
    expect(node.asked.sort()).toEqual(['0x3', '0x4']);
    await node.answer();
    expect(txnsState.rows.map((t) => t.timestamp)).toEqual([1_700_000_000 + 4 * 12, 1_700_000_000 + 3 * 12, 1_700_000_000 + 3 * 12]);
    timesFor(txnsState.rows);
    expect(node.asked).toHaveLength(2);
  });

  it('asks again by itself, after a wait, for a block that failed, until its time is read: a quiet token’s rows are shown once', async () => {
    const node = heldNode(untimedRows());
    const timesFor = timesOnDemand(node.rpc, new AbortController().signal);
    timesFor(txnsState.rows.slice(0, 1));
    await node.answer(true);
    expect(txnsState.rows[0]?.timestamp).toBeNull();
    // Shown again meanwhile: still one ask at a time.
    timesFor(txnsState.rows.slice(0, 1));
    expect(node.asked).toEqual(['0x4']);
    // The back-off's first wait is a second.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(node.asked).toEqual(['0x4', '0x4']);
    await node.answer();
    expect(txnsState.rows[0]?.timestamp).toBe(1_700_000_000 + 4 * 12);
  });

  it('stops asking for a block that failed once the page is gone', async () => {
    const node = heldNode(untimedRows());
    const page = new AbortController();
    timesOnDemand(node.rpc, page.signal)(txnsState.rows.slice(0, 1));
    await node.answer(true);
    page.abort();
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(node.asked).toEqual(['0x4']);
  });

  it('reads only the newest blocks asked for, leaving older rows to be read when shown', async () => {
    const node = heldNode(untimedRows());
    const timesFor = timesOnDemand(node.rpc, new AbortController().signal);
    timesFor(txnsState.rows, 1);
    expect(node.asked).toEqual(['0x4']);
    await node.answer();
    expect(txnsState.rows.map((t) => t.timestamp)).toEqual([1_700_000_000 + 4 * 12, null, null]);
  });

  it('asks nothing once the page has moved on', () => {
    const node = heldNode(untimedRows());
    const life = new AbortController();
    const timesFor = timesOnDemand(node.rpc, life.signal);
    life.abort();
    timesFor(txnsState.rows);
    expect(node.asked).toEqual([]);
  });
});

describe('readAllTimes', () => {
  it('reads every untimed block of the rows, saying how far it has got, and resolves once all rows have a time', async () => {
    const node = heldNode(untimedRows());
    const progress: Array<[number, number]> = [];
    const done = readAllTimes(node.rpc, txnsState.rows, new AbortController().signal, (read, total) => progress.push([read, total]));
    expect(node.asked.sort()).toEqual(['0x3', '0x4']);
    await node.answer();
    expect(await done).toBe(true);
    expect(progress).toEqual([[2, 2]]);
    expect(txnsState.rows.every((t) => t.timestamp !== null)).toBe(true);
  });

  it('rejects when the node fails, so the file is not made with times missing', async () => {
    const node = heldNode(untimedRows());
    const refused = expect(readAllTimes(node.rpc, txnsState.rows, new AbortController().signal, () => {})).rejects.toThrow('rate limited');
    await node.answer(true);
    await refused;
  });

  it('resolves false as soon as the page moves on or starts over, without waiting for a slow node’s answers', async () => {
    const node = heldNode(untimedRows());
    const life = new AbortController();
    const done = readAllTimes(node.rpc, txnsState.rows, life.signal, () => {});
    life.abort();
    // The node has not answered.
    expect(await done).toBe(false);
    await node.answer();
  });
});

describe('reading a block', () => {
  const answering = (answer: unknown): Rpc => ({ request: async () => answer });

  it('says a block of another shape as such, in one line, not as a dump of the check', async () => {
    const error = await blockAt(answering({ number: '0x5', hash: 'nope', timestamp: '0x1' }), 5n).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidRpcAnswerError);
    expect((error as Error).message).toBe('The node sent a block in an unexpected shape');
  });

  it('a block the node must have and has not is a failure to retry, named by its number', async () => {
    await expect(blockAt(answering(null), 50n)).rejects.toThrow('The node has no block 50 yet');
    expect(await getBlock(answering(null), 50n)).toBeNull();
  });
});
