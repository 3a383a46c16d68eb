import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { findFreePort } from '@coinwatch/devnet';
import { spawnStack, stopStack } from './spawnStack.ts';

/**
 * With SUPABASE_URL set the suite runs against that project (local or hosted). Otherwise it starts a
 * stack of its own on a temporary data folder and ports the OS has free (fixed ones sat in the
 * ephemeral range, where a test connection's TIME-WAIT end once refused the listen), with email
 * confirmations on.
 */
export default async function setup(): Promise<() => Promise<void>> {
  if (process.env.SUPABASE_URL) return async () => undefined;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'coinwatch-contract-'));
  const stack = await spawnStack(dataDir, await findFreePort(), await findFreePort(), ['--site-url', 'http://localhost:3000']);
  process.env.SUPABASE_URL = stack.url;
  process.env.SUPABASE_ANON_KEY = stack.anonKey;
  process.env.SUPABASE_SERVICE_ROLE_KEY = stack.serviceRoleKey;
  process.env.INBOX_URL = stack.inboxUrl;
  // Only a stack of our own lets the suite sign tokens that are expired yet correctly signed.
  process.env.SUPABASE_JWT_SECRET = (await readFile(path.join(dataDir, 'jwt-secret'), 'utf8')).trim();
  process.env.SITE_URL = 'http://localhost:3000';
  return async () => {
    await stopStack(stack);
    await rm(dataDir, { recursive: true, force: true });
  };
}
