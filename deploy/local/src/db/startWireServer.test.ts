import net from 'node:net';
import v8 from 'node:v8';
import vm from 'node:vm';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import pg from 'pg';
import { startWireServer, type WireServer } from './startWireServer.ts';

let db: PGlite;
let server: WireServer;
let pool: pg.Pool;

beforeAll(async () => {
  db = await PGlite.create();
  server = await startWireServer(db, 16);
  pool = new pg.Pool({ connectionString: `postgres://postgres@127.0.0.1:${server.port}/postgres`, max: 8 });
});

afterAll(async () => {
  await pool.end();
  await server.stop();
  await db.close();
});

describe('startWireServer', () => {
  it('keeps concurrent parameterised queries from many clients apart (unnamed statements never clobbered)', async () => {
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) => pool.query<{ n: number; s: string }>('select $1::int as n, $2::text as s', [i, `v${i}`])),
    );
    expect(results.map((r) => r.rows[0])).toEqual(results.map((_, i) => ({ n: i, s: `v${i}` })));
  });

  // One such client froze the stack's one process: its length of 0 was read again for good.
  it('closes a connection whose message lengths no client sends, and goes on answering the others', async () => {
    const socket = net.connect(server.port, '127.0.0.1');
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.on('error', () => {});
    socket.write(Buffer.from([0, 0, 0, 0, 0x04, 0xd2, 0x16, 0x2f]));
    await closed;
    expect((await pool.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  it('never lets another client run inside an open transaction', async () => {
    const a = await pool.connect();
    const b = await pool.connect();
    try {
      await a.query('BEGIN');
      await a.query(`select set_config('request.jwt.claims', '{"sub":"a"}', true)`);
      const seenByB = b.query<{ c: string | null }>(`select nullif(current_setting('request.jwt.claims', true), '') as c`);
      await new Promise((resolve) => setTimeout(resolve, 50));
      await a.query('COMMIT');
      expect((await seenByB).rows[0]?.c ?? null).toBeNull();
    } finally {
      a.release();
      b.release();
    }
  });

  it('rolls back the transaction of a client that disconnects mid-way', async () => {
    await pool.query('create table if not exists t (x int)');
    const lone = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${server.port}/postgres` });
    lone.on('error', () => undefined); // the disconnect below is deliberate
    await lone.connect();
    await lone.query('BEGIN');
    await lone.query('insert into t values (1)');
    lone.connection.stream.destroy();
    const { rows } = await pool.query<{ n: string }>('select count(*) as n from t');
    expect(Number(rows[0]?.n)).toBe(0);
  });

  it('keeps each client’s prepared statements apart, under the same name', async () => {
    const a = await pool.connect();
    const b = await pool.connect();
    try {
      const [fromA, fromB] = await Promise.all([
        a.query<{ v: string }>({ name: 'same', text: `select 'a' || $1::text as v`, values: ['1'] }),
        b.query<{ v: string }>({ name: 'same', text: `select 'b' || $1::text as v`, values: ['1'] }),
      ]);
      expect([fromA.rows[0]?.v, fromB.rows[0]?.v]).toEqual(['a1', 'b1']);
      // Run again, pg binds the statement it prepared on that connection.
      const again = await b.query<{ v: string }>({ name: 'same', text: `select 'b' || $1::text as v`, values: ['2'] });
      expect(again.rows[0]?.v).toBe('b2');
    } finally {
      a.release();
      b.release();
    }
  });

  it('closes the prepared statements of a client that goes', async () => {
    const prepared = async () =>
      Number((await pool.query<{ n: string }>(`select count(*) as n from pg_prepared_statements where name like '%gone'`)).rows[0]?.n);
    const lone = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${server.port}/postgres` });
    await lone.connect();
    await lone.query({ name: 'one_gone', text: 'select 1' });
    await lone.query({ name: 'two_gone', text: 'select 2' });
    expect(await prepared()).toBe(2);
    await lone.end();
    await expect.poll(prepared).toBe(0);
  });

  it('keeps nothing of the answers it passed on (a long session does not grow the heap)', async () => {
    v8.setFlagsFromString('--expose-gc');
    const gc = vm.runInNewContext('gc') as () => void;
    const heap = () => {
      gc();
      return process.memoryUsage().heapUsed;
    };
    const send = () => pool.query(`select repeat('x', 10000) as filler`);
    await send();
    const before = heap();
    for (let i = 0; i < 2000; i++) await send();
    // 2,000 answers of 10 KB: 20 MB kept if any part of them were.
    expect((heap() - before) / 1e6).toBeLessThan(5);
  });
});
