import { describe, expect, it } from '@rstest/core';
import { formatAmount } from './formatAmount.ts';

describe('formatAmount', () => {
  it('keeps every digit of an 18-decimal amount (no float rounding)', () => {
    expect(formatAmount(123456789012345678901234567n, 18)).toBe('123,456,789.012345678901234567');
    expect(formatAmount(123456789012345678901234567n, 18, false)).toBe('123456789.012345678901234567');
    // 2^53 + 1 wei-units: a Number would already be off by one.
    expect(formatAmount(9007199254740993n, 0)).toBe('9,007,199,254,740,993');
  });

  it('formats small, zero and 6-decimal amounts exactly', () => {
    expect(formatAmount(1n, 18)).toBe('0.000000000000000001');
    expect(formatAmount(0n, 6)).toBe('0');
    expect(formatAmount(1_500_000n, 6)).toBe('1.5');
    expect(formatAmount(1_234_567_000_000n, 6)).toBe('1,234,567');
  });
});
