import { NO_ANSWER_MESSAGE, NO_ANSWER_REASON, SESSION_ENDED_MESSAGE } from '@coinwatch/shared';
import { isChunkLoadError } from '../release/staleChunk.ts';

/**
 * supabase-js's auth errors, told apart by their names. Not its isAuth…Error guards: importing any
 * value from supabase-js would load the whole client before /login can paint (supabaseClient.ts).
 */
type AuthErrorLike = Error & { status?: number; code?: string; reasons?: string[] };
export const isAuthErrorNamed = (
  error: unknown,
  name: 'AuthApiError' | 'AuthRetryableFetchError' | 'AuthWeakPasswordError' | 'AuthSessionMissingError',
): error is AuthErrorLike => error instanceof Error && error.name === name;

/** What the account screens say when the auth server refuses, one clear message per cause. */
export const authMessages = {
  network: 'We could not reach the server. Check your connection and try again.',
  noAnswer: NO_ANSWER_MESSAGE,
  serverTrouble: 'The server had a problem. Please try again in a moment.',
  rateLimited: 'Too many attempts. Please wait a minute, then try again.',
  invalidCredentials: 'The email or password is not correct.',
  invalidPhoneCredentials: 'The phone number or password is not correct.',
  emailNotConfirmed: 'Your email address is not confirmed yet. Open the link we emailed you, or send it again.',
  weakPassword: 'This password is too weak.',
  samePassword: 'The new password must be different from the current one.',
  currentPasswordWrong: 'This is not your current password. Type the one you log in with.',
  wrongCode: 'That code is not correct. Check your authenticator app and try again.',
  wrongEmailCode: 'That code is not correct, or has expired. Type the code from the newest email, or ask for a new one.',
  expiredCode: 'That code has expired. Enter the code your authenticator app shows now.',
  reauthenticate: 'For your security, sign in again before you change this.',
  // Shown only when the server refused the address (autoconfirm, a phone, an email change): no link
  // went out, so it must not say one did, nor that the address has an account.
  signupDuplicate:
    'This email or phone number cannot be used. If you already have an account with it, log in or reset your password instead.',
  sessionEnded: SESSION_ENDED_MESSAGE,
  signedOutElsewhere: 'You have been signed out in another tab or on another device. Log in again to go on.',
  sessionExpired: 'Your sign-in on this device has ended: it expired, or it was ended on another device. Log in again to go on.',
  accountDeletedElsewhere:
    'This account was deleted in another tab or on another device, with its coins and addresses. Create an account to use Coinwatch again.',
  phoneNotConfirmed: 'Your phone number is not confirmed yet.',
  tooManyFactors: 'You have as many authenticator apps as an account may have. Remove one, then add the new one.',
  factorGone: 'That authenticator app is no longer set up for this account (another tab may have removed it). The list shows what is.',
  unexpected: 'Something went wrong. Please try again.',
} as const;

const reasonText: Record<string, string> = {
  length: 'it is too short',
  characters: 'it needs more kinds of characters',
  pwned: 'it is known from a data leak',
};

/** The code GoTrue gave the error, if it is one of its API errors. */
export const authErrorCode = (error: unknown): string | undefined => (isAuthErrorNamed(error, 'AuthApiError') ? error.code : undefined);

/** Turns any error from an auth call into the message the form shows. */
export function authErrorMessage(error: unknown): string {
  if (isAuthErrorNamed(error, 'AuthRetryableFetchError')) {
    // Status 0: no answer came (a dropped connection, or the deadline ran out); 5xx: the server's fault.
    if (error.message.includes(NO_ANSWER_REASON)) return authMessages.noAnswer;
    return (error.status ?? 0) >= 500 ? authMessages.serverTrouble : authMessages.network;
  }
  if (isAuthErrorNamed(error, 'AuthWeakPasswordError')) {
    const reasons = (error.reasons ?? []).map((r) => reasonText[r] ?? r);
    return reasons.length ? `${authMessages.weakPassword} Reason: ${reasons.join(', ')}.` : authMessages.weakPassword;
  }
  // GoTrue's session_not_found: supabase-js throws it as its own error, not as an API error.
  if (isAuthErrorNamed(error, 'AuthSessionMissingError')) return authMessages.sessionEnded;
  // supabase-js's own download failed, and no reload could fetch it (offline, or one just made).
  if (isChunkLoadError(error)) return authMessages.network;
  if (!isAuthErrorNamed(error, 'AuthApiError')) return authMessages.unexpected;
  // GoTrue's per-address mail limit says how long to wait ("… after 60 seconds."): pass it on.
  if (error.code === 'over_email_send_rate_limit' && /\d+ seconds/.test(error.message)) return error.message;
  if (error.status === 429) return authMessages.rateLimited;
  switch (error.code) {
    case 'invalid_credentials':
      return authMessages.invalidCredentials;
    case 'email_not_confirmed':
      return authMessages.emailNotConfirmed;
    case 'same_password':
      return authMessages.samePassword;
    // GoTrue's codes when the project requires the current password (update_password_require_current_password).
    case 'current_password_invalid':
    case 'current_password_required':
      return authMessages.currentPasswordWrong;
    case 'mfa_verification_failed':
      return authMessages.wrongCode;
    case 'mfa_challenge_expired':
      return authMessages.expiredCode;
    // GoTrue says this of a wrong email code too: it cannot tell the two apart.
    case 'otp_expired':
      return authMessages.wrongEmailCode;
    case 'insufficient_aal':
    case 'reauthentication_needed':
      return authMessages.reauthenticate;
    case 'user_already_exists':
    case 'email_exists':
      return authMessages.signupDuplicate;
    case 'session_not_found':
    case 'bad_jwt':
    case 'user_not_found':
      return authMessages.sessionEnded;
    case 'phone_not_confirmed':
      return authMessages.phoneNotConfirmed;
    case 'too_many_enrolled_mfa_factors':
      return authMessages.tooManyFactors;
    case 'mfa_factor_not_found':
      return authMessages.factorGone;
    default:
      // GoTrue's other 4xx words are written for users (e.g. "Signups not allowed for this
      // instance"); a 5xx's ("Unexpected failure, please check server logs…") are not.
      return (error.status ?? 500) < 500 && error.message ? error.message : authMessages.unexpected;
  }
}
