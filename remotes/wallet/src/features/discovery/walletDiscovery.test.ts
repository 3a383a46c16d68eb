import { describe, expect, it } from '@rstest/core';
import { announceWallet } from '../../testing/announceWallet.ts';
import { toDiscoveredWallet, walletDiscovery } from './walletDiscovery.ts';

const provider = { request: async () => null };
const info = { uuid: '350670db-19fa-4704-a166-e52e178b59d2', name: 'Rabby', icon: 'data:image/png;base64,AAAA', rdns: 'io.rabby' };

describe('wallet discovery (EIP-6963)', () => {
  it('keeps an announcement of the EIP-6963 shape', () => {
    expect(toDiscoveredWallet({ info, provider })).toEqual({ ...info, provider });
  });

  it('drops announcements a page script could forge badly: a remote icon, no provider, a bad uuid or rdns', () => {
    expect(toDiscoveredWallet({ info: { ...info, icon: 'https://tracker.example/icon.png' }, provider })).toBeNull();
    expect(toDiscoveredWallet({ info, provider: {} })).toBeNull();
    expect(toDiscoveredWallet({ info: { ...info, uuid: '1' }, provider })).toBeNull();
    expect(toDiscoveredWallet({ info: { ...info, rdns: 'rabby' }, provider })).toBeNull();
    expect(toDiscoveredWallet({ info: { ...info, name: '' }, provider })).toBeNull();
    expect(toDiscoveredWallet('not an object')).toBeNull();
  });

  it('shows a name without the characters that turn it around or hide in it, and drops one with nothing visible', () => {
    expect(toDiscoveredWallet({ info: { ...info, name: '\u202EtelLaW ybbaR' }, provider })?.name).toBe('telLaW ybbaR');
    expect(toDiscoveredWallet({ info: { ...info, name: 'Rab\u200Bby \u2066Wallet\u2069\uFEFF' }, provider })?.name).toBe('Rabby Wallet');
    expect(toDiscoveredWallet({ info: { ...info, name: '\u202E\u200B\u2060' }, provider })).toBeNull();
    // Emoji keep their joiners.
    expect(toDiscoveredWallet({ info: { ...info, name: 'Fox 🦊\u200D🔥' }, provider })?.name).toBe('Fox 🦊\u200D🔥');
  });

  it('a malformed announcement is skipped without losing the wallets announced after it', () => {
    const names = () => walletDiscovery.getWallets().map((w) => w.name);
    // First on the page, before any good one: what a store that kept it unchecked would trip on.
    expect(names()).toEqual([]);
    for (const detail of [null, { info: null, provider }, { info: { ...info, uuid: 'x' }, provider }])
      window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
    announceWallet({}, { name: 'After Bad Ones', rdns: 'dev.after' });
    expect(names()).toEqual(['After Bad Ones']);
  });

  it('lists every wallet announced on the page, before and after it asks', () => {
    announceWallet({}, { name: 'Early Wallet', rdns: 'dev.early' });
    const seen: string[][] = [];
    const unsubscribe = walletDiscovery.subscribe(() => seen.push(walletDiscovery.getWallets().map((w) => w.name)));
    expect(walletDiscovery.getWallets().map((w) => w.name)).toContain('Early Wallet');
    announceWallet({}, { name: 'Late Wallet', rdns: 'dev.late' });
    expect(seen.at(-1)).toEqual(expect.arrayContaining(['Early Wallet', 'Late Wallet']));
    // The snapshot is stable between changes (useSyncExternalStore depends on it).
    expect(walletDiscovery.getWallets()).toBe(walletDiscovery.getWallets());
    unsubscribe();
  });

  it('the same wallet announced again under a new uuid (reloaded, injected twice) is listed once, as its latest', () => {
    const count = () => walletDiscovery.getWallets().filter((w) => w.rdns === 'dev.twice').length;
    announceWallet({}, { name: 'Twice Wallet', rdns: 'dev.twice' });
    const latest = announceWallet({}, { name: 'Twice Wallet', rdns: 'dev.twice' });
    expect(count()).toBe(1);
    expect(walletDiscovery.getWallets().find((w) => w.rdns === 'dev.twice')?.uuid).toBe(latest.detail.info.uuid);
    // The same announcement again (a wallet answers every request) changes nothing, not even the array.
    const before = walletDiscovery.getWallets();
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: latest.detail }));
    expect(walletDiscovery.getWallets()).toBe(before);
  });
});
