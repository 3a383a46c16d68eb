import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from '@rstest/core';

const BOOTSTRAP = fileURLToPath(new URL('../../sql/bootstrap.sql', import.meta.url));
const MIGRATIONS = fileURLToPath(new URL('../../../supabase/migrations/', import.meta.url));

// deploy/supabase/README.md promises that each migration is safe to run twice (the SQL-editor route
// has no record of what ran), so every file is run a second time straight after the first.
describe('migrations', () => {
  it('each runs twice without an error, in file-name order', async () => {
    const db = await PGlite.create();
    try {
      await db.exec(await readFile(BOOTSTRAP, 'utf8'));
      const files = (await readdir(MIGRATIONS)).filter((f) => f.endsWith('.sql')).sort();
      expect(files.length).toBeGreaterThan(4);
      for (const file of files) {
        const sql = await readFile(`${MIGRATIONS}${file}`, 'utf8');
        await db.exec(sql);
        await expect(db.exec(sql), file).resolves.toBeDefined();
      }
      // What a hosted project's PostgREST reads to check every request's session (20240101001700);
      // the local stack sets it by its environment, so only this test sees the migration set it.
      const { rows } = await db.query<{ setconfig: string[] }>(
        "select setconfig from pg_db_role_setting where setrole = 'authenticator'::regrole",
      );
      expect(rows.flatMap((r) => r.setconfig)).toContain('pgrst.db_pre_request=private.check_request');
    } finally {
      await db.close();
    }
  }, 120_000); // a fresh PGlite takes seconds to start
});
