// pnpm --filter @coinwatch/supabase run recheck-proofs, with the project's SUPABASE_URL,
// SUPABASE_SERVICE_ROLE_KEY, SITE_URL and RPC_URL_<chain id> in the environment.
import { z } from 'zod';
import { recheckProofs } from './recheckProofs.ts';

const env = z.object({ SUPABASE_URL: z.url(), SUPABASE_SERVICE_ROLE_KEY: z.string().min(20), SITE_URL: z.url() }).safeParse(process.env);
if (!env.success) {
  console.error('Set SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY and SITE_URL (and RPC_URL_<chain id> for contract wallets).');
  process.exit(2);
}
const counts = await recheckProofs({
  supabaseUrl: env.data.SUPABASE_URL,
  serviceKey: env.data.SUPABASE_SERVICE_ROLE_KEY,
  site: new URL(env.data.SITE_URL),
  rpcUrl: (chainId) => process.env[`RPC_URL_${chainId}`],
  log: console.log,
});
console.log(`proofs kept ${counts.kept}, deleted ${counts.deleted}, not checked (a node did not answer; run again) ${counts.unchecked}`);
