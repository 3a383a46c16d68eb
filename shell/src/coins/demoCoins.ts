import { DEVNET_CHAIN_ID } from '@coinwatch/shared';
import type { RuntimeConfig } from '../config/runtimeConfig.ts';
import { checksum } from './checksum.ts';
import type { ImportRow } from './validateImport.ts';

const DEMO_COLORS = ['#2f5bd3', '#2e7d32', '#c62828', '#f9a825', '#6a1b9a'];
const DEMO_ACCOUNTS = 3;

/** The devnet's demo tokens, each with a few of its funded accounts, as import rows. */
export function demoCoinRows(devnet: NonNullable<RuntimeConfig['devnet']>): ImportRow[] {
  const accounts = devnet.accounts.slice(0, DEMO_ACCOUNTS);
  return devnet.tokens.flatMap((token): ImportRow[] => {
    const coin = {
      at: 0,
      coinTicker: token.symbol,
      coinName: token.name,
      coinAddress: checksum(token.address),
      chainId: DEVNET_CHAIN_ID,
    };
    if (accounts.length === 0) return [{ ...coin, address: null }];
    return accounts.map((account, i) => ({
      ...coin,
      address: { address: checksum(account), description: `Demo account ${i + 1}`, color: DEMO_COLORS[i % DEMO_COLORS.length] as string },
    }));
  });
}
