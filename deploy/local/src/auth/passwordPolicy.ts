import { validationFailed, weakPassword } from './AuthApiError.ts';

/** bcrypt reads no further than this many bytes of a password. */
export const MAX_PASSWORD_BYTES = 72;

/**
 * Local default policy (supabase CLI): minimum length, and GoTrue's cap (api/password.go, counted in
 * bytes as Go's len does): refused, not cut short, so no password the user did not type works.
 */
export function assertPasswordStrength(password: string, minLength: number): void {
  if (Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES)
    throw validationFailed(`Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`);
  if ([...password].length < minLength) throw weakPassword(minLength);
}
