import { AddressSchema } from '@coinwatch/shared';

/**
 * A user's or URL's address (40 hex digits, 0x optional, spaces around allowed) → 0x and lower case,
 * or null. Without viem: the coin picker uses it, and viem loads only with the transfers page.
 */
export function hexAddress(input: string): `0x${string}` | null {
  const parsed = AddressSchema.safeParse(input);
  if (!parsed.success) return null;
  return `0x${parsed.data.replace(/^0x/, '').toLowerCase()}`;
}
