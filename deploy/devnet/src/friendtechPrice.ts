/**
 * friend.tech's price curve, as FriendtechSharesV1.getPrice computes it: the sum of s^2 over the
 * supplies bought, times 1 ether / 16000, with Solidity's integer division at each step.
 */
export function friendtechPrice(supply: bigint, amount: bigint): bigint {
  if (supply === 0n && amount > 1n) throw new Error('Only one share can be bought at supply 0');
  const sum1 = supply === 0n ? 0n : ((supply - 1n) * supply * (2n * (supply - 1n) + 1n)) / 6n;
  const sum2 = supply === 0n && amount === 1n ? 0n : ((supply - 1n + amount) * (supply + amount) * (2n * (supply - 1n + amount) + 1n)) / 6n;
  return ((sum2 - sum1) * 10n ** 18n) / 16000n;
}

/** friend.tech's fee percents on Base: 5% to the protocol and 5% to the subject (in 1e18 units). */
export const FRIENDTECH_PROTOCOL_FEE_PERCENT = 50_000_000_000_000_000n;
export const FRIENDTECH_SUBJECT_FEE_PERCENT = 50_000_000_000_000_000n;

export type FriendtechQuote = { price: bigint; protocolFee: bigint; subjectFee: bigint };

export function friendtechQuote(
  supply: bigint,
  amount: bigint,
  side: 'buy' | 'sell',
  fees = { protocol: FRIENDTECH_PROTOCOL_FEE_PERCENT, subject: FRIENDTECH_SUBJECT_FEE_PERCENT },
): FriendtechQuote {
  const price = side === 'buy' ? friendtechPrice(supply, amount) : friendtechPrice(supply - amount, amount);
  return { price, protocolFee: (price * fees.protocol) / 10n ** 18n, subjectFee: (price * fees.subject) / 10n ** 18n };
}
