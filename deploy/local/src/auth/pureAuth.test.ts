import { describe, expect, it } from '@rstest/core';
import { AuthApiError, OAuthError } from './AuthApiError.ts';
import { checkAddress } from './checkAddress.ts';
import { mergeMetadata } from './mergeMetadata.ts';
import { resolveRedirect } from './redirectUrl.ts';
import { renderAuthError } from './renderAuthError.ts';
import { generateOtp, tokenHash } from './tokenHash.ts';

describe('resolveRedirect', () => {
  const site = 'http://localhost:3000';
  it('keeps the site and loopback on any port, falls back to the site otherwise', () => {
    expect(resolveRedirect('http://localhost:3000/login/reset', site)).toBe('http://localhost:3000/login/reset');
    expect(resolveRedirect('http://127.0.0.1:3001/x', site)).toBe('http://127.0.0.1:3001/x');
    expect(resolveRedirect('https://evil.example.com/', site)).toBe(site);
    expect(resolveRedirect('javascript:alert(1)', site)).toBe(site);
    expect(resolveRedirect(null, site)).toBe(site);
    expect(resolveRedirect('https://app.example.com/cb', 'https://app.example.com')).toBe('https://app.example.com/cb');
    expect(resolveRedirect('https://app.example.com:8443/cb', 'https://app.example.com')).toBe('https://app.example.com');
  });
});

describe('tokenHash', () => {
  it('is hex sha224 of address + otp, as GoTrue stores it', () => {
    // printf 'a@b.co123456' | sha224sum
    expect(tokenHash('a@b.co', '123456')).toBe('4911e82389643aeb3ce581cfa27b1630931b88c0206a90fed98a99cf');
    expect(tokenHash('a@b.co', '123456')).not.toBe(tokenHash('a@b.co', '123457'));
    expect(generateOtp()).toMatch(/^\d{6}$/);
  });
});

describe('mergeMetadata', () => {
  it('merges shallowly and deletes keys set to null', () => {
    expect(mergeMetadata({ a: 1, b: { c: 1 } }, { a: null, b: { d: 2 }, e: 3 })).toEqual({ b: { d: 2 }, e: 3 });
  });
});

describe('checkAddress', () => {
  it('normalises emails and phones and rejects bad ones with validation_failed', () => {
    expect(checkAddress({ email: 'Ann@Example.com' })).toEqual({ email: 'ann@example.com' });
    expect(checkAddress({ phone: '+49 (151) 234-5678' })).toEqual({ phone: '491512345678' });
    // A phone GoTrue refuses too: a first digit of 0, or more than 15 digits.
    for (const bad of [{ email: 'nope' }, { phone: '0151234567' }, { phone: '1234567890123456' }]) {
      const thrown = (() => {
        try {
          checkAddress(bad);
        } catch (error) {
          return error;
        }
        return null;
      })();
      expect(thrown).toBeInstanceOf(AuthApiError);
      expect(thrown).toMatchObject({ status: 400, code: 'validation_failed' });
    }
    expect(() => checkAddress({})).toThrow('You must provide either an email or phone number and a password');
  });
});

describe('renderAuthError', () => {
  const error = new AuthApiError(422, 'weak_password', 'Password should be at least 6 characters.', {
    weak_password: { reasons: ['length'] },
  });
  it('uses {code, message} and echoes the API version when the client sent it', () => {
    const reply = renderAuthError(error, true);
    expect(reply.status).toBe(422);
    expect(reply.headers['x-supabase-api-version']).toBe('2024-01-01');
    expect(reply.headers['x-sb-error-code']).toBe('weak_password');
    expect(JSON.parse(String(reply.body))).toEqual({
      code: 'weak_password',
      message: error.message,
      weak_password: { reasons: ['length'] },
    });
  });
  it('uses the legacy {code: status, error_code, msg} otherwise, and the OAuth shape for OAuth errors', () => {
    expect(JSON.parse(String(renderAuthError(error, false).body))).toMatchObject({
      code: 422,
      error_code: 'weak_password',
      msg: error.message,
    });
    const oauth = renderAuthError(new OAuthError('invalid_request', 'refresh_token required'), true);
    expect(JSON.parse(String(oauth.body))).toEqual({ error: 'invalid_request', error_description: 'refresh_token required' });
  });
});
