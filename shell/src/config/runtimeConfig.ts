import { ChainOverridesSchema, DevnetDemoSchema } from '@coinwatch/shared';
import { z } from 'zod';

/** The environment the shell runs in, served beside it as /config.json (never baked in). */
export const RuntimeConfigSchema = z.object({
  supabaseUrl: z.url(),
  supabaseAnonKey: z.string().min(1),
  chains: ChainOverridesSchema.default({}),
  /** The local devnet's demo tokens and accounts, when the app runs on it. */
  devnet: DevnetDemoSchema.optional(),
  /** The local stack's mail inbox, where its sign-up and reset links go (`npm start` only). */
  localInbox: z.url().optional(),
});
export type RuntimeConfig = z.infer<typeof RuntimeConfigSchema>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Fetches and validates a JSON file served beside the shell, always fresh: the server marks these
 * files no-cache (revalidated on every use), and the default cache mode lets the page's preload of
 * /config.json answer this fetch.
 */
export async function fetchJson<T>(path: string, schema: z.ZodType<T>): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path);
  } catch (cause) {
    throw new ConfigError(`Could not reach the server for ${path}. Check your connection and reload.`, { cause });
  }
  if (!response.ok)
    throw new ConfigError(`${path} answered ${response.status}. Reload in a minute; if it keeps happening, the site is being updated.`);
  const parsed = schema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
    throw new ConfigError(
      `${path} is not valid: ${where}${issue?.message ?? 'unknown shape'}. Reload later; the site’s settings need fixing.`,
    );
  }
  return parsed.data;
}
