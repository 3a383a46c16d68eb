import { accessToken } from '@coinwatch/shared/testing';
import { beforeEach, expect, it, rstest } from '@rstest/core';
import { checkedSessionStorage } from './storedSession.ts';

const KEY = 'sb-127-auth-token';
const session = {
  access_token: accessToken({ sub: 'u1', exp: 2_000_000_000 }),
  refresh_token: 'r1',
  expires_at: 2_000_000_000,
  user: { id: 'u1' },
};

beforeEach(() => localStorage.clear());

it('hands a stored session over as it is', () => {
  localStorage.setItem(KEY, JSON.stringify(session));
  expect(checkedSessionStorage(localStorage, KEY).getItem(KEY)).toBe(JSON.stringify(session));
});

it.each([
  ['an access token that is no token', JSON.stringify({ ...session, access_token: 'abc.def.ghi' })],
  ['a user that is no user', JSON.stringify({ ...session, user: 'x' })],
  ['no refresh token', JSON.stringify({ ...session, refresh_token: '' })],
  ['a number', '42'],
  ['JSON cut short', JSON.stringify(session).slice(0, 40)],
])('removes a stored session with %s, so the visitor starts signed out', (_, value) => {
  localStorage.setItem(KEY, value);
  expect(checkedSessionStorage(localStorage, KEY).getItem(KEY)).toBeNull();
  expect(localStorage.getItem(KEY)).toBeNull();
});

it('leaves every other key alone', () => {
  localStorage.setItem(`${KEY}-code-verifier`, 'not json');
  expect(checkedSessionStorage(localStorage, KEY).getItem(`${KEY}-code-verifier`)).toBe('not json');
});

it('keeps a session the full storage refuses for this page, says so once, and forgets it on sign-out', () => {
  const full = {
    setItem: () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    },
    getItem: (key: string) => localStorage.getItem(key),
    removeItem: (key: string) => localStorage.removeItem(key),
  } as unknown as Storage;
  const onFull = rstest.fn();
  const storage = checkedSessionStorage(full, KEY, onFull);
  storage.setItem(KEY, JSON.stringify(session));
  expect(storage.getItem(KEY)).toBe(JSON.stringify(session));
  storage.setItem(KEY, JSON.stringify({ ...session, refresh_token: 'r2' }));
  expect(JSON.parse(String(storage.getItem(KEY))).refresh_token).toBe('r2');
  expect(onFull).toHaveBeenCalledTimes(1);
  storage.removeItem(KEY);
  expect(storage.getItem(KEY)).toBeNull();
});
