import { asciiDigits, grouped } from '@coinwatch/shared/toolkit';

/** The most keys the calculator prices at once: far beyond any subject's supply on Base. */
export const MAX_QUOTE_KEYS = 1000;

export const quoteAmountMessage = `Enter a whole number of keys from 1 to ${MAX_QUOTE_KEYS}`;

/**
 * The calculator's input as a number of keys, or null when it is not a whole number in range.
 * Digits of any script (a CJK keyboard's "１２", an Arabic one's "١٢") read as 12, leading zeros
 * ("0005") as nothing, and thousands written as the page writes them ("1,000", "1 000", "1'000")
 * as 1000; a point is left alone, as "1.000" is 1 in English.
 */
export function parseQuoteAmount(input: string): bigint | null {
  const trimmed = asciiDigits(input)
    .trim()
    .replace(/(?<=[0-9])[,'’\s](?=[0-9]{3}(?![0-9]))/g, '')
    .replace(/^0+(?=[0-9])/, '');
  if (!/^[0-9]{1,4}$/.test(trimmed)) return null;
  const amount = BigInt(trimmed);
  return amount >= 1n && amount <= BigInt(MAX_QUOTE_KEYS) ? amount : null;
}

/** Why a sale has no price: the contract never sells a subject's last key (or there are none yet). */
export function sellLimitMessage(supply: bigint): string {
  if (supply === 0n) return 'No keys exist yet, so none can be sold.';
  if (supply === 1n) return 'None can be sold: the last key stays.';
  return `Only ${grouped(supply - 1n)} can be sold: the last key stays.`;
}
