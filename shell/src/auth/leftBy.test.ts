import { beforeEach, describe, expect, it } from '@rstest/core';
import type { User } from '@supabase/supabase-js';
import { applyUser } from './applyUser.ts';
import { authState, mayFollowNext } from './authState.ts';

const userWithId = (id: string): User => ({ id, aud: 'authenticated', created_at: '', app_metadata: {}, user_metadata: {} });

describe('the page a user left (?next=)', () => {
  beforeEach(() => {
    applyUser(null);
    sessionStorage.clear();
    authState.aal = { current: null, next: null };
  });

  it('is opened after the sign-in for the user who left it only', () => {
    applyUser(userWithId('a'));
    history.replaceState(null, '', '/tools/txns/eth/0x1?chain=1');
    applyUser(null);
    applyUser(userWithId('b'));
    expect(mayFollowNext('/tools/txns/eth/0x1?chain=1')).toBe(false);
    // Another page, asked for since by whoever is here, is theirs to open.
    expect(mayFollowNext('/settings')).toBe(true);
    history.replaceState(null, '', '/');
    applyUser(null);
    applyUser(userWithId('a'));
    expect(mayFollowNext('/tools/txns/eth/0x1?chain=1')).toBe(true);
  });

  it('is not a page of a user who had not given their code yet, and an unreadable record binds nobody', () => {
    applyUser(userWithId('a'));
    authState.aal = { current: 'aal1', next: 'aal2' };
    history.replaceState(null, '', '/settings');
    applyUser(null);
    applyUser(userWithId('b'));
    expect(mayFollowNext('/settings')).toBe(true);
    sessionStorage.setItem('coinwatch:left-by', '{"user":');
    expect(mayFollowNext('/settings')).toBe(true);
  });
});
