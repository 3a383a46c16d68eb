import { pbkdf2Sync } from 'node:crypto';
import type { Address } from 'viem';
import { HDKey, hdKeyToAccount } from 'viem/accounts';

/**
 * The accounts anvil funds for `--mnemonic m --accounts count`, known before it starts (the saved
 * seeded chain is found by the plan built for them). BIP-39's seed is computed once here: viem's
 * mnemonicToAccount would compute it again for each account, 20 times 2,048 rounds.
 */
export function devnetAccounts(mnemonic: string, count: number): Address[] {
  const seed = pbkdf2Sync(mnemonic.normalize('NFKD'), 'mnemonic', 2048, 64, 'sha512');
  const root = HDKey.fromMasterSeed(seed);
  return Array.from({ length: count }, (_, addressIndex) => hdKeyToAccount(root, { addressIndex }).address);
}
