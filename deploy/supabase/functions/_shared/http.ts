// What every function here shares: how it is served, its CORS headers and its caller's claims.

/** A function's environment: Deno.env on hosted Supabase, the stack's in deploy/local. */
export type FunctionEnv = { get(name: string): string | undefined };
export type Handler = (req: Request) => Promise<Response>;
/** A function module's default export: its handler, made for an environment. */
export type MakeHandler = (env: FunctionEnv) => Handler;

type DenoLike = { env: FunctionEnv; serve(handler: Handler): unknown };

/** On hosted Supabase (Deno) serves the function; in deploy/local, which imports it, does nothing. */
export function serveOnDeno(make: MakeHandler): void {
  const deno = (globalThis as { Deno?: DenoLike }).Deno;
  if (deno) deno.serve(make(deno.env));
}

// A function sets its own CORS headers, and answers its own preflight, on hosted Supabase as
// locally: the platform adds none. These are the headers supabase-js sends.
export const corsHeaders = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, x-client-info, apikey, content-type',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
};

export const preflight = () => new Response('ok', { headers: corsHeaders });

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { ...corsHeaders, 'content-type': 'application/json' } });

/** The caller's JWT claims. The platform verified the token before the function runs (verify_jwt). */
export function claimsOf(req: Request): Record<string, unknown> {
  const token = /^Bearer\s+(\S+)$/i.exec(req.headers.get('authorization') ?? '')?.[1];
  const payload = token?.split('.')[1];
  if (!payload) return {};
  const parsed: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
  return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
}
