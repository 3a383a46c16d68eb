import { ADDRESS_PATTERN } from '../validation/addressPattern.ts';

/**
 * A user's, URL's or stored address (40 hex digits, 0x optional, spaces around allowed: the pattern of
 * AddressSchema) → 0x and lower case, or null. Without zod or viem, so any tool page can bundle it:
 * so it does not check an EIP-55 checksum (keccak comes with viem), which AddressSchema does for
 * every address the user saves. A tool only looks an address up.
 */
export function hexAddress(input: string): `0x${string}` | null {
  const trimmed = input.trim();
  if (!ADDRESS_PATTERN.test(trimmed)) return null;
  return `0x${trimmed.replace(/^0x/, '').toLowerCase()}`;
}
