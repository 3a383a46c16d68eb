import { z } from 'zod';

/** Only a same-site path may be a sign-in target: never '//host' or 'https://…' (open redirect). */
const NextPathSchema = z.string().regex(/^\/(?!\/)[^\\\s]*$/);

export function safeNextPath(next: string | null | undefined): string {
  const parsed = NextPathSchema.safeParse(next);
  // Case-blind, as the router is: '/LOGIN' is the sign-in page too.
  const page = parsed.data?.toLowerCase();
  return parsed.success && !page?.startsWith('/login') && !page?.startsWith('/signup') ? parsed.data : '/';
}

/** `path` remembering the page the visitor asked for (`?next=`), unless that is Home. */
export const withNext = (path: string, next: string): string => (next === '/' ? path : `${path}?next=${encodeURIComponent(next)}`);
