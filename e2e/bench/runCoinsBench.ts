import { benchCoins } from './coinsBench.ts';

/** Runs the coins benchmark alone against a running stack: `tsx bench/runCoinsBench.ts`. */
const rows = await benchCoins({
  appUrl: process.env.COINWATCH_APP_URL ?? 'http://localhost:3000',
  supabaseUrl: process.env.SUPABASE_URL ?? 'http://127.0.0.1:54321',
  anonKey: process.env.SUPABASE_ANON_KEY ?? '',
  serviceRoleKey: process.env.SUPABASE_SERVICE_ROLE_KEY ?? '',
});
console.table(rows);
