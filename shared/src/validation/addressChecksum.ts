import { isAddress } from 'viem';

/**
 * EIP-55: an address written in mixed case carries a checksum in its capitals, so one whose
 * capitals do not match has a wrong character (a typo, or a bad copy). All lower or all upper case
 * carries no checksum and passes. Takes what ADDRESS_PATTERN accepts (0x optional, spaces around).
 */
export function checksumMatches(input: string): boolean {
  const hex = input.trim().replace(/^0x/, '');
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return true;
  return isAddress(`0x${hex}`, { strict: true });
}
