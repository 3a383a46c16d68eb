import * as z from '@coinwatch/shared/zod';

const KEY = 'coinwatch:wallet';
const RememberedSchema = z.object({ rdns: z.string().check(z.regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i)) });

/** The wallet the user connected last (its rdns), to reconnect without a prompt on the next visit. */
export function rememberedWallet(): string | null {
  try {
    const parsed = RememberedSchema.safeParse(JSON.parse(localStorage.getItem(KEY) ?? 'null'));
    return parsed.success ? parsed.data.rdns : null;
  } catch {
    return null;
  }
}

export function rememberWallet(rdns: string | null): void {
  try {
    if (rdns === null) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, JSON.stringify({ rdns }));
  } catch {
    // Storage full or blocked: the next visit asks again, nothing else is lost.
  }
}
