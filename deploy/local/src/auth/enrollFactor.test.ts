import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { expect, it } from '@rstest/core';
import { DELETE_EXPIRED_FACTORS } from './enrollFactor.ts';

const BOOTSTRAP = fileURLToPath(new URL('../../sql/bootstrap.sql', import.meta.url));

it('an enrolment deletes the abandoned ones of every user: unverified, older than 5 minutes, never challenged', async () => {
  const db = await PGlite.create();
  try {
    await db.exec(await readFile(BOOTSTRAP, 'utf8'));
    const factor = async (user: string, name: string, status: string, age: string) =>
      (
        await db.query<{ id: string }>(
          `insert into auth.mfa_factors (user_id, friendly_name, factor_type, status, secret, created_at)
           values ($1, $2, 'totp', $3, 'S', now() - $4::interval) returning id`,
          [user, name, status, age],
        )
      ).rows[0]?.id;
    const users = await db.query<{ id: string }>(`insert into auth.users (email) values ('a@example.com'), ('b@example.com') returning id`);
    const [a = '', b = ''] = users.rows.map((u) => u.id);
    await factor(a, 'left', 'unverified', '301 seconds');
    await factor(b, 'left by another user', 'unverified', '1 hour');
    await factor(a, 'just begun', 'unverified', '10 seconds');
    await factor(a, 'in use', 'verified', '1 day');
    const tried = await factor(a, 'a code tried on it', 'unverified', '1 hour');
    await db.query('insert into auth.mfa_challenges (factor_id) values ($1)', [tried]);

    await db.query(DELETE_EXPIRED_FACTORS);
    const left = await db.query<{ friendly_name: string }>('select friendly_name from auth.mfa_factors order by friendly_name');
    expect(left.rows.map((f) => f.friendly_name)).toEqual(['a code tried on it', 'in use', 'just begun']);
  } finally {
    await db.close();
  }
}, 120_000); // a fresh PGlite takes seconds to start
