import { useSyncExternalStore } from 'react';
import { type DiscoveredWallet, walletDiscovery } from './walletDiscovery.ts';

/** Not asked yet: wallets announce themselves to the page's script, so the first frame knows none. */
const notAskedYet = () => null;

/**
 * The browser wallets announced so far, re-rendering when another one announces itself; null in
 * the tool's first frame (rendered before the page's script runs).
 */
export function useWallets(): readonly DiscoveredWallet[] | null {
  return useSyncExternalStore(walletDiscovery.subscribe, walletDiscovery.getWallets, notAskedYet);
}
