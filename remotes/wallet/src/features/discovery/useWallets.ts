import { useSyncExternalStore } from 'react';
import { type DiscoveredWallet, walletDiscovery } from './walletDiscovery.ts';

/** The browser wallets announced so far; re-renders when another one announces itself. */
export function useWallets(): readonly DiscoveredWallet[] {
  return useSyncExternalStore(walletDiscovery.subscribe, walletDiscovery.getWallets);
}
