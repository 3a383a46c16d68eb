import { accessToken } from '@coinwatch/shared/testing';
import { beforeEach, describe, expect, it } from '@rstest/core';
import type { Session, User } from '@supabase/supabase-js';
import { setDarkMode, settingsState } from '../theme/settingsState.ts';
import { applyFromSession, applyUser } from './applyUser.ts';
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

/** A session whose access token claims `aal`, for a user with the given factors' statuses. */
const session = (aal: string | undefined, factors: Array<'verified' | 'unverified'>): Session => {
  return {
    access_token: accessToken({ sub: 'u1', ...(aal && { aal }) }),
    refresh_token: 'r',
    expires_in: 3600,
    token_type: 'bearer',
    user: {
      ...user({}),
      factors: factors.map((status, i) => ({ id: `f${i}`, status, factor_type: 'totp', created_at: '', updated_at: '' })),
    },
  } as Session;
};

describe('applyFromSession', () => {
  beforeEach(() => applyUser(null));

  it('owes a code when the user has a verified app and the token is aal1', () => {
    applyFromSession(session('aal1', ['verified']));
    expect(authState.aal).toEqual({ current: 'aal1', next: 'aal2' });
    expect(authState.user?.id).toBe('u1');
  });
  it('owes none once the token is aal2, or when the only app is not verified', () => {
    applyFromSession(session('aal2', ['verified']));
    expect(authState.aal).toEqual({ current: 'aal2', next: 'aal2' });
    applyFromSession(session('aal1', ['unverified']));
    expect(authState.aal).toEqual({ current: 'aal1', next: 'aal1' });
  });
  it('reads a token it cannot decode as no level, and still owes a verified app its code', () => {
    applyFromSession({ ...session(undefined, ['verified']), access_token: 'not-a-token' });
    expect(authState.aal).toEqual({ current: null, next: 'aal2' });
  });
});
