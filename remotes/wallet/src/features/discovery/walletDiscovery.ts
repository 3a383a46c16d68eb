import * as z from '@coinwatch/shared/zod';
import type { EIP1193Provider } from 'viem';
import { INJECTED_EVENT, injectedWallet } from './injectedWallet.ts';
import { visibleName } from './visibleName.ts';

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

/** An announcement as any page script may send it: kept only if it has the EIP-6963 shape, its name shown without hidden characters. */
export function toDiscoveredWallet(detail: unknown): DiscoveredWallet | null {
  if (typeof detail !== 'object' || detail === null) return null;
  const { info, provider } = detail as { info?: unknown; provider?: unknown };
  const parsed = WalletInfoSchema.safeParse(info);
  if (!parsed.success || !isProvider(provider)) return null;
  const name = visibleName(parsed.data.name);
  return name ? { ...parsed.data, name, provider } : null;
}

const ANNOUNCE_EVENT = 'eip6963:announceProvider';
const REQUEST_EVENT = 'eip6963:requestProvider';

let listening = false;
let announced: readonly DiscoveredWallet[] = [];
let shown: readonly DiscoveredWallet[] = [];
const listeners = new Set<() => void>();

/**
 * Keeps a checked announcement. A wallet announces itself again at every request, so the same
 * uuid and provider change nothing; the same wallet (rdns) under a new uuid or provider is one
 * reloaded or injected again, and its latest announcement takes the old one's place.
 */
function onAnnounce(event: Event): void {
  const wallet = toDiscoveredWallet((event as CustomEvent<unknown>).detail);
  if (!wallet) return;
  const index = announced.findIndex((w) => w.uuid === wallet.uuid || w.rdns === wallet.rdns);
  const before = announced[index];
  if (before && before.uuid === wallet.uuid && before.provider === wallet.provider) return;
  announced = before ? announced.map((w, i) => (i === index ? wallet : w)) : [...announced, wallet];
  for (const listener of listeners) listener();
}

/**
 * Listens for announcements, then asks every wallet to announce itself (EIP-6963). Each one is
 * checked on its own: wevm's mipd store, used before, compared uuids of what it had kept
 * unchecked, so one malformed announcement made it drop every later one.
 */
function listen(): void {
  if (listening) return;
  listening = true;
  window.addEventListener(ANNOUNCE_EVENT, onAnnounce);
  window.dispatchEvent(new Event(REQUEST_EVENT));
}

/**
 * The announced wallets; when none announced itself, the one in `window.ethereum`, if any (an older
 * wallet). Next to announced ones it is left out: every EIP-6963 wallet sets window.ethereum too,
 * often as a wrapper that no check could tell from a wallet of its own.
 */
function snapshot(): readonly DiscoveredWallet[] {
  const injected = announced.length === 0 ? injectedWallet() : null;
  if (injected) {
    if (shown[0] !== injected || shown.length !== 1) shown = [injected];
  } else shown = announced;
  return shown;
}

/**
 * The page's wallets, as they announce themselves, and an older wallet's window.ethereum, also
 * when set late. Shaped for useSyncExternalStore: a stable array per change.
 */
export const walletDiscovery = {
  subscribe(listener: () => void): () => void {
    listen();
    listeners.add(listener);
    window.addEventListener(INJECTED_EVENT, listener);
    return () => {
      listeners.delete(listener);
      window.removeEventListener(INJECTED_EVENT, listener);
    };
  },
  getWallets(): readonly DiscoveredWallet[] {
    listen();
    return snapshot();
  },
};
