import { describe, expect, it } from '@rstest/core';
import { rawLog } from '../testing/fakeChain.ts';
import { createTransferKeySet, mergeTransfers, RpcLogsSchema, toTransfers } from './transfer.ts';

const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3' as const;
const A = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const B = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';

describe('toTransfers', () => {
  it('decodes ERC-20 Transfer logs exactly, addresses in lowercase', () => {
    const [t] = toTransfers(
      RpcLogsSchema.parse([rawLog(token, { block: 7, logIndex: 2, from: A.toLowerCase(), to: B, value: 2n ** 200n })]),
    );
    expect(t?.from).toBe(A.toLowerCase());
    expect(t?.to).toBe(B.toLowerCase());
    expect(t?.value).toBe(2n ** 200n);
    expect(t?.blockNumber).toBe(7n);
    expect(t?.timestamp).toBe(1_700_000_000 + 7 * 12);
  });

  it('gives each transfer its own block and time, also where a node omits the time', () => {
    const logs: Record<string, unknown>[] = [7, 7, 8, 9, 9].map((block, i) =>
      rawLog(token, { block, logIndex: i, from: A, to: B, value: 1n }),
    );
    delete logs[3]?.blockTimestamp;
    const transfers = toTransfers(RpcLogsSchema.parse(logs));
    expect(transfers.map((t) => [t.blockNumber, t.timestamp])).toEqual([
      [7n, 1_700_000_000 + 7 * 12],
      [7n, 1_700_000_000 + 7 * 12],
      [8n, 1_700_000_000 + 8 * 12],
      [9n, null],
      [9n, 1_700_000_000 + 9 * 12],
    ]);
  });

  it('drops removed (reorged) logs and ERC-721 transfers', () => {
    const removed = { ...rawLog(token, { block: 1, logIndex: 0, from: A, to: B, value: 1n }), removed: true };
    const nft = rawLog(token, { block: 1, logIndex: 1, from: A, to: B, value: 1n });
    nft.topics.push(`0x${'0'.repeat(63)}1`);
    expect(toTransfers(RpcLogsSchema.parse([removed, nft]))).toEqual([]);
  });

  it('rejects logs of the wrong shape at the boundary', () => {
    expect(
      RpcLogsSchema.safeParse([{ ...rawLog(token, { block: 1, logIndex: 0, from: A, to: B, value: 1n }), blockNumber: 7 }]).success,
    ).toBe(false);
  });
});

describe('createTransferKeySet', () => {
  it('tells transfers apart by transaction hash and log index', () => {
    const tx = `0x${'1'.repeat(64)}`;
    const set = createTransferKeySet([{ txHash: tx, logIndex: 0 }]);
    expect(set.add({ txHash: tx, logIndex: 0 })).toBe(false);
    expect(set.add({ txHash: tx, logIndex: 1 })).toBe(true);
    expect(set.add({ txHash: tx, logIndex: 2 })).toBe(true);
    expect(set.add({ txHash: tx, logIndex: 1 })).toBe(false);
    expect(set.add({ txHash: `0x${'2'.repeat(64)}`, logIndex: 1 })).toBe(true);
  });
});

describe('mergeTransfers', () => {
  it('keeps one of each txHash and log index, newest first', () => {
    const a = toTransfers(RpcLogsSchema.parse([3, 2, 1].map((b) => rawLog(token, { block: b, logIndex: 0, from: A, to: B, value: 1n }))));
    const b = toTransfers(RpcLogsSchema.parse([3, 4].map((b) => rawLog(token, { block: b, logIndex: 0, from: A, to: B, value: 1n }))));
    expect(mergeTransfers(a, b).map((t) => t.blockNumber)).toEqual([4n, 3n, 2n, 1n]);
  });

  it('interleaves a chunk into the rows by block and log index, dropping repeats within the chunk too', () => {
    const logs = (pairs: [number, number][]) =>
      toTransfers(RpcLogsSchema.parse(pairs.map(([block, logIndex]) => rawLog(token, { block, logIndex, from: A, to: B, value: 1n }))));
    const rows = mergeTransfers(
      [],
      logs([
        [9, 1],
        [9, 0],
        [5, 0],
        [2, 3],
      ]),
    );
    const chunk = logs([
      [2, 4],
      [7, 0],
      [9, 2],
      [7, 0],
      [5, 0],
      [1, 0],
    ]);
    const merged = mergeTransfers(rows, chunk);
    expect(merged.map((t) => `${t.blockNumber}:${t.logIndex}`)).toEqual(['9:2', '9:1', '9:0', '7:0', '5:0', '2:4', '2:3', '1:0']);
  });

  it('reuses the key set it is given: a transfer the set already holds is not added again', () => {
    const seen = createTransferKeySet();
    const first = toTransfers(RpcLogsSchema.parse([rawLog(token, { block: 3, logIndex: 0, from: A, to: B, value: 1n })]));
    const rows = mergeTransfers([], first, seen);
    expect(mergeTransfers(rows, first, seen)).toHaveLength(1);
  });
});
