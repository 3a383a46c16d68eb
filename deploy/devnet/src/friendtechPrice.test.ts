import { describe, expect, it } from '@rstest/core';
import { friendtechPrice, friendtechQuote } from './friendtechPrice.ts';

const ETHER = 10n ** 18n;
// The curve's definition: each share s costs s^2 / 16000 ether, summed over the shares bought.
const bySum = (supply: bigint, amount: bigint) => {
  let sum = 0n;
  for (let s = supply; s < supply + amount; s++) sum += s * s;
  return (sum * ETHER) / 16000n;
};

describe('friendtechPrice', () => {
  it('makes the first share free and the second cost 1/16000 ether', () => {
    expect(friendtechPrice(0n, 1n)).toBe(0n);
    expect(friendtechPrice(1n, 1n)).toBe(ETHER / 16000n);
  });

  it('matches the sum of squares for every supply and amount up to 60', () => {
    for (let supply = 1n; supply <= 60n; supply++) {
      for (let amount = 1n; amount <= 10n; amount++) expect(friendtechPrice(supply, amount)).toBe(bySum(supply, amount));
    }
  });

  it('refuses more than one share at supply 0, as the contract reverts', () => {
    expect(() => friendtechPrice(0n, 2n)).toThrow();
  });

  it('takes 5% protocol and 5% subject fees, rounded down like Solidity', () => {
    const q = friendtechQuote(10n, 3n, 'buy');
    expect(q.price).toBe(bySum(10n, 3n));
    expect(q.protocolFee).toBe((q.price * 5n) / 100n);
    expect(q.subjectFee).toBe((q.price * 5n) / 100n);
    expect(friendtechQuote(13n, 3n, 'sell').price).toBe(q.price);
  });
});
