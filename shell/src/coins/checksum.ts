// From viem/utils, not viem: the shared viem is the tools' whole library; the shell needs one function.
import { getAddress } from 'viem/utils';

/**
 * An address as stored and shown: 0x-prefixed and EIP-55 checksummed. The database accepts the
 * prefix as optional, so normalising on the way in keeps "abc…" and "0xABC…" from being two rows.
 */
export function checksum(address: string): string {
  const hex = address.trim().replace(/^0x/i, '');
  try {
    return getAddress(`0x${hex}`);
  } catch {
    return address.trim();
  }
}
