import type { SupportedStorage } from '@supabase/supabase-js';
import { z } from 'zod';

const TokenClaimsSchema = z.object({ sub: z.string().min(1), aal: z.enum(['aal1', 'aal2']).optional() });
type TokenClaims = z.infer<typeof TokenClaimsSchema>;

/** The claims of an access token the app reads; its signature is the server's to check, not ours. */
export function tokenClaims(accessToken: string): TokenClaims | null {
  try {
    const payload = accessToken.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    return TokenClaimsSchema.parse(JSON.parse(json));
  } catch {
    return null;
  }
}

/** The user id (`sub`) an access token names. */
export const tokenUser = (accessToken: string): string | null => tokenClaims(accessToken)?.sub ?? null;

/** The session supabase-js keeps in storage (its JSON), as far as the app relies on it. */
const StoredSessionSchema = z.object({
  access_token: z.string().refine((token) => tokenUser(token) !== null),
  refresh_token: z.string().min(1),
  user: z.object({ id: z.string().min(1) }),
});

/** The user id of a stored session's JSON; null when it is no session. */
export function storedSessionUser(json: string): string | null {
  try {
    return StoredSessionSchema.parse(JSON.parse(json)).user.id;
  } catch {
    return null;
  }
}

/**
 * supabase-js's storage: the page's own, except that a stored session which is none (edited by hand
 * or an extension, cut short, written by another version) is removed when it is read. supabase-js
 * would throw on it at every load ("Invalid UTF-8 sequence") and never remove it; now the visitor
 * is simply signed out, and the next sign-in stores a good one.
 */
export function checkedSessionStorage(storage: Storage, sessionKey: string, onFull: () => void = () => {}): SupportedStorage {
  // What storage refused (full: QuotaExceededError). Kept for this page, so the sign-in under way
  // succeeds instead of failing with "Something went wrong"; it will not outlast the page.
  const refused = new Map<string, string>();
  return {
    getItem(key) {
      if (refused.has(key)) return refused.get(key) ?? null;
      const value = storage.getItem(key);
      if (key !== sessionKey || value === null || storedSessionUser(value) !== null) return value;
      storage.removeItem(key);
      return null;
    },
    setItem(key, value) {
      try {
        storage.setItem(key, value);
        refused.delete(key);
      } catch {
        if (refused.size === 0) onFull();
        refused.set(key, value);
      }
    },
    removeItem(key) {
      refused.delete(key);
      storage.removeItem(key);
    },
  };
}
