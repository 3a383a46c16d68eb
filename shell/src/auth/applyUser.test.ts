import { beforeEach, describe, expect, it } from '@rstest/core';
import type { User } from '@supabase/supabase-js';
import { setDarkMode, settingsState } from '../theme/settingsState.ts';
import { applyUser } from './applyUser.ts';
import { authState } from './authState.ts';

const user = (meta: Record<string, unknown>): User => ({
  id: 'u1',
  aud: 'authenticated',
  created_at: '',
  app_metadata: {},
  user_metadata: meta,
});

describe('applyUser', () => {
  beforeEach(() => {
    applyUser(null);
    setDarkMode(false);
  });

  it('fills the account from the metadata, with an empty display name at first', () => {
    authState.initiated = true;
    applyUser(user({}));
    expect(authState.account).toEqual({ id: 'u1', displayName: '', preferences: { darkMode: true } });
  });
  it('turns dark mode on at sign-in', () => {
    authState.initiated = true;
    applyUser(user({ display_name: 'Ada' }));
    expect(settingsState.isDarkMode).toBe(true);
  });
  it('follows an account that turned dark mode off', () => {
    authState.initiated = true;
    setDarkMode(true);
    applyUser(user({ dark_mode: false }));
    expect(settingsState.isDarkMode).toBe(false);
  });
  it('leaves the theme alone for a session restored at start-up and for later updates', () => {
    authState.initiated = false;
    applyUser(user({}));
    expect(settingsState.isDarkMode).toBe(false);
    authState.initiated = true;
    applyUser(user({ display_name: 'Ada' }));
    expect(settingsState.isDarkMode).toBe(false);
    expect(authState.account?.displayName).toBe('Ada');
  });
  it('forgets the user, the assurance level and a recovery on sign-out', () => {
    authState.initiated = true;
    applyUser(user({}));
    authState.aal = { current: 'aal1', next: 'aal2' };
    authState.recovering = true;
    applyUser(null);
    expect(authState).toMatchObject({ user: null, account: null, aal: { current: null, next: null }, recovering: false });
  });
});
