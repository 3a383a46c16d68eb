import { describe, expect, it } from '@rstest/core';
import { countOf } from './countOf.ts';

describe('countOf', () => {
  it('uses the singular for one only', () => {
    expect(countOf(1, 'coin', 'coins')).toBe('1 coin');
    expect(countOf(0, 'coin', 'coins')).toBe('0 coins');
    expect(countOf(3, 'address', 'addresses')).toBe('3 addresses');
    expect(countOf(1n, 'key', 'keys')).toBe('1 key');
    expect(countOf(2n, 'key', 'keys')).toBe('2 keys');
  });

  it('groups the digits as the rest of the UI does', () => {
    expect(countOf(10_000, 'address', 'addresses')).toBe('10,000 addresses');
    expect(countOf(1_234_567n, 'block', 'blocks')).toBe('1,234,567 blocks');
  });
});
