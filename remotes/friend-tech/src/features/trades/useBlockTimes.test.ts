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

/**
 * A node that cannot be reached for the first `failing[n]` calls for block n, as on a dropped
 * connection, then answers; it counts the calls.
 */
function flakyNode(failing: Record<number, number>, failure: () => Error = () => new TypeError('Failed to fetch')) {
  const node = { failing, calls: 0 };
  const flaky = createPublicClient({
    transport: custom(
      {
        async request({ method, params }: { method: string; params?: unknown }) {
          if (method !== 'eth_getBlockByNumber') throw new Error(`unexpected ${method}`);
          node.calls++;
          const [number] = params as [string];
          const left = node.failing[Number(number)] ?? 0;
          if (left > 0) {
            node.failing[Number(number)] = left - 1;
            throw failure();
          }
          return { number, hash: HASH, parentHash: HASH, timestamp: numberToHex(1_700_000_000), transactions: [] };
        },
      },
      { retryCount: 0 },
    ),
  }) as PublicClient;
  return { node, client: flaky };
}

it('reads a time that failed again after a wait, though no other block comes to ask for it', async () => {
  // A quiet subject's page: one trade, whose time could not be read.
  const { node, client } = flakyNode({ 7: 1 });
  const { result } = renderHook(() => useBlockTimes(client, [7n]));
  await waitFor(() => expect(node.calls).toBe(1));
  // The back-off's first wait is a second.
  await waitFor(() => expect(result.current.get(7n)?.toISOString()).toBe('2023-11-14T22:13:20.000Z'), { timeout: 3_000 });
  expect(node.calls).toBe(2);
});

it('waits before reading again a time that failed while the others were read, as it does for all failing', async () => {
  const { node, client } = flakyNode({ 6: 1 });
  const { result } = renderHook(() => useBlockTimes(client, [6n, 7n]));
  await waitFor(() => expect(result.current.has(7n)).toBe(true));
  // Not again at once: the blocks still missing changed, the blocks shown did not.
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(node.calls).toBe(2);
  await waitFor(() => expect(result.current.has(6n)).toBe(true), { timeout: 3_000 });
  expect(node.calls).toBe(3);
});

it('stops reading a time that keeps failing once the table is gone', async () => {
  const { node, client } = flakyNode({ 7: Number.POSITIVE_INFINITY });
  const { unmount } = renderHook(() => useBlockTimes(client, [7n]));
  await waitFor(() => expect(node.calls).toBe(1));
  unmount();
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  expect(node.calls).toBe(1);
});

it('reads a missing time again at once on Refresh, not after the back-off a rate limit asked for', async () => {
  // A 429 whose Retry-After says a minute, as a provider's quota sends it.
  const rateLimited = () => Object.assign(new Error('Too Many Requests'), { headers: new Headers({ 'Retry-After': '60' }) });
  const { node, client } = flakyNode({ 7: 1 }, rateLimited);
  const { result, rerender } = renderHook(({ round }) => useBlockTimes(client, [7n], round), { initialProps: { round: 0 } });
  await waitFor(() => expect(node.calls).toBe(1));
  rerender({ round: 1 });
  await waitFor(() => expect(result.current.get(7n)?.toISOString()).toBe('2023-11-14T22:13:20.000Z'));
  expect(node.calls).toBe(2);
});
