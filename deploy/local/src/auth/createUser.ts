import type { Sql } from '../db/withTransaction.ts';
import type { Address } from './checkAddress.ts';

export type NewUser = Address & { passwordHash: string | null; metadata: Record<string, unknown>; confirmed: boolean };

/** Inserts auth.users plus its email/phone identity, as GoTrue's signupNewUser does. */
export async function createUser(sql: Sql, user: NewUser): Promise<{ id: string }> {
  const provider = user.email ? 'email' : 'phone';
  const { rows } = await sql.query<{ id: string }>(
    `insert into auth.users (email, phone, encrypted_password, raw_app_meta_data, raw_user_meta_data, email_confirmed_at, phone_confirmed_at)
     values ($1, $2, $3, $4, $5, $6, $7) returning id`,
    [
      user.email ?? null,
      user.phone ?? null,
      user.passwordHash,
      JSON.stringify({ provider, providers: [provider] }),
      JSON.stringify(user.metadata),
      user.confirmed && user.email ? new Date() : null,
      user.confirmed && user.phone ? new Date() : null,
    ],
  );
  const created = rows[0];
  if (!created) throw new Error('user insert returned nothing');
  const identityData = {
    sub: created.id,
    ...(user.email ? { email: user.email } : { phone: user.phone }),
    email_verified: user.confirmed && Boolean(user.email),
    phone_verified: user.confirmed && Boolean(user.phone),
  };
  await sql.query('insert into auth.identities (provider_id, user_id, identity_data, provider) values ($1, $2, $3, $4)', [
    created.id,
    created.id,
    JSON.stringify(identityData),
    provider,
  ]);
  return created;
}
