import { afterEach, expect, it } from '@rstest/core';
import { announceWallet } from '../../testing/announceWallet.ts';
import { INJECTED_EVENT } from './injectedWallet.ts';
import { walletDiscovery } from './walletDiscovery.ts';

const names = () => walletDiscovery.getWallets().map((w) => w.name);
const legacyProvider = { request: async () => null, on() {}, removeListener() {} };

afterEach(() => {
  delete (window as { ethereum?: unknown }).ethereum;
});

// One file, one page: nothing announces itself until the last test.
it('finds no wallet on a page with neither an announcement nor window.ethereum', () => {
  expect(names()).toEqual([]);
});

it('offers an older wallet that only sets window.ethereum, also when it sets it late', () => {
  const seen: string[][] = [];
  const unsubscribe = walletDiscovery.subscribe(() => seen.push(names()));
  (window as { ethereum?: unknown }).ethereum = legacyProvider;
  window.dispatchEvent(new Event(INJECTED_EVENT));
  expect(seen.at(-1)).toEqual(['Browser wallet']);
  expect(walletDiscovery.getWallets()[0]?.provider).toBe(legacyProvider);
  // The snapshot is stable between changes (useSyncExternalStore depends on it).
  expect(walletDiscovery.getWallets()).toBe(walletDiscovery.getWallets());
  unsubscribe();
});

it('leaves window.ethereum out once a wallet announces itself (it sets window.ethereum too)', () => {
  (window as { ethereum?: unknown }).ethereum = legacyProvider;
  expect(names()).toEqual(['Browser wallet']);
  announceWallet({}, { name: 'Rabby', rdns: 'io.rabby' });
  expect(names()).toEqual(['Rabby']);
});
