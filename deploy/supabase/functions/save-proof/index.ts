// Edge function: the one way an ownership proof gets into public.address_proofs (migration
// 20240101001500_proofs_saved_by_function.sql). It checks the proof itself (checkProof.ts), then
// writes the row for the caller as the service role. The same file runs on hosted Supabase
// (serveOnDeno; its npm imports are in deno.json) and in deploy/local (the default export).
import { getAddress } from 'viem';
import { claimsOf, type FunctionEnv, json, type MakeHandler, preflight, serveOnDeno } from '../_shared/http.ts';
import { checkProof, type ProofRequest, ProofRequestSchema } from './checkProof.ts';

const COLUMNS = 'id,address,chain_id,message,signature,signed_at';

/** A refusal in PostgREST's error shape, which the wallet tool already reads. */
const refusal = (status: number, code: string, message: string) => json(status, { code, message, details: null, hint: null });

/**
 * PostgREST's answer passed on when it is the row, or a refusal the user can act on: `codes`. Any
 * other (a service key refused, a grant missing, a proxy's page) is the server's own failure: logged,
 * and answered as one, not as the user's session or input.
 */
async function passOn(res: Response, codes: readonly string[]): Promise<Response> {
  const text = await res.text();
  let body: unknown = null;
  try {
    body = JSON.parse(text || 'null');
  } catch {}
  const code = (body as { code?: unknown } | null)?.code;
  if (res.ok || (typeof code === 'string' && codes.includes(code))) return json(res.status, body);
  console.error(`save-proof: PostgREST answered ${res.status}: ${text.slice(0, 500)}`);
  return refusal(500, 'save_failed', 'The server could not save the proof. Try again later.');
}

/** The caller's own token refused: a session ended (PT401), owing its code (PT403), a token expired. */
const SESSION_CODES = ['PT401', 'PT403', 'PGRST301', 'PGRST303'];
/** The write refused for the user's reason: a duplicate (an Undo after a newer proof), a value, an account gone. */
const WRITE_CODES = ['23505', '23514', '23503'];

function userIdOf(req: Request): string | null {
  const claims = claimsOf(req);
  return claims.role === 'authenticated' && typeof claims.sub === 'string' ? claims.sub : null;
}

/** A new proof replaces the user's older one of the address; one put back by Undo keeps its id. */
function writeRow(config: Config, userId: string, proof: ProofRequest, signedAt: Date): Promise<Response> {
  const restore = proof.id !== undefined;
  const row = {
    ...(restore && { id: proof.id }),
    user_id: userId,
    address: getAddress(proof.address),
    chain_id: proof.chainId,
    message: proof.message,
    signature: proof.signature,
    signed_at: signedAt.toISOString(),
  };
  return fetch(`${config.supabaseUrl}/rest/v1/address_proofs?select=${COLUMNS}${restore ? '' : '&on_conflict=user_id,address'}`, {
    method: 'POST',
    headers: {
      apikey: config.serviceKey,
      authorization: `Bearer ${config.serviceKey}`,
      'content-type': 'application/json',
      accept: 'application/vnd.pgrst.object+json',
      prefer: restore ? 'return=representation' : 'return=representation,resolution=merge-duplicates',
    },
    body: JSON.stringify(row),
  });
}

type Config = { supabaseUrl: string; serviceKey: string; site: URL };

/** What hosted Supabase gives every function (SUPABASE_URL, the key), and the site's address (a secret); null if any is missing. */
function configOf(env: FunctionEnv): Config | null {
  const supabaseUrl = env.get('SUPABASE_URL');
  const serviceKey = env.get('SUPABASE_SERVICE_ROLE_KEY');
  const siteUrl = env.get('SITE_URL');
  return supabaseUrl && serviceKey && siteUrl && URL.canParse(siteUrl) ? { supabaseUrl, serviceKey, site: new URL(siteUrl) } : null;
}

const saveProof: MakeHandler = (env) => async (req) => {
  if (req.method === 'OPTIONS') return preflight();
  if (req.method !== 'POST') return refusal(405, 'method_not_allowed', 'Send the proof with POST.');
  const userId = userIdOf(req);
  if (!userId) return refusal(401, 'PT401', 'Not signed in');
  const config = configOf(env);
  if (!config)
    return refusal(500, 'not_configured', 'The server is not set up to check proofs (SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY, SITE_URL).');
  const parsed = ProofRequestSchema.safeParse(await req.json().catch(() => null));
  if (!parsed.success) return refusal(400, 'proof_refused', 'The proof was not sent in the form the server takes.');

  const check = await checkProof({
    proof: parsed.data,
    userId,
    site: config.site,
    now: new Date(),
    rpcUrl: (chainId) => env.get(`RPC_URL_${chainId}`),
  });
  if (!check.ok) return refusal(check.unchecked ? 503 : 400, check.unchecked ? 'proof_unchecked' : 'proof_refused', check.message);

  // The caller's own session, just before the write (a chain's node may take a while): one that has
  // ended, or owes its authenticator code, may not write by REST, and so not here either (the
  // service role below is bound by no policy).
  const session = await fetch(`${config.supabaseUrl}/rest/v1/rpc/assert_session_may_write`, {
    method: 'POST',
    headers: {
      apikey: req.headers.get('apikey') ?? env.get('SUPABASE_ANON_KEY') ?? '',
      authorization: req.headers.get('authorization') ?? '',
      'content-type': 'application/json',
    },
    body: '{}',
  });
  if (!session.ok) return passOn(session, SESSION_CODES);
  return passOn(await writeRow(config, userId, parsed.data, check.signedAt), WRITE_CODES);
};

export default saveProof;
serveOnDeno(saveProof);
