import { describe, expect, it } from '@rstest/core';
import { isAppPath } from './appPaths.ts';

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
