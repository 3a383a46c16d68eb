import { weakPassword } from './AuthApiError.ts';

/** Local default policy (supabase CLI): minimum length only. Throws GoTrue's 422 weak_password. */
export function assertPasswordStrength(password: string, minLength: number): void {
  if ([...password].length < minLength) throw weakPassword(minLength);
}
