import { hexAddress } from '@coinwatch/shared/toolkit';
import { getAddress } from 'viem';

/** A user's or URL's address (40 hex digits, 0x optional, spaces around allowed) → checksummed, or null. */
export function normalizeAddress(input: string): `0x${string}` | null {
  const hex = hexAddress(input);
  return hex && getAddress(hex);
}
