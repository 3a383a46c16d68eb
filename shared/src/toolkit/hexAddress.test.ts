import { describe, expect, it } from '@rstest/core';
import { AddressSchema } from '../validation/addressSchema.ts';
import { hexAddress } from './hexAddress.ts';

describe('hexAddress', () => {
  it('accepts what AddressSchema accepts, as 0x and lower case; the checksum is AddressSchema’s alone', () => {
    // anvil's first account, EIP-55 checksummed; then with one letter's case flipped, a typo.
    const hex = 'f39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
    const typo = 'F39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
    const inputs = [hex, `0x${hex}`, `  0x${hex} `, hex.toLowerCase(), hex.toUpperCase()];
    for (const input of [...inputs, `0x${hex.slice(1)}`, `0x${hex}0`, `0x${hex.slice(1)}g`, '', '0x']) {
      expect({ input, ok: hexAddress(input) !== null }).toEqual({ input, ok: AddressSchema.safeParse(input).success });
    }
    expect(hexAddress(` ${hex} `)).toBe(`0x${hex.toLowerCase()}`);
    expect(hexAddress(typo)).toBe(`0x${hex.toLowerCase()}`);
    expect(AddressSchema.safeParse(typo).success).toBe(false);
  });
});
