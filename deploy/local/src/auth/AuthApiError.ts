/** An error GoTrue would answer with: HTTP status, machine code (`error.code` in supabase-js), message. */
export class AuthApiError extends Error {
  override readonly name = 'AuthApiError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** OAuth-shaped errors (`{error, error_description}`), which GoTrue uses for a missing refresh_token. */
export class OAuthError extends Error {
  override readonly name = 'OAuthError';
  constructor(
    readonly error: string,
    readonly description: string,
  ) {
    super(description);
  }
}

export const badJson = (detail: string) => new AuthApiError(400, 'bad_json', `Could not parse request body as JSON: ${detail}`);
export const validationFailed = (message: string) => new AuthApiError(400, 'validation_failed', message);
export const otpExpired = (viaHash: boolean) =>
  new AuthApiError(403, 'otp_expired', viaHash ? 'Email link is invalid or has expired' : 'Token has expired or is invalid');
export const weakPassword = (minLength: number) =>
  new AuthApiError(422, 'weak_password', `Password should be at least ${minLength} characters.`, {
    weak_password: { reasons: ['length'] },
  });
export const emailRateLimited = (seconds: number) =>
  new AuthApiError(429, 'over_email_send_rate_limit', `For security purposes, you can only request this after ${seconds} seconds.`);
