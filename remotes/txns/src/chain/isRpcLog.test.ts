import * as z from '@coinwatch/shared/zod';
import { describe, expect, it } from '@rstest/core';
import { rawLog } from '../testing/fakeChain.ts';
import { isRpcLog } from './isRpcLog.ts';
import { RpcLogSchema, RpcLogsSchema } from './transfer.ts';

const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const valid = rawLog(token, {
  block: 7,
  logIndex: 2,
  from: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  to: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
  value: 5n,
});
const hash = `0x${'ab'.repeat(32)}`;

// Every field of a log, each given values of the right and of the wrong shapes.
const variants: Record<string, unknown[]> = {
  address: [token, token.toLowerCase(), token.slice(0, 41), `${token}0`, `0X${token.slice(2)}`, 'zz', 5, null, undefined],
  topics: [
    [],
    [hash],
    [hash, hash, hash, hash],
    [hash.toUpperCase()],
    [hash.slice(0, 65)],
    [`${hash}0`],
    [5],
    [null],
    hash,
    null,
    undefined,
  ],
  data: ['0x', '0x0', `0x${'0'.repeat(64)}`, '0xg', '0', '', 5, null, undefined],
  blockNumber: ['0x0', '0x1f', '0x', '7', 7, '0x-1', null, undefined],
  blockHash: [hash, hash.slice(0, 65), `${hash}00`, 'ab'.repeat(33), null, undefined],
  transactionHash: [hash, hash.slice(0, 64), null, 1, undefined],
  logIndex: ['0x0', '0xa', '0x', 'a', 10, null, undefined],
  removed: [true, false, 'false', 0, null, undefined],
  // The last two: beyond what a Date can hold (new Date(0x7fffffffffffffff * 1000) is invalid).
  blockTimestamp: ['0x659200c8', '0xffffffffff', '0x', 1_700_000_000, null, undefined, '0x10000000000', '0x7fffffffffffffff'],
};
const ZodLogs = z.array(RpcLogSchema);

describe('isRpcLog', () => {
  it('accepts a log as nodes send it, extra fields included', () => {
    expect(isRpcLog({ ...valid, transactionIndex: '0x1' })).toBe(true);
  });

  it('agrees with RpcLogSchema on every field, right shapes and wrong', () => {
    for (const [field, values] of Object.entries(variants)) {
      for (const value of values) {
        const log = { ...valid, [field]: value };
        if (value === undefined) delete (log as Record<string, unknown>)[field];
        const expected = RpcLogSchema.safeParse(log).success;
        expect({ field, value, ok: isRpcLog(log) }).toEqual({ field, value, ok: expected });
      }
    }
  });

  it('refuses a block time a Date cannot hold, which would break the row’s time and the CSV', () => {
    expect(isRpcLog({ ...valid, blockTimestamp: '0x7fffffffffffffff' })).toBe(false);
    expect(isRpcLog({ ...valid, blockTimestamp: '0x6a3f0e40' })).toBe(true);
  });

  it('agrees with RpcLogSchema on what is not a log at all', () => {
    for (const value of [null, undefined, 5, 'log', [], [valid], new Date()]) {
      expect(isRpcLog(value)).toBe(RpcLogSchema.safeParse(value).success);
    }
  });
});

describe('RpcLogsSchema', () => {
  it('takes an answer only if every log passes, like an array of RpcLogSchema', () => {
    const bad = { ...valid, blockNumber: 7 };
    for (const answer of [[], [valid, valid], [valid, bad], [bad], null, {}, 'logs', [null]]) {
      expect(RpcLogsSchema.safeParse(answer).success).toBe(ZodLogs.safeParse(answer).success);
    }
  });

  it('hands on the logs it checked, not copies', () => {
    const answer = [valid];
    const parsed = RpcLogsSchema.safeParse(answer);
    expect(parsed.success && parsed.data[0]).toBe(valid);
  });
});
