// Edge function: tells the caller who the platform thinks they are. It exists to prove the
// functions path end to end (JWT verified by the platform first, then this handler). The same file
// runs on hosted Supabase (serveOnDeno) and in deploy/local (the default export).
import { claimsOf, json, type MakeHandler, preflight, serveOnDeno } from '../_shared/http.ts';

const whoami: MakeHandler = () => async (req) => {
  if (req.method === 'OPTIONS') return preflight();
  const claims = claimsOf(req);
  return json(200, { role: claims.role ?? null, sub: claims.sub ?? null, method: req.method, path: new URL(req.url).pathname });
};

export default whoami;
serveOnDeno(whoami);
