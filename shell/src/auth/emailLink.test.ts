import { describe, expect, it } from '@rstest/core';
import { clearUrlFragment, linkMessages, readEmailLink } from './emailLink.ts';

describe('readEmailLink', () => {
  it('reads the type of a working link', () => {
    expect(readEmailLink({ access_token: 't', refresh_token: 'r', type: 'recovery' })).toEqual({ type: 'recovery', error: null });
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
