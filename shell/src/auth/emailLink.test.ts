import { accessToken } from '@coinwatch/shared/testing';
import { describe, expect, it } from '@rstest/core';
import {
  clearUrlFragment,
  isAnotherAccountsLink,
  isOtherAccountsLinkMessage,
  linkMessages,
  otherAccountsLink,
  readEmailLink,
} from './emailLink.ts';

describe('readEmailLink', () => {
  const token = accessToken({ sub: 'u1' });
  it('reads the type of a working link', () => {
    expect(readEmailLink({ access_token: token, refresh_token: 'r', expires_in: '3600', token_type: 'bearer', type: 'recovery' })).toEqual({
      type: 'recovery',
      error: null,
    });
  });
  it('refuses a link cut short or garbled in the mail: a part of the session missing, or no readable access token', () => {
    expect(readEmailLink({ access_token: token, type: 'recovery' })).toEqual({ type: 'recovery', error: linkMessages.failed });
    // Cut after the refresh token: supabase-js needs the expiry and the token type too.
    expect(readEmailLink({ access_token: token, refresh_token: 'r', type: 'recovery' })).toEqual({
      type: 'recovery',
      error: linkMessages.failed,
    });
    expect(readEmailLink({ access_token: 'garbled', refresh_token: 'r' })).toEqual({ type: null, error: linkMessages.failed });
  });
  it('explains an expired or used link', () => {
    const link = readEmailLink({
      error: 'access_denied',
      error_code: 'otp_expired',
      error_description: 'Email link is invalid or has expired',
    });
    expect(link?.error).toBe(linkMessages.expired);
  });
  it('has a message for any other link error', () => {
    expect(readEmailLink({ error: 'server_error' })?.error).toBe(linkMessages.failed);
  });
  it('is no email link when the address carries neither a session nor an error', () => {
    expect(readEmailLink({})).toBeNull();
    expect(readEmailLink({ type: 'recovery' })).toBeNull();
  });
});

describe('clearUrlFragment', () => {
  it('takes the fragment out of the address without a new history entry', () => {
    history.replaceState({ key: 'k' }, '', '/login/verify?next=%2F#access_token=secret&type=signup');
    const entries = history.length;
    clearUrlFragment();
    expect(location.hash).toBe('');
    expect(location.pathname + location.search).toBe('/login/verify?next=%2F');
    expect(history.length).toBe(entries);
    expect(history.state).toEqual({ key: 'k' });
  });
});

describe('isAnotherAccountsLink', () => {
  const stored = (id: string) =>
    JSON.stringify({ access_token: accessToken({ sub: id }), refresh_token: 'y', user: { id, email: 'a@example.com' } });
  const A = '2f4c1b8e-0000-4000-8000-00000000000a';
  const B = 'f0e1d2c3-0000-4000-8000-00000000000b';

  it('is a link for another user than the one signed in here', () => {
    expect(isAnotherAccountsLink(accessToken({ sub: B, aal: 'aal1' }), stored(A))).toBe(true);
  });
  it('is not when the link is for the user signed in, or nobody is', () => {
    expect(isAnotherAccountsLink(accessToken({ sub: A }), stored(A))).toBe(false);
    expect(isAnotherAccountsLink(accessToken({ sub: B }), null)).toBe(false);
  });
  it('leaves a link alone when either side cannot be read (the client then decides as before)', () => {
    expect(isAnotherAccountsLink('not-a-token', stored(A))).toBe(false);
    expect(isAnotherAccountsLink(accessToken({ role: 'authenticated' }), stored(A))).toBe(false);
    expect(isAnotherAccountsLink(accessToken({ sub: B }), '{broken')).toBe(false);
    expect(isAnotherAccountsLink(undefined, stored(A))).toBe(false);
  });
});

describe('otherAccountsLink', () => {
  it('says what each type of link did for the other account, and is told apart from the other link errors', () => {
    expect(otherAccountsLink('signup')).toMatch(/^This link confirmed the email of another account/);
    expect(otherAccountsLink('recovery')).toMatch(/^This password reset link is for another account/);
    for (const type of ['magiclink', null]) expect(otherAccountsLink(type)).toMatch(/^This link is for another account/);
    for (const type of ['signup', 'recovery', null]) expect(isOtherAccountsLinkMessage(otherAccountsLink(type))).toBe(true);
    expect(isOtherAccountsLinkMessage(linkMessages.expired)).toBe(false);
  });
  it('a type from a crafted link that every object has (constructor, toString) gets the general message, not code', () => {
    for (const type of ['constructor', 'toString', '__proto__'])
      expect(otherAccountsLink(type)).toMatch(/^This link is for another account/);
  });
});
