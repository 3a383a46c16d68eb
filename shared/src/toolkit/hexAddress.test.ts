import { describe, expect, it } from '@rstest/core';
import { AddressSchema } from '../validation/rules.ts';
import { hexAddress } from './hexAddress.ts';

describe('hexAddress', () => {
  it('accepts exactly what AddressSchema accepts, as 0x and lower case', () => {
    const hex = 'Ab'.repeat(20);
    for (const input of [hex, `0x${hex}`, `  0x${hex} `, `0x${hex.slice(1)}`, `0x${hex}0`, `0x${hex.slice(1)}g`, '', '0x']) {
      expect(hexAddress(input) !== null).toBe(AddressSchema.safeParse(input).success);
    }
    expect(hexAddress(` ${hex} `)).toBe(`0x${hex.toLowerCase()}`);
  });
});
