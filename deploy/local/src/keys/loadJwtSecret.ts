import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

// PostgREST refuses HS256 secrets shorter than 32 characters.
const SecretSchema = z.string().trim().min(32);

/** The JWT secret is generated on first start and kept in the data folder, never in the repo. */
export async function loadJwtSecret(dataDir: string): Promise<string> {
  const file = path.join(dataDir, 'jwt-secret');
  try {
    const parsed = SecretSchema.safeParse(await readFile(file, 'utf8'));
    if (parsed.success) return parsed.data;
  } catch {
    // first start: fall through and create it
  }
  const secret = randomBytes(48).toString('base64url');
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
