import { describe, expect, it } from '@rstest/core';
import { holdersSummary } from './holdersSummary.ts';

describe('holdersSummary', () => {
  it('counts keys and holders', () => {
    expect(holdersSummary(3n, 5n, 2)).toBe('3 of 5 keys are held by the 2 addresses below.');
  });
  it('says one key and one address in the singular', () => {
    expect(holdersSummary(1n, 1n, 1)).toBe('1 of 1 key is held by the address below.');
  });
  it('says plainly when no key exists yet', () => {
    expect(holdersSummary(0n, 0n, 0)).toBe('No keys exist yet, so nobody holds any.');
  });
  it('says none is held by an address seen here, not “by the 0 addresses below”', () => {
    expect(holdersSummary(0n, 37n, 0)).toBe('No address seen here holds any of the 37 keys.');
    expect(holdersSummary(0n, 1n, 0)).toBe('No address seen here holds the only key.');
  });
  it('groups the digits of thousands of keys, as the rest of the page does', () => {
    expect(holdersSummary(1200n, 3400n, 12)).toBe('1,200 of 3,400 keys are held by the 12 addresses below.');
    expect(holdersSummary(0n, 3400n, 0)).toBe('No address seen here holds any of the 3,400 keys.');
  });
});
