import { z } from 'zod';

/** Only a same-site path may be a sign-in target: never '//host' or 'https://…' (open redirect). */
const NextPathSchema = z.string().regex(/^\/(?!\/)[^\\\s]*$/);

export function safeNextPath(next: string | null | undefined): string {
  const parsed = NextPathSchema.safeParse(next);
  return parsed.success && !parsed.data.startsWith('/login') && !parsed.data.startsWith('/signup') ? parsed.data : '/';
}
