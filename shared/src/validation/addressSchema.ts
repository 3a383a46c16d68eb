import { z } from 'zod';
import { checksumMatches, holdsInvisibleCharacter } from './addressChecksum.ts';
import { messages } from './messages.ts';
import { ADDRESS_PATTERN } from './patterns.ts';

/**
 * 40 hex digits, 0x optional (product spec §5), and in mixed case a matching EIP-55 checksum.
 * Kept apart from the other rules: the checksum needs viem's keccak, which the sign-in page, using
 * only the email and password rules, then does not download.
 */
export const AddressSchema = z
  .string()
  .trim()
  .refine((address) => !holdsInvisibleCharacter(address), { message: messages.addressHidden, abort: true })
  .regex(ADDRESS_PATTERN, messages.address)
  .refine((address) => !ADDRESS_PATTERN.test(address) || checksumMatches(address), messages.addressChecksum);
