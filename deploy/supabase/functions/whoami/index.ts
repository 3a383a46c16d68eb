// Edge function: tells the caller who the platform thinks they are. It exists to prove the
// functions path end to end (JWT verified by the platform first, then this handler). The same file
// runs on hosted Supabase (Deno.serve below) and in deploy/local (the default export).

type DenoLike = { serve(handler: (req: Request) => Promise<Response>): unknown };

function claimsOf(req: Request): Record<string, unknown> {
  const token = /^Bearer\s+(\S+)$/i.exec(req.headers.get('authorization') ?? '')?.[1];
  const payload = token?.split('.')[1];
  if (!payload) return {};
  const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
  const parsed: unknown = JSON.parse(json);
  return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
}

// A function sets its own CORS headers, and answers its own preflight, on hosted Supabase as
// locally: the platform adds none. These are the headers supabase-js sends.
const corsHeaders = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, x-client-info, apikey, content-type',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
};

export default async function whoami(req: Request): Promise<Response> {
  if (req.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
  const claims = claimsOf(req);
  const body = { role: claims.role ?? null, sub: claims.sub ?? null, method: req.method, path: new URL(req.url).pathname };
  return new Response(JSON.stringify(body), { headers: { ...corsHeaders, 'content-type': 'application/json' } });
}

const deno = (globalThis as { Deno?: DenoLike }).Deno;
if (deno) deno.serve(whoami);
