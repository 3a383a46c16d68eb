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

export default async function whoami(req: Request): Promise<Response> {
  const claims = claimsOf(req);
  const body = { role: claims.role ?? null, sub: claims.sub ?? null, method: req.method };
  return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
}

const deno = (globalThis as { Deno?: DenoLike }).Deno;
if (deno) deno.serve(whoami);
