import { describe, expect, it } from '@rstest/core';
import type { Transfer } from '../chain/transfer.ts';
import { addTransfers, dropRows, dropTransfers, resetView, txnsState } from './txnsState.ts';

const t = (block: number, logIndex = 0): Transfer => ({
  blockNumber: BigInt(block),
  blockHash: `0x${'1'.repeat(64)}`,
  txHash: `0x${block.toString(16).padStart(64, '0')}`,
  logIndex,
  from: '0x000000000000000000000000000000000000000a',
  to: '0x000000000000000000000000000000000000000b',
  value: 1n,
  timestamp: null,
});
const shown = () => txnsState.rows.map((r) => `${r.blockNumber}:${r.logIndex}`);

describe('the rows of a transfers page', () => {
  it('takes scan chunks and live transfers newest first, each transfer once', () => {
    resetView('a');
    addTransfers([t(1), t(2)]);
    addTransfers([t(9)], [t(9)]);
    addTransfers([t(3), t(2), t(4, 1), t(4, 0)]);
    addTransfers([t(9), t(5)]);
    expect(shown()).toEqual(['9:0', '5:0', '4:1', '4:0', '3:0', '2:0', '1:0']);
  });

  it('takes back a transfer it dropped (a reorg or a removed log), and forgets rows of the last view', () => {
    resetView('a');
    addTransfers([t(1), t(2), t(3)]);
    dropTransfers([`${t(2).txHash}:0`]);
    dropRows((row) => row.blockNumber > 2n);
    expect(shown()).toEqual(['1:0']);
    addTransfers([t(2), t(3)]);
    expect(shown()).toEqual(['3:0', '2:0', '1:0']);
    resetView('b');
    addTransfers([t(1)]);
    expect(shown()).toEqual(['1:0']);
  });

  it('keeps the rows shown when the same view starts over on them (Scan again), and a transfer found again is shown once', () => {
    resetView('a');
    txnsState.token = { status: 'ready', symbol: 'DMO', decimals: 18 };
    addTransfers([t(1), t(2)]);
    addTransfers([t(9)], [t(9)]);
    resetView('a', true);
    expect(shown()).toEqual(['9:0', '2:0', '1:0']);
    // Written as before: the token's decimals stay with its rows.
    expect(txnsState.token).toEqual({ status: 'ready', symbol: 'DMO', decimals: 18 });
    // The new session's cache and scan bring some of them again.
    addTransfers([t(1), t(2), t(3)]);
    addTransfers([t(9)]);
    expect(shown()).toEqual(['9:0', '3:0', '2:0', '1:0']);
    // Another view never starts on them, nor on their token.
    resetView('b', true);
    expect(shown()).toEqual([]);
    expect(txnsState.token).toEqual({ status: 'loading' });
  });

  it('keeps the filters when the same view scans again, and drops them for another view', () => {
    resetView('a');
    txnsState.filters = { direction: 'in', address: '0x000000000000000000000000000000000000000a', hideZero: true };
    resetView('a');
    expect(txnsState.filters).toEqual({ direction: 'in', address: '0x000000000000000000000000000000000000000a', hideZero: true });
    resetView('b');
    expect(txnsState.filters).toEqual({ direction: 'all', address: '', hideZero: false });
  });

  it('keeps a coin page as it was when its tracked addresses change, but for what only a dropped address had', () => {
    const [A, B, C] = [
      '0x000000000000000000000000000000000000000a',
      '0x000000000000000000000000000000000000000b',
      '0x00000000000000000000000000000000000000cc',
    ];
    const between = (block: number, from: string, to: string): Transfer => ({ ...t(block), from, to });
    const coinPage = (addresses: string[]) =>
      resetView(`${addresses}:31337:token:rpc`, false, { key: 'coin 1:31337:token:rpc', addresses });
    coinPage([A, B, C]);
    txnsState.token = { status: 'ready', symbol: 'DMO', decimals: 18 };
    addTransfers([between(1, A, B), between(2, C, '0x00000000000000000000000000000000000000ff'), between(3, C, A)]);
    txnsState.filters = { direction: 'in', address: C, hideZero: true };
    // C deleted in another tab: its filter would hide every row; the rest stays.
    coinPage([A, B]);
    expect(shown()).toEqual(['3:0', '1:0']);
    expect(txnsState.filters).toEqual({ direction: 'in', address: '', hideZero: true });
    expect(txnsState.token).toEqual({ status: 'ready', symbol: 'DMO', decimals: 18 });
    // An address added keeps the filter on one that stays.
    txnsState.filters.address = A;
    coinPage([A, B, C]);
    expect(txnsState.filters).toEqual({ direction: 'in', address: A, hideZero: true });
    // Another page of the same token (an address's, another coin's) starts afresh.
    resetView(`${A}:31337:token:rpc`, false, { key: `${A}:31337:token:rpc`, addresses: [A] });
    expect(shown()).toEqual([]);
    expect(txnsState.filters).toEqual({ direction: 'all', address: '', hideZero: false });
  });
});
