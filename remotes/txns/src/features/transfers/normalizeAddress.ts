import { AddressSchema } from '@coinwatch/shared';
import { getAddress } from 'viem';

/** A user's or URL's address (40 hex digits, 0x optional, spaces around allowed) → checksummed, or null. */
export function normalizeAddress(input: string): `0x${string}` | null {
  const parsed = AddressSchema.safeParse(input);
  if (!parsed.success) return null;
  const hex = parsed.data.startsWith('0x') ? parsed.data : `0x${parsed.data}`;
  return getAddress(hex.toLowerCase());
}
