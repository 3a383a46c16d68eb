import { describe, expect, it } from '@rstest/core';
import type { Transfer } from '../../chain/transfer.ts';
import { directionOf, visibleTransfers } from './visibleTransfers.ts';

const A = '0x000000000000000000000000000000000000000a';
const B = '0x000000000000000000000000000000000000000b';
const X = '0x0000000000000000000000000000000000000999';
const t = (block: bigint, from: string, to: string, value: bigint): Transfer => ({
  blockNumber: block,
  blockHash: `0x${'1'.repeat(64)}`,
  txHash: `0x${block.toString(16).padStart(64, '0')}`,
  logIndex: 0,
  from,
  to,
  value,
  timestamp: null,
});
const rows = [t(5n, A, X, 3n), t(4n, X, B, 0n), t(3n, A, B, 7n), t(2n, X, A, 1n)];
const ours = new Set([A, B]);
const all = { direction: 'all', address: '', hideZero: false } as const;
const newest = { key: 'block', desc: true } as const;
const unnamed = () => '';

describe('visibleTransfers', () => {
  it('filters by direction (tracked → tracked counts as both)', () => {
    expect(visibleTransfers(rows, { ...all, direction: 'in' }, newest, ours, unnamed).map((r) => r.blockNumber)).toEqual([4n, 3n, 2n]);
    expect(visibleTransfers(rows, { ...all, direction: 'out' }, newest, ours, unnamed).map((r) => r.blockNumber)).toEqual([5n, 3n]);
  });

  it('calls a transfer between two tracked addresses between, and one to the same address self', () => {
    expect(directionOf(t(3n, A, B, 7n), ours)).toBe('between');
    expect(directionOf(t(6n, A, A.toUpperCase().replace('0X', '0x'), 7n), ours)).toBe('self');
    expect(directionOf(t(3n, A, B, 7n), new Set([A]))).toBe('out');
    expect(directionOf(t(4n, X, B, 0n), ours)).toBe('in');
    expect(directionOf(t(4n, X, X, 0n), ours)).toBe('other');
  });

  it('narrows to one address, and its direction is relative to it', () => {
    expect(visibleTransfers(rows, { ...all, address: B }, newest, ours, unnamed).map((r) => r.blockNumber)).toEqual([4n, 3n]);
    expect(visibleTransfers(rows, { ...all, address: A, direction: 'in' }, newest, ours, unnamed).map((r) => r.blockNumber)).toEqual([2n]);
  });

  it('hides zero-value transfers and sorts by amount', () => {
    expect(visibleTransfers(rows, { ...all, hideZero: true }, { key: 'amount', desc: false }, ours, unnamed).map((r) => r.value)).toEqual([
      1n,
      3n,
      7n,
    ]);
    expect(visibleTransfers(rows, all, { key: 'block', desc: false }, ours, unnamed).map((r) => r.blockNumber)).toEqual([2n, 3n, 4n, 5n]);
  });

  it('sorts From and To as the cells read: tracked addresses by description (Wallet 2 before Wallet 10), then the rest by address', () => {
    const C = '0x000000000000000000000000000000000000000c';
    const names = new Map([
      [A, 'wallet 10'],
      [B, 'Wallet 2'],
      [C, 'Ärzte'],
    ]);
    const labelOf = (a: string) => names.get(a.toLowerCase()) ?? '';
    const sent = [t(1n, X, A, 1n), t(2n, B, X, 1n), t(3n, A, X, 1n), t(4n, C, X, 1n), t(5n, X, X, 1n), t(6n, B, A, 1n)];
    const fromAsc = visibleTransfers(sent, all, { key: 'from', desc: false }, ours, labelOf);
    expect(fromAsc.map((r) => r.blockNumber)).toEqual([4n, 2n, 6n, 3n, 1n, 5n]);
    const toDesc = visibleTransfers(sent, all, { key: 'to', desc: true }, ours, labelOf);
    expect(toDesc.map((r) => r.blockNumber)).toEqual([5n, 4n, 3n, 2n, 6n, 1n]);
  });

  it('keeps each of two addresses described alike in one run, by address, rather than interleaved by block', () => {
    const labelOf = (a: string) => (a === A || a === B ? 'Cold wallet' : '');
    const sent = [t(1n, B, X, 1n), t(2n, A, X, 1n), t(3n, B, X, 1n), t(4n, A, X, 1n)];
    const fromAsc = visibleTransfers(sent, all, { key: 'from', desc: false }, ours, labelOf);
    expect(fromAsc.map((r) => r.from)).toEqual([A, A, B, B]);
    expect(fromAsc.map((r) => r.blockNumber)).toEqual([2n, 4n, 1n, 3n]);
  });
});
