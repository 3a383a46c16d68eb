import { isAuthErrorNamed } from './authErrors.ts';
import { supabase } from './supabaseClient.ts';

/**
 * GoTrue refuses a call made with a session it no longer has (signed out on another device, or
 * ended by a password change there). supabase-js makes that an AuthSessionMissingError but keeps
 * the stored session (only getUser drops it), so every later save would fail the same way. Ending
 * it here too lets the guard send the user to sign in (SIGNED_OUT). Returns the error, to throw.
 */
export function endIfSessionGone<E>(error: E): E {
  if (isAuthErrorNamed(error, 'AuthSessionMissingError')) void supabase().auth.signOut({ scope: 'local' });
  return error;
}
