import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { startWireServer } from './startWireServer.ts';

export type OpenDatabase = {
  /** Connection string for the stack's own clients and PostgREST. */
  url: string;
  describe: string;
  stop(): Promise<void>;
};

/**
 * The stack's database: a real PostgreSQL when `databaseUrl` is given, otherwise PGlite persisted in
 * `<dataDir>/pgdata` and served over the wire protocol so PostgREST and the auth service can share it.
 */
export async function openDatabase(dataDir: string, databaseUrl: string | undefined): Promise<OpenDatabase> {
  if (databaseUrl) {
    return { url: databaseUrl, describe: 'PostgreSQL (databaseUrl)', stop: async () => undefined };
  }
  const pgdata = path.join(dataDir, 'pgdata');
  await mkdir(pgdata, { recursive: true });
  const db = await PGlite.create(pgdata);
  // PostgREST's pool (10) + the auth pool (6) + the migration client, with room to spare.
  const wire = await startWireServer(db, 64);
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${wire.port}/postgres`,
    describe: `PGlite ${pgdata} (wire protocol on 127.0.0.1:${wire.port})`,
    stop: async () => {
      await wire.stop();
      await db.close();
    },
  };
}
