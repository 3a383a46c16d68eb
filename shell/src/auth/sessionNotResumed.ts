import { authErrorMessage, isAuthErrorNamed } from './authErrors.ts';

/**
 * The stored session could not be refreshed at start-up for a reason that passes (no answer, or
 * the server's own error): supabase-js keeps it, so the user is still signed in, and must not be
 * shown the sign-in form as if they were not.
 */
export class SessionNotResumed extends Error {
  constructor(cause: unknown) {
    super(`Coinwatch could not confirm your sign-in. ${authErrorMessage(cause)} You are still signed in: reload to go on.`, { cause });
    this.name = 'SessionNotResumed';
  }
}

/** A failed refresh that supabase-js retries rather than ending the session on. */
export const mayPass = (error: unknown) => isAuthErrorNamed(error, 'AuthRetryableFetchError');
