import type { EIP1193Provider } from 'viem';
import type { DiscoveredWallet } from './walletDiscovery.ts';

// A plain wallet outline: a legacy wallet gives no icon of its own.
const ICON =
  'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="%235b6375" stroke-width="2"%3E%3Crect x="2" y="6" width="20" height="14" rx="2"/%3E%3Cpath d="M2 10h20M16 15h2"/%3E%3C/svg%3E';

/** The event a wallet that sets window.ethereum late sends once it has (MetaMask's convention). */
export const INJECTED_EVENT = 'ethereum#initialized';

let last: DiscoveredWallet | null = null;

/**
 * The wallet a page gets the way before EIP-6963, as `window.ethereum`; null when there is none.
 * The same provider gives the same object, so a snapshot built on it stays stable.
 */
export function injectedWallet(): DiscoveredWallet | null {
  const provider = (globalThis as { ethereum?: unknown }).ethereum;
  if (typeof provider !== 'object' || provider === null || typeof (provider as { request?: unknown }).request !== 'function') return null;
  if (last?.provider !== provider) {
    last = {
      uuid: '00000000-0000-4000-8000-000000000000',
      name: 'Browser wallet',
      icon: ICON,
      // Not a wallet's own rdns: it names where the wallet was found, so a later visit finds it there.
      rdns: 'window.ethereum',
      provider: provider as EIP1193Provider,
    };
  }
  return last;
}
