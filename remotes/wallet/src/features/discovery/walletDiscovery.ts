import * as z from '@coinwatch/shared/zod';
import { createStore, type EIP6963ProviderDetail, type Store } from 'mipd';
import type { EIP1193Provider } from 'viem';
import { INJECTED_EVENT, injectedWallet } from './injectedWallet.ts';

/** A browser wallet that announced itself (EIP-6963), its announcement checked. */
export type DiscoveredWallet = {
  uuid: string;
  name: string;
  /** A data: URI image (EIP-6963 requires one; anything else is dropped, never fetched). */
  icon: string;
  /** Reverse-DNS id, e.g. io.metamask: stable across page loads, unlike the uuid. */
  rdns: string;
  provider: EIP1193Provider;
};

const WalletInfoSchema = z.object({
  uuid: z.string().check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i)),
  name: z.string().check(z.regex(/^\S.{0,63}$/u)),
  icon: z.string().check(z.regex(/^data:image\/(png|jpeg|gif|webp|svg\+xml)[;,]/)),
  rdns: z.string().check(z.regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i)),
});

const isProvider = (value: unknown): value is EIP1193Provider =>
  typeof value === 'object' && value !== null && typeof (value as { request?: unknown }).request === 'function';

/** An announcement as any page script may send it: kept only if it has the EIP-6963 shape. */
export function toDiscoveredWallet(detail: EIP6963ProviderDetail | unknown): DiscoveredWallet | null {
  if (typeof detail !== 'object' || detail === null) return null;
  const { info, provider } = detail as { info?: unknown; provider?: unknown };
  const parsed = WalletInfoSchema.safeParse(info);
  if (!parsed.success || !isProvider(provider)) return null;
  return { ...parsed.data, provider };
}

let store: Store | null = null;
let seen: readonly EIP6963ProviderDetail[] = [];
let announced: readonly DiscoveredWallet[] = [];
let shown: readonly DiscoveredWallet[] = [];

/**
 * The announced wallets; when none announced itself, the one in `window.ethereum`, if any (an older
 * wallet). Next to announced ones it is left out: every EIP-6963 wallet sets window.ethereum too,
 * often as a wrapper that no check could tell from a wallet of its own.
 */
function snapshot(details: readonly EIP6963ProviderDetail[]): readonly DiscoveredWallet[] {
  if (details !== seen) {
    seen = details;
    announced = details.map(toDiscoveredWallet).filter((w): w is DiscoveredWallet => w !== null);
    shown = announced;
  }
  const injected = announced.length === 0 ? injectedWallet() : null;
  if (injected && shown[0] !== injected) shown = [injected];
  else if (!injected) shown = announced;
  return shown;
}

/**
 * The page's wallets, through wevm's mipd store (it asks with eip6963:requestProvider and keeps
 * every eip6963:announceProvider), and an older wallet's window.ethereum, also when set late.
 * Shaped for useSyncExternalStore: a stable array per change.
 */
export const walletDiscovery = {
  subscribe(listener: () => void): () => void {
    store ??= createStore();
    const unsubscribe = store.subscribe(() => listener());
    window.addEventListener(INJECTED_EVENT, listener);
    return () => {
      unsubscribe();
      window.removeEventListener(INJECTED_EVENT, listener);
    };
  },
  getWallets(): readonly DiscoveredWallet[] {
    store ??= createStore();
    return snapshot(store.getProviders());
  },
};
