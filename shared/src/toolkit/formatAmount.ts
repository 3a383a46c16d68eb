import { formatUnits } from 'viem';

/**
 * Whether a token's decimals() answer can be used: it is a uint8, and viem does not check the range
 * of what it decodes. formatAmount pads with that many zeros, so a contract answering millions
 * (a catch-all function, a broken proxy) made a page of zeros, or a crash past ~5×10⁸.
 */
export const isTokenDecimals = (decimals: number): boolean => Number.isInteger(decimals) && decimals >= 0 && decimals <= 255;

/**
 * The exact decimal amount of a raw token value: bigint arithmetic all the way (viem's
 * formatUnits), never a float, so 18-decimal amounts keep every digit. `grouped` adds thousands
 * separators to the whole part for the table; CSV keeps the plain form.
 */
export function formatAmount(value: bigint, decimals: number, grouped = true): string {
  const plain = formatUnits(value, decimals);
  if (!grouped) return plain;
  const negative = plain.startsWith('-');
  const [whole = '0', fraction] = (negative ? plain.slice(1) : plain).split('.');
  const withCommas = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${withCommas}${fraction ? `.${fraction}` : ''}`;
}
