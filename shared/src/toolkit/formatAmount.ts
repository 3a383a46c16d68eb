import { formatUnits } from 'viem';

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
