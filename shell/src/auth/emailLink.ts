import { storedSessionUser, tokenUser } from './storedSession.ts';

/** What an email link (confirmation, magic link, recovery) brought in the page's address. */
export type EmailLink = { type: string | null; error: string | null };

/** What went wrong with a link; the page adds what to do, which depends on who is signed in. */
export const linkMessages = {
  expired: 'This link has expired or has already been used.',
  failed: 'This link could not be used.',
} as const;

/**
 * Another account's link, opened where this one is signed in: the server has done what the link
 * asks for that account, and its session is refused here. Only ever signed in: each says what to do.
 */
const OTHER =
  'This link is for another account, and is used up now. You are still signed in as before: to use that account, log out, then log in to it.';
// A Map: the type comes from the link's address, and a plain object would also answer to
// "constructor" and the other names every object has.
const otherAccountsLinks = new Map([
  [
    'signup',
    'This link confirmed the email of another account, which can log in now. You are still signed in as before: to use that account, log out, then log in to it.',
  ],
  [
    'recovery',
    'This password reset link is for another account, and is used up now. You are still signed in as before: to reset that account’s password, log out, then ask for a new link.',
  ],
]);

/** What a link of the given type, for another account than the one signed in, did and what to do. */
export const otherAccountsLink = (type: string | null): string => otherAccountsLinks.get(type ?? '') ?? OTHER;

/** Whether a link error is another account's link (it says what to do, and a Log out goes with it). */
export const isOtherAccountsLinkMessage = (message: string): boolean =>
  message === OTHER || [...otherAccountsLinks.values()].includes(message);

/**
 * What GoTrue's redirect says, in `message`, when the first of an email change's two links is
 * opened (secure email change, api/verify.go): nothing has changed yet.
 */
export const EMAIL_CHANGE_HALFWAY = 'Confirmation link accepted. Please proceed to confirm link sent to the other email';

/**
 * Whether an email link's session belongs to another user than the session this browser keeps
 * (supabase-js's stored JSON). Taken, it would switch the signed-in user without a word: anyone
 * could send a link with their own account's tokens, and the visitor would go on in that account
 * (and might sign an ownership proof into it).
 */
export function isAnotherAccountsLink(accessToken: string | undefined, storedSession: string | null): boolean {
  if (!accessToken || !storedSession) return false;
  const stored = storedSessionUser(storedSession);
  if (stored === null) return false;
  const linked = tokenUser(accessToken);
  return linked !== null && linked !== stored;
}

/**
 * Reads the fragment (and query) parameters GoTrue's redirect carries; never the tokens. Null when
 * the address is not an email link's (the same test supabase-js makes for an implicit-flow callback).
 */
export function readEmailLink(params: Record<string, string>): EmailLink | null {
  const type = params.type ?? null;
  // A session link cut short or garbled in the mail (a part of the session missing, an access token
  // that cannot be read) signs nobody in: said as a refused link is, not a silent /login.
  const whole = params.refresh_token && params.expires_in && params.token_type && tokenUser(params.access_token ?? '');
  if (!(params.error || params.error_code || params.error_description))
    return params.access_token ? { type, error: whole ? null : linkMessages.failed } : null;
  return { type, error: params.error_code === 'otp_expired' ? linkMessages.expired : linkMessages.failed };
}

/** Takes the fragment out of the address bar (and out of history), keeping the router's state. */
export function clearUrlFragment(win: Window = window): void {
  if (!win.location.hash) return;
  win.history.replaceState(win.history.state, '', win.location.pathname + win.location.search);
}
