import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { startLocalStack } from '../src/index.ts';
import { benchStack } from './stackBench.ts';

// `pnpm --filter @coinwatch/local-stack bench`: against SUPABASE_URL & keys when set, otherwise a
// stack of its own on a temporary folder and spare ports.
const EnvSchema = z.object({
  SUPABASE_URL: z.url().optional(),
  SUPABASE_ANON_KEY: z.string().optional(),
  SUPABASE_SERVICE_ROLE_KEY: z.string().optional(),
  BENCH_SECONDS: z.coerce.number().int().min(1).default(10),
});
const env = EnvSchema.parse(process.env);

let stop = async () => undefined;
let target = { url: env.SUPABASE_URL ?? '', anonKey: env.SUPABASE_ANON_KEY ?? '', serviceRoleKey: env.SUPABASE_SERVICE_ROLE_KEY ?? '' };
if (!env.SUPABASE_URL) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'coinwatch-bench-'));
  const stack = await startLocalStack({ dataDir, port: 57321, mailPort: 57324, log: () => undefined });
  target = stack;
  stop = async () => {
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
try {
  console.table(await benchStack(target, env.BENCH_SECONDS));
} finally {
  await stop();
}
