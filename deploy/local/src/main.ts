import path from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { type LocalStack, startLocalStack } from './startLocalStack.ts';

// `tsx src/main.ts --data-dir X [--port 54321] [--mail-port 54324] [--autoconfirm] [--site-url U]
//  [--jwt-expiry S] [--database-url postgres://…] [--json]`: the stack on its own. --json prints one machine-readable line when
// ready (the contract suite's crash test reads it).
const { values } = parseArgs({
  options: {
    'data-dir': { type: 'string' },
    port: { type: 'string' },
    'mail-port': { type: 'string' },
    autoconfirm: { type: 'boolean' },
    'site-url': { type: 'string' },
    'jwt-expiry': { type: 'string' },
    'database-url': { type: 'string' },
    json: { type: 'boolean' },
  },
});

const ArgsSchema = z.object({
  'data-dir': z.string({ error: '--data-dir is required' }).min(1),
  port: z.coerce.number().int().optional(),
  'mail-port': z.coerce.number().int().optional(),
  autoconfirm: z.boolean().optional(),
  'site-url': z.url().optional(),
  'jwt-expiry': z.coerce.number().int().optional(),
  'database-url': z.string().startsWith('postgres', { error: '--database-url must be a postgres:// or postgresql:// URL' }).optional(),
  json: z.boolean().optional(),
});

const args = ArgsSchema.safeParse(values);
if (!args.success) {
  console.error(args.error.issues.map((i) => i.message).join('\n'));
  process.exit(2);
}
const a = args.data;

// Handlers go in before start-up, so a Ctrl-C while the stack starts also ends in a clean stop.
let signalled: string | null = null;
let stack: LocalStack | null = null;
const shutdown = (signal: string) => {
  if (signalled) process.exit(1); // a second Ctrl-C: stop waiting
  signalled = signal;
  console.log(`${signal}: stopping`);
  if (stack) void stopAndExit(stack);
};
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));

async function stopAndExit(running: LocalStack): Promise<never> {
  try {
    await running.stop();
    process.exit(0);
  } catch (error) {
    console.error(error);
    process.exit(1);
  }
}

stack = await startLocalStack({
  dataDir: path.resolve(a['data-dir']),
  port: a.port,
  mailPort: a['mail-port'],
  autoconfirm: a.autoconfirm,
  siteUrl: a['site-url'],
  jwtExpiry: a['jwt-expiry'],
  databaseUrl: a['database-url'],
  log: (line) => console.log(line),
});
if (signalled) await stopAndExit(stack);

if (a.json) {
  console.log(
    JSON.stringify({ ready: true, url: stack.url, anonKey: stack.anonKey, serviceRoleKey: stack.serviceRoleKey, inboxUrl: stack.inboxUrl }),
  );
} else {
  console.log(`anon key          ${stack.anonKey}`);
  console.log(`service_role key  ${stack.serviceRoleKey}`);
  console.log('Ctrl-C stops everything.');
}
