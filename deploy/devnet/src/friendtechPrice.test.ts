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

  it('matches the sum of squares for every supply up to 60 and amount up to 10', () => {
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
    // Fees that do not divide the price evenly: a third of it (7,604,166,666,666,666.66… wei) and
    // a fraction of a wei, both floored.
    const odd = friendtechQuote(10n, 3n, 'buy', { protocol: 333_333_333_333_333_333n, subject: 1n });
    expect(odd.price).toBe(22_812_500_000_000_000n);
    expect(odd.protocolFee).toBe(7_604_166_666_666_666n);
    expect(odd.subjectFee).toBe(0n);
  });
});
