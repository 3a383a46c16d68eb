import type { HttpReply } from '../gateway/HttpReply.ts';
import { AuthApiError, type OAuthError } from './AuthApiError.ts';

/**
 * GoTrue's two error shapes (api/errors.go): with X-Supabase-Api-Version `{code, message}` and the
 * version echoed (supabase-js reads error.code only then); without it the legacy
 * `{code: <status>, error_code, msg}`. Both carry x-sb-error-code.
 */
export function renderAuthError(error: AuthApiError | OAuthError, versioned: boolean): HttpReply {
  if (!(error instanceof AuthApiError)) {
    return {
      status: 400,
      headers: { 'content-type': 'application/json', ...(versioned ? { 'x-supabase-api-version': '2024-01-01' } : {}) },
      body: JSON.stringify({ error: error.error, error_description: error.description }),
    };
  }
  const body = versioned
    ? { code: error.code, message: error.message, ...error.extra }
    : { code: error.status, error_code: error.code, msg: error.message, ...error.extra };
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-sb-error-code': error.code };
  if (versioned) headers['x-supabase-api-version'] = '2024-01-01';
  return { status: error.status, headers, body: JSON.stringify(body) };
}
