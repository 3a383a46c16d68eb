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
  /**
   * A real PostgreSQL instead of PGlite: only when given. Never taken from DATABASE_URL, which a
   * developer may have set for another database, where the stack's roles, tables and test users
   * would then go.
   */
  databaseUrl?: string;
  /** Access-token lifetime in seconds (3600); tests shorten it to exercise expiry and refresh. */
  jwtExpiry?: number;
  /**
   * The edge functions' secrets, as `supabase secrets set` gives them on hosted Supabase (e.g.
   * RPC_URL_31337, the node save-proof checks a devnet contract wallet's signature on). The stack
   * adds what the platform gives every function: SUPABASE_URL, the two keys and SITE_URL.
   */
  functionSecrets?: Record<string, string>;
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
  functionSecrets: z.record(z.string().regex(/^[A-Z][A-Z0-9_]*$/), z.string()).default({}),
});

/** Options as given, with defaults; throws on nonsense. */
export function resolveOptions(options: LocalStackOptions) {
  return LocalStackOptionsSchema.parse(options);
}
