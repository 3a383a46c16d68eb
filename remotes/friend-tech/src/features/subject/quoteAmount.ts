/** The most keys the calculator prices at once: far beyond any subject's supply on Base. */
export const MAX_QUOTE_KEYS = 1000;

export const quoteAmountMessage = `Enter a whole number of keys from 1 to ${MAX_QUOTE_KEYS}`;

/** The calculator's input as a number of keys, or null when it is not a whole number in range. */
export function parseQuoteAmount(input: string): bigint | null {
  const trimmed = input.trim();
  if (!/^[0-9]{1,4}$/.test(trimmed)) return null;
  const amount = BigInt(trimmed);
  return amount >= 1n && amount <= BigInt(MAX_QUOTE_KEYS) ? amount : null;
}
