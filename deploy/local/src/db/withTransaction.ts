import type pg from 'pg';

export type Sql = {
  query<R extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<pg.QueryResult<R>>;
};

/**
 * Runs `work` in one transaction. Every auth query goes through here, because the PGlite wire server
 * hands the single backend to another client only between transactions: an explicit BEGIN keeps a
 * parameterised query's Parse/Bind/Execute together with the rest of the unit of work.
 */
export async function withTransaction<T>(pool: pg.Pool, work: (sql: Sql) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
