import { describe, expect, it } from '@rstest/core';
import { isAppPath, isToolPage } from './appPaths.ts';

describe('isAppPath', () => {
  it('knows the shell’s pages, as the router matches them (any case, trailing slashes)', () => {
    for (const path of [
      '/',
      '/login',
      '/login/reset',
      '/login/verify',
      '/signup',
      '/settings',
      '/Settings/',
      '/LOGIN/reset',
      '/settings//',
      '//',
    ])
      expect(isAppPath(path)).toBe(true);
  });

  it('leaves every path under a tool to the tool', () => {
    for (const path of [
      '/tools/txns',
      '/tools/txns/',
      '/tools/txns/DMO/0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      '/tools/wallet',
      '/tools/friend-tech/0xabc',
    ])
      expect(isAppPath(path)).toBe(true);
  });

  it('knows no other path', () => {
    for (const path of ['/does/not/exist', '/tools', '/tools/', '/tools/txnsx', '/tools/nft', '/login/other', '/settings/x', '/signupx'])
      expect(isAppPath(path)).toBe(false);
  });
});

describe('isToolPage', () => {
  const txns = ['', ':coin', ':coin/:address'];

  it('knows a tool’s own page and its pages with any value in a parameter, as the router matches them', () => {
    for (const rest of ['', '/', 'DMO', '/USDC.e/', 'DMO/0x70997970C51812dc3A010C7d01b50e0d17dc79C8', 'dmo//0xabc/'])
      expect({ rest, known: isToolPage(txns, rest) }).toEqual({ rest, known: true });
    expect(isToolPage(['', 'settings/:tab'], 'Settings/keys')).toBe(true);
  });

  it('knows no path deeper than its pages, nor one whose fixed part differs', () => {
    for (const rest of ['DMO/0xabc/extra', 'a/b/c/d']) expect({ rest, known: isToolPage(txns, rest) }).toEqual({ rest, known: false });
    expect(isToolPage([''], 'foo')).toBe(false);
    expect(isToolPage(['', 'settings/:tab'], 'other/keys')).toBe(false);
    expect(isToolPage([], '')).toBe(false);
  });
});
