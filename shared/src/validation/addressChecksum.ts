import { isAddress } from 'viem';
import { messages } from './messages.ts';
import { ADDRESS_PATTERN, HIDDEN_CHARACTER_PATTERN, TICKER_INVISIBLE_PATTERN } from './patterns.ts';

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

/**
 * Whether an address holds a character that shows as nothing: a zero-width space pasted with it
 * (web pages and chats add them) made it look valid, refused as 'Must be valid address' alone.
 */
export const holdsInvisibleCharacter = (input: string): boolean =>
  HIDDEN_CHARACTER_PATTERN.test(input) || TICKER_INVISIBLE_PATTERN.test(input);

/**
 * What is wrong with an address a user typed or a link carries, in AddressSchema's words, or null:
 * the same check, without zod, for a tool that only looks an address up.
 */
export function addressProblem(input: string): string | null {
  if (holdsInvisibleCharacter(input.trim())) return messages.addressHidden;
  if (!ADDRESS_PATTERN.test(input.trim())) return messages.address;
  return checksumMatches(input) ? null : messages.addressChecksum;
}
