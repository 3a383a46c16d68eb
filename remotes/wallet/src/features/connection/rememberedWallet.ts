import { USER_STORAGE_PREFIX } from '@coinwatch/shared/toolkit';
import * as z from '@coinwatch/shared/zod';

/** The user's: the shell removes it when they sign out, or another user signs in. */
const KEY = `${USER_STORAGE_PREFIX}wallet`;
/** Where builds before it kept it, for any user: removed when read. */
const OLD_KEY = 'coinwatch:wallet';
const RememberedSchema = z.object({ rdns: z.string().check(z.regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i)), userId: z.string() });

/**
 * The wallet the user connected last (its rdns), to reconnect without a prompt on the next visit;
 * only for that user (the shell clears the key at sign-out, but a connect may finish after it).
 */
export function rememberedWallet(userId: string): string | null {
  try {
    localStorage.removeItem(OLD_KEY);
    const parsed = RememberedSchema.safeParse(JSON.parse(localStorage.getItem(KEY) ?? 'null'));
    return parsed.success && parsed.data.userId === userId ? parsed.data.rdns : null;
  } catch {
    return null;
  }
}

export function rememberWallet(remembered: { rdns: string; userId: string } | null): void {
  try {
    if (remembered === null) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, JSON.stringify(remembered));
  } catch {
    // Storage full or blocked: the next visit asks again, nothing else is lost.
  }
}
