import { describe, expect, it } from '@rstest/core';
import { AuthApiError, AuthRetryableFetchError, AuthSessionMissingError, AuthWeakPasswordError } from '@supabase/supabase-js';
import { authErrorMessage, authMessages } from './authErrors.ts';

describe('authErrorMessage', () => {
  it('tells wrong credentials, unconfirmed email, rate limit and network apart', () => {
    const messages = [
      authErrorMessage(new AuthApiError('Invalid login credentials', 400, 'invalid_credentials')),
      authErrorMessage(new AuthApiError('Email not confirmed', 400, 'email_not_confirmed')),
      authErrorMessage(new AuthApiError('Request rate limit reached', 429, 'over_request_rate_limit')),
      authErrorMessage(new AuthRetryableFetchError('Failed to fetch', 0)),
    ];
    expect(messages).toEqual([
      authMessages.invalidCredentials,
      authMessages.emailNotConfirmed,
      authMessages.rateLimited,
      authMessages.network,
    ]);
  });
  it('tells a server error and a server that did not answer from a dropped connection', () => {
    expect(authErrorMessage(new AuthRetryableFetchError('Internal Server Error', 500))).toBe(authMessages.serverTrouble);
    expect(authErrorMessage(new AuthRetryableFetchError('HTTP 503', 503))).toBe(authMessages.serverTrouble);
    expect(authErrorMessage(new AuthRetryableFetchError('The server did not answer in time', 0))).toBe(
      'The server did not answer in time. Try again in a moment.',
    );
  });
  it('says how long to wait before another email', () => {
    const message = 'For security purposes, you can only request this after 60 seconds.';
    expect(authErrorMessage(new AuthApiError(message, 429, 'over_email_send_rate_limit'))).toBe(message);
  });
  it('gives the weak-password reasons', () => {
    const message = authErrorMessage(new AuthWeakPasswordError('Password should be at least 6 characters.', 422, ['length', 'pwned']));
    expect(message).toContain('too short');
    expect(message).toContain('data leak');
  });
  it('tells a wrong TOTP code from an expired one', () => {
    expect(authErrorMessage(new AuthApiError('Invalid TOTP code entered', 422, 'mfa_verification_failed'))).toBe(authMessages.wrongCode);
    expect(authErrorMessage(new AuthApiError('expired', 422, 'mfa_challenge_expired'))).toBe(authMessages.expiredCode);
  });
  it('never says that an address is registered', () => {
    const message = authErrorMessage(new AuthApiError('User already registered', 422, 'user_already_exists'));
    expect(message).toBe(authMessages.signupDuplicate);
    expect(message.toLowerCase()).not.toContain('already registered');
  });
  it('says a session ended elsewhere (another device signed it out) in words, not GoTrue’s', () => {
    // What supabase-js throws for GoTrue's session_not_found.
    expect(authErrorMessage(new AuthSessionMissingError())).toBe(authMessages.sessionEnded);
    for (const code of ['session_not_found', 'bad_jwt', 'user_not_found']) {
      expect(authErrorMessage(new AuthApiError('Session from session_id claim in JWT does not exist', 403, code))).toBe(
        authMessages.sessionEnded,
      );
    }
    expect(authErrorMessage(new AuthApiError('Maximum number of verified factors reached', 422, 'too_many_enrolled_mfa_factors'))).toBe(
      authMessages.tooManyFactors,
    );
    // A factor another tab removed: GoTrue's "Factor not found" says nothing of what to do.
    expect(authErrorMessage(new AuthApiError('Factor not found', 404, 'mfa_factor_not_found'))).toBe(authMessages.factorGone);
  });
  it('has a message for anything else, and never a server failure’s own text', () => {
    expect(authErrorMessage(new Error('boom'))).toBe(authMessages.unexpected);
    expect(
      authErrorMessage(new AuthApiError('Unexpected failure, please check server logs for more information', 500, 'unexpected_failure')),
    ).toBe(authMessages.unexpected);
    expect(authErrorMessage(new AuthApiError('Signups not allowed for this instance', 422, 'signup_disabled'))).toBe(
      'Signups not allowed for this instance',
    );
  });
});
