import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const MIGRATIONS = fileURLToPath(new URL('../../../deploy/supabase/migrations/', import.meta.url));

/** The names of the check constraints the migrations give a table, so a test can ask that each has words. */
export function checkConstraintsOf(table: string): string[] {
  const sql = readdirSync(MIGRATIONS)
    .filter((f) => f.endsWith('.sql'))
    .map((f) => readFileSync(`${MIGRATIONS}${f}`, 'utf8'))
    .join('\n');
  const names = [...sql.matchAll(/constraint (\w+) check/g)].map((m) => m[1] as string);
  return [...new Set(names.filter((n) => n.startsWith(`${table}_`)))];
}
