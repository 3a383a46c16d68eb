import type { Sql } from '../db/withTransaction.ts';

export type UserRow = {
  id: string;
  aud: string;
  role: string;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  phone: string | null;
  phone_confirmed_at: Date | null;
  confirmation_sent_at: Date | null;
  recovery_sent_at: Date | null;
  email_change: string | null;
  email_change_sent_at: Date | null;
  reauthentication_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown>;
  raw_user_meta_data: Record<string, unknown>;
  is_anonymous: boolean;
  banned_until: Date | null;
  created_at: Date;
  updated_at: Date;
};

export async function findUserById(sql: Sql, id: string): Promise<UserRow | null> {
  const { rows } = await sql.query<UserRow>('select * from auth.users where id = $1', [id]);
  return rows[0] ?? null;
}

/** Email or phone, as given in a request body; emails compare case-insensitively. */
export async function findUserByAddress(sql: Sql, address: { email?: string; phone?: string }): Promise<UserRow | null> {
  const { rows } = address.email
    ? await sql.query<UserRow>('select * from auth.users where lower(email) = lower($1)', [address.email])
    : await sql.query<UserRow>('select * from auth.users where phone = $1', [address.phone ?? '']);
  return rows[0] ?? null;
}

export function isConfirmed(user: UserRow): boolean {
  return user.email_confirmed_at !== null || user.phone_confirmed_at !== null;
}

export function isBanned(user: UserRow): boolean {
  return user.banned_until !== null && user.banned_until.getTime() > Date.now();
}
