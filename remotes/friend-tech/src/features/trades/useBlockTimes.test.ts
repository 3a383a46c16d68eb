import { expect, it } from '@rstest/core';
import { renderHook, waitFor } from '@testing-library/react';
import { createPublicClient, custom, numberToHex, type PublicClient } from 'viem';
import { useBlockTimes } from './useBlockTimes.ts';

const HASH = `0x${'ab'.repeat(32)}`;

/** A node whose block 2 carries a time no Date can hold, as only a broken or hostile node would send. */
const client = createPublicClient({
  transport: custom(
    {
      async request({ method, params }: { method: string; params?: unknown }) {
        if (method !== 'eth_getBlockByNumber') throw new Error(`unexpected ${method}`);
        const [number] = params as [string];
        const timestamp = Number(number) === 2 ? '0xffffffffffffffff' : numberToHex(1_700_000_000);
        return { number, hash: HASH, parentHash: HASH, timestamp, transactions: [] };
      },
    },
    { retryCount: 0 },
  ),
}) as PublicClient;

it('gives each block its time, and leaves out a time no date can hold instead of showing Invalid Date', async () => {
  const { result } = renderHook(() => useBlockTimes(client, [1n, 2n]));
  await waitFor(() => expect(result.current.get(1n)?.toISOString()).toBe('2023-11-14T22:13:20.000Z'));
  expect(result.current.has(2n)).toBe(false);
});
