import { describe, expect, it } from '@rstest/core';
import { transferFilters } from '../../chain/logFilters.ts';
import type { Rpc } from '../../chain/rpc.ts';
import { fetchRange, InvalidRpcAnswerError } from './fetchRange.ts';

const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3' as const;
const A = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as const;

describe('fetchRange', () => {
  it('refuses an answer that is not a list of logs, saying so', async () => {
    const rpc: Rpc = { request: async () => [{ address: token, topics: 'not a list' }] };
    const failure = fetchRange(rpc, transferFilters(token, [A]), 0n, 10n);
    await expect(failure).rejects.toBeInstanceOf(InvalidRpcAnswerError);
    await expect(failure).rejects.toThrow('The node sent logs in an unexpected shape');
  });
});
