import { answerAggregate3 } from '@coinwatch/shared/testing/rpc';
import { MULTICALL3_ADDRESS } from '@coinwatch/shared/toolkit';
import { expect, it } from '@rstest/core';
import { encodeAbiParameters } from 'viem';
import type { Rpc } from '../../chain/rpc.ts';
import { resetView, txnsState } from '../../state/txnsState.ts';
import { createHoldingsReader } from './holdingsReader.ts';

const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3' as const;
const A = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as const;

it('a block whose balances keep failing (state the node no longer keeps) gives way to a newer one asked for', async () => {
  resetView('holdings');
  // A node without archive state: block 100's state is gone; block 101 answers with 7 units.
  const blocksAsked: string[] = [];
  const rpc: Rpc = {
    async request(method, params) {
      if (method !== 'eth_call') throw new Error(`unexpected ${method}`);
      const block = params[1] as string;
      blocksAsked.push(block);
      if (block === '0x64') throw Object.assign(new Error('missing trie node'), { code: -32000 });
      const { to, data } = params[0] as { to: string; data: `0x${string}` };
      const seven = encodeAbiParameters([{ type: 'uint256' }], [7n]);
      return to === MULTICALL3_ADDRESS ? answerAggregate3(data, () => seven) : seven;
    },
  };
  const abort = new AbortController();
  const reader = createHoldingsReader({ rpc, token, addresses: [A], signal: abort.signal, describeFailure: (e) => String(e) });
  reader.readAt(100n);
  await new Promise((r) => setTimeout(r, 50));
  expect(txnsState.holdings.message?.text).toContain('missing trie node');
  // A live transfer at 101: its balances replace the read that cannot be done.
  reader.readAt(101n);
  for (let i = 0; i < 300 && txnsState.holdings.status !== 'ready'; i++) await new Promise((r) => setTimeout(r, 10));
  abort.abort();
  expect(txnsState.holdings).toMatchObject({ status: 'ready', block: 101n, message: null });
  expect(txnsState.holdings.balances.get(A.toLowerCase())).toBe(7n);
  expect(blocksAsked.filter((b) => b === '0x64')).toHaveLength(1);
});
