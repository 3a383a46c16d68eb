import { z } from 'zod';
import { mayFollowNext } from './authState.ts';

/** Only a same-site path may be a sign-in target: never '//host' or 'https://…' (open redirect). */
const NextPathSchema = z.string().regex(/^\/(?!\/)[^\\\s]*$/);

/** The page to go to after the sign-in: `next` if it is a safe one, and the signed-in user's (see mayFollowNext); else Home. */
export function safeNextPath(next: string | null | undefined): string {
  const parsed = NextPathSchema.safeParse(next);
  // Case-blind, as the router is: '/LOGIN' is the sign-in page too.
  const page = parsed.data?.toLowerCase();
  return parsed.success && mayFollowNext(parsed.data) && !page?.startsWith('/login') && !page?.startsWith('/signup') ? parsed.data : '/';
}

/** `path` remembering the page the visitor asked for (`?next=`), unless that is Home. */
export const withNext = (path: string, next: string): string => (next === '/' ? path : `${path}?next=${encodeURIComponent(next)}`);
