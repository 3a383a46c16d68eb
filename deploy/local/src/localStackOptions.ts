import { z } from 'zod';

export type LocalStackOptions = {
  dataDir: string;
  /** Gateway port (/auth/v1, /rest/v1, /functions/v1); 54321 like `supabase start`. */
  port?: number;
  /** Mail inbox port; 54324 like Mailpit in `supabase start`. */
  mailPort?: number;
  /** Default false: email confirmations on, like a hosted project. */
  autoconfirm?: boolean;
  siteUrl?: string;
  /** A real PostgreSQL instead of PGlite. Falls back to the DATABASE_URL environment variable. */
  databaseUrl?: string;
  /** Access-token lifetime in seconds (3600); tests shorten it to exercise expiry and refresh. */
  jwtExpiry?: number;
  log?: (line: string) => void;
};

const port = z.number().int().min(0).max(65535);

export const LocalStackOptionsSchema = z.object({
  dataDir: z.string().min(1),
  port: port.default(54321),
  mailPort: port.default(54324),
  autoconfirm: z.boolean().default(false),
  siteUrl: z.url().default('http://localhost:3000'),
  databaseUrl: z.string().min(1).optional(),
  jwtExpiry: z.number().int().min(5).max(604800).default(3600),
});

const EnvSchema = z.object({ DATABASE_URL: z.string().min(1).optional().catch(undefined) });

/** Options as given, with defaults and DATABASE_URL from the environment; throws on nonsense. */
export function resolveOptions(options: LocalStackOptions) {
  const parsed = LocalStackOptionsSchema.parse(options);
  return { ...parsed, databaseUrl: parsed.databaseUrl ?? EnvSchema.parse(process.env).DATABASE_URL };
}
