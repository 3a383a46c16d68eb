import { checksumMatches } from '../validation/addressChecksum.ts';
import { ADDRESS_PATTERN } from '../validation/patterns.ts';

/**
 * A user's, URL's or stored address (40 hex digits, 0x optional, spaces around allowed: the rule of
 * AddressSchema, EIP-55 checksum included) → 0x and lower case, or null. Without zod, so any tool
 * page can bundle it.
 */
export function hexAddress(input: string): `0x${string}` | null {
  const trimmed = input.trim();
  if (!ADDRESS_PATTERN.test(trimmed) || !checksumMatches(trimmed)) return null;
  return `0x${trimmed.replace(/^0x/, '').toLowerCase()}`;
}
