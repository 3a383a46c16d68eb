import { pbkdf2Sync } from 'node:crypto';
import { type Address, type Hex, toHex } from 'viem';
import { HDKey, hdKeyToAccount } from 'viem/accounts';

/**
 * The accounts anvil funds for `--mnemonic m --accounts count`, with their keys, known before it
 * starts (the saved seeded chain is found by the plan built for them). BIP-39's seed is computed
 * once here: viem's mnemonicToAccount would compute it again for each account, 20 times 2,048 rounds.
 */
export function devnetKeys(mnemonic: string, count: number): Array<{ address: Address; privateKey: Hex }> {
  const seed = pbkdf2Sync(mnemonic.normalize('NFKD'), 'mnemonic', 2048, 64, 'sha512');
  const root = HDKey.fromMasterSeed(seed);
  return Array.from({ length: count }, (_, addressIndex) => {
    const account = hdKeyToAccount(root, { addressIndex });
    const key = account.getHdKey().privateKey;
    if (!key) throw new Error('An HD key derived from a seed has a private key');
    return { address: account.address, privateKey: toHex(key) };
  });
}

/** The addresses of devnetKeys. */
export const devnetAccounts = (mnemonic: string, count: number): Address[] => devnetKeys(mnemonic, count).map((k) => k.address);
