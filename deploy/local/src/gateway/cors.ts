import type { IncomingHttpHeaders } from 'node:http';

// PostgREST exposes Content-Range, GoTrue exposes X-Supabase-Api-Version: without the latter a
// browser's supabase-js cannot read error.code (contract §0, §1.10).
const EXPOSED = 'Content-Range, X-Supabase-Api-Version, X-Sb-Error-Code, Content-Profile, Preference-Applied, Location, Range-Unit';
const DEFAULT_ALLOWED =
  'apikey, authorization, content-type, x-client-info, x-supabase-api-version, accept-profile, content-profile, prefer, x-retry-count, range';

/** Headers every gateway response carries. */
export function corsHeaders(): Record<string, string> {
  return { 'access-control-allow-origin': '*', 'access-control-expose-headers': EXPOSED };
}

/** A preflight answer that reflects whatever headers the browser asks to send. */
export function preflightHeaders(request: IncomingHttpHeaders): Record<string, string> {
  const asked = request['access-control-request-headers'];
  return {
    ...corsHeaders(),
    'access-control-allow-methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
    'access-control-allow-headers': typeof asked === 'string' && asked.trim() ? asked : DEFAULT_ALLOWED,
    'access-control-max-age': '86400',
  };
}
