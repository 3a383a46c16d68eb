import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { AuthContext } from './auth/AuthContext.ts';
import { handleAuth } from './auth/handleAuth.ts';
import { applyMigrations } from './db/applyMigrations.ts';
import { lockDataDir } from './db/lockDataDir.ts';
import { openDatabase } from './db/openDatabase.ts';
import { startGateway } from './gateway/startGateway.ts';
import { deriveApiKeys } from './keys/deriveApiKeys.ts';
import { loadJwtSecret } from './keys/loadJwtSecret.ts';
import { type LocalStackOptions, resolveOptions } from './localStackOptions.ts';
import { createInbox } from './mail/createInbox.ts';
import { startInboxServer } from './mail/startInboxServer.ts';
import { startPostgrest } from './postgrest/startPostgrest.ts';
import { waitUntilHealthy } from './waitUntilHealthy.ts';

export type LocalStack = {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  jwtSecret: string;
  inboxUrl: string;
  /** Settles when PostgREST, the one part in a process of its own, has ended, stopped or not. */
  exited: Promise<void>;
  stop(): Promise<void>;
};

const BOOTSTRAP_SQL = fileURLToPath(new URL('../sql/bootstrap.sql', import.meta.url));
const MIGRATIONS_DIR = fileURLToPath(new URL('../../supabase/migrations/', import.meta.url));
const HOST = '127.0.0.1';

/**
 * Starts database, migrations, PostgREST, auth, gateway and inbox; resolves once every part answers
 * its health check. On any failure, whatever already started is stopped again.
 */
export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const config = resolveOptions(options);
  const log = options.log ?? ((line: string) => console.log(line));
  const stops: Array<() => Promise<void>> = [];
  const stopAll = async () => {
    for (const stop of stops.splice(0).reverse()) {
      await stop().catch((error: unknown) => log(`stop failed: ${String(error)}`));
    }
  };
  try {
    const started = Date.now();
    stops.push(await lockDataDir(config.dataDir));
    const jwtSecret = await loadJwtSecret(config.dataDir);
    const keys = await deriveApiKeys(jwtSecret);

    const db = await openDatabase(config.dataDir, config.databaseUrl);
    stops.push(db.stop);
    const pool = new pg.Pool({ connectionString: db.url, max: 6 });
    pool.on('error', (error) => log(`db pool: ${error.message}`));
    stops.push(() => pool.end());
    const migrations = await applyMigrations(pool, BOOTSTRAP_SQL, MIGRATIONS_DIR);

    const postgrest = await startPostgrest({ dbUri: db.url, jwtSecret, dataDir: config.dataDir, log });
    stops.push(postgrest.stop);

    const inbox = createInbox((mail) => log(`mail: "${mail.subject}" to ${mail.to}`));
    const inboxServer = await startInboxServer(inbox, config.mailPort, HOST);
    stops.push(inboxServer.stop);

    const url = `http://${HOST}:${config.port}`;
    const ctx: AuthContext = {
      pool,
      inbox,
      config: {
        siteUrl: config.siteUrl,
        externalUrl: url,
        autoconfirm: config.autoconfirm,
        jwtSecret,
        jwtExpiry: config.jwtExpiry,
        refreshTokenReuseInterval: 10,
        otpExpiry: 3600,
        emailMaxFrequency: 1,
        minPasswordLength: 6,
        requireCurrentPassword: true,
        bcryptCost: 10,
      },
    };
    const gateway = await startGateway({
      port: config.port,
      host: HOST,
      apiKeys: [keys.anonKey, keys.serviceRoleKey],
      jwtSecret,
      postgrestSocket: postgrest.socketPath,
      auth: (req) => handleAuth(ctx, req, log),
      functionsEnv: {
        ...config.functionSecrets,
        SUPABASE_URL: url,
        SUPABASE_ANON_KEY: keys.anonKey,
        SUPABASE_SERVICE_ROLE_KEY: keys.serviceRoleKey,
        SITE_URL: config.siteUrl,
      },
      log,
    });
    stops.push(gateway.stop);

    const inboxUrl = `http://${HOST}:${config.mailPort}`;
    await waitUntilHealthy(url, keys.anonKey, inboxUrl);
    log(`database  ${db.describe}; migrations applied ${migrations.applied.length}, already there ${migrations.skipped}`);
    log(`api       ${url}  (/auth/v1, /rest/v1 → PostgREST pid ${postgrest.pid}, /functions/v1)`);
    log(`inbox     ${inboxUrl}  (Mailpit-compatible /api/v1/messages)`);
    log(`email confirmations ${config.autoconfirm ? 'off (autoconfirm)' : 'on'}; ready in ${Date.now() - started} ms`);
    return {
      url,
      anonKey: keys.anonKey,
      serviceRoleKey: keys.serviceRoleKey,
      jwtSecret,
      inboxUrl,
      exited: postgrest.exited,
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
