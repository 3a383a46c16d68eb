import type { HttpReply } from './HttpReply.ts';

export type Service = 'auth' | 'rest' | 'functions' | 'none';

const json = (status: number, body: unknown, headers: Record<string, string> = {}): HttpReply => ({
  status,
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

/**
 * Errors the gateway itself gives, each in the shape of the service behind the path, so clients
 * parse them as they parse that service's own errors.
 */
export function gatewayError(service: Service, status: number, code: string, message: string): HttpReply {
  if (service === 'rest') return json(status, { code, message, details: null, hint: null });
  if (service === 'auth') {
    return json(status, { code, message }, { 'x-supabase-api-version': '2024-01-01', 'x-sb-error-code': code });
  }
  if (service === 'functions') return json(status, { code, message });
  return json(status, { message });
}

/** Hosted Supabase's API-key errors (contract §0). */
export const noApiKey = (): HttpReply => json(401, { message: 'No API key found in request' });
export const invalidApiKey = (): HttpReply =>
  json(401, { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' });
