import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import { withTransaction } from './withTransaction.ts';

export type MigrationResult = { applied: string[]; skipped: number };

/**
 * Runs the local-only platform bootstrap (idempotent, every start), then each migration file not yet
 * recorded in supabase_migrations.schema_migrations — the table the Supabase CLI itself uses, so a
 * database migrated here looks the same to `supabase db push`. Each file runs in its own transaction.
 */
export async function applyMigrations(pool: pg.Pool, bootstrapFile: string, migrationsDir: string): Promise<MigrationResult> {
  const bootstrap = await readFile(bootstrapFile, 'utf8');
  await withTransaction(pool, (sql) => sql.query(bootstrap));
  const files = (await readdir(migrationsDir)).filter((f) => f.endsWith('.sql')).sort();
  const done = await withTransaction(pool, (sql) =>
    sql.query<{ version: string }>('select version from supabase_migrations.schema_migrations'),
  );
  const applied = new Set(done.rows.map((r) => r.version));
  const result: MigrationResult = { applied: [], skipped: 0 };
  for (const file of files) {
    const { version, name } = parseMigrationName(file);
    if (applied.has(version)) {
      result.skipped += 1;
      continue;
    }
    const text = await readFile(path.join(migrationsDir, file), 'utf8');
    await withTransaction(pool, async (sql) => {
      await sql.query(text);
      await sql.query('insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)', [
        version,
        name,
        [text],
      ]);
    });
    result.applied.push(file);
  }
  return result;
}

/** `20240101000000_tracked_coins.sql` → version `20240101000000`, name `tracked_coins` (the CLI's rule). */
export function parseMigrationName(file: string): { version: string; name: string } {
  const match = /^(\d+)_(.+)\.sql$/.exec(file);
  if (!match?.[1] || !match[2]) throw new Error(`migration file name must be <version>_<name>.sql: ${file}`);
  return { version: match[1], name: match[2] };
}
