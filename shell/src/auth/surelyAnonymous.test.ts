import { describe, expect, it } from '@rstest/core';
import type { AppConfig } from '../config/appConfig.ts';
import { maybeSignedIn, sessionStorageKey, surelyAnonymous } from './supabaseClient.ts';

const config = { supabaseUrl: 'http://127.0.0.1:54321' } as AppConfig;

describe('surelyAnonymous (start-up without waiting for supabase-js)', () => {
  it('uses the key supabase-js stores the session under', () => {
    expect(sessionStorageKey('http://127.0.0.1:54321')).toBe('sb-127-auth-token');
    expect(sessionStorageKey('https://abcd.supabase.co')).toBe('sb-abcd-auth-token');
  });

  it('is true with no stored session and nothing in the URL', () => {
    localStorage.clear();
    expect(surelyAnonymous(config, localStorage, 'http://localhost:3000/login')).toBe(true);
  });

  it('is false with a stored session', () => {
    localStorage.setItem('sb-127-auth-token', '{}');
    expect(surelyAnonymous(config, localStorage, 'http://localhost:3000/')).toBe(false);
    localStorage.clear();
  });

  it.each([
    'http://localhost:3000/login/verify#access_token=x&refresh_token=y&type=signup',
    'http://localhost:3000/login/verify#error=access_denied&error_code=otp_expired',
    'http://localhost:3000/login?code=abc',
  ])('is false when the URL brings an email link: %s', (url) => {
    expect(surelyAnonymous(config, localStorage, url)).toBe(false);
  });

  it('is false when storage cannot be read', () => {
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
    } as unknown as Storage;
    expect(surelyAnonymous(config, blocked, 'http://localhost:3000/')).toBe(false);
  });
});

describe('maybeSignedIn (fetch supabase-js early, before the config is known)', () => {
  it('is false with nothing stored and nothing in the URL', () => {
    localStorage.clear();
    localStorage.setItem('coinwatch:settings', '{"isDarkMode":true}');
    expect(maybeSignedIn(localStorage, 'http://localhost:3000/login')).toBe(false);
    localStorage.clear();
  });

  it('is true with a session stored for any project', () => {
    localStorage.setItem('sb-abcd-auth-token', '{}');
    expect(maybeSignedIn(localStorage, 'http://localhost:3000/')).toBe(true);
    localStorage.clear();
  });

  it('is true when the URL brings an email link', () => {
    expect(maybeSignedIn(localStorage, 'http://localhost:3000/login/verify#access_token=x&type=signup')).toBe(true);
  });
});
