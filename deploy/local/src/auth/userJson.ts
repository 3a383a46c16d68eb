import type { Sql } from '../db/withTransaction.ts';
import { findUserById, type UserRow } from './userRow.ts';

type IdentityRow = {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  last_sign_in_at: Date | null;
  created_at: Date;
  updated_at: Date;
  email: string | null;
};

type FactorRow = {
  id: string;
  friendly_name: string | null;
  factor_type: string;
  status: string;
  created_at: Date;
  updated_at: Date;
  last_challenged_at: Date | null;
};

const iso = (d: Date | null) => (d ? d.toISOString() : undefined);

/** GoTrue's user JSON (models/user.go), loaded eagerly with identities and factors. */
export async function loadUserJson(sql: Sql, id: string): Promise<Record<string, unknown>> {
  const user = await findUserById(sql, id);
  if (!user) throw new Error(`user ${id} vanished`);
  const identities = await sql.query<IdentityRow>('select * from auth.identities where user_id = $1 order by created_at', [id]);
  const factors = await sql.query<FactorRow>(
    'select id, friendly_name, factor_type, status, created_at, updated_at, last_challenged_at from auth.mfa_factors where user_id = $1 order by created_at',
    [id],
  );
  return userJson(user, identities.rows, factors.rows);
}

export function userJson(user: UserRow, identities: IdentityRow[], factors: FactorRow[]): Record<string, unknown> {
  const confirmedAt = user.email_confirmed_at ?? user.phone_confirmed_at;
  return dropUndefined({
    id: user.id,
    aud: user.aud,
    role: user.role,
    email: user.email ?? '',
    email_confirmed_at: iso(user.email_confirmed_at),
    phone: user.phone ?? '',
    phone_confirmed_at: iso(user.phone_confirmed_at),
    confirmation_sent_at: iso(user.confirmation_sent_at),
    confirmed_at: iso(confirmedAt),
    recovery_sent_at: iso(user.recovery_sent_at),
    new_email: user.email_change ?? undefined,
    email_change_sent_at: iso(user.email_change_sent_at),
    reauthentication_sent_at: iso(user.reauthentication_sent_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    identities: identities.map((i) =>
      dropUndefined({
        identity_id: i.id,
        id: i.provider_id,
        user_id: i.user_id,
        identity_data: i.identity_data,
        provider: i.provider,
        last_sign_in_at: iso(i.last_sign_in_at),
        created_at: i.created_at.toISOString(),
        updated_at: i.updated_at.toISOString(),
        email: i.email ?? undefined,
      }),
    ),
    // GoTrue omits `factors` when there are none.
    factors:
      factors.length === 0
        ? undefined
        : factors.map((f) => ({
            id: f.id,
            friendly_name: f.friendly_name ?? '',
            factor_type: f.factor_type,
            status: f.status,
            created_at: f.created_at.toISOString(),
            updated_at: f.updated_at.toISOString(),
            last_challenged_at: iso(f.last_challenged_at) ?? null,
            phone: '',
          })),
    created_at: user.created_at.toISOString(),
    updated_at: user.updated_at.toISOString(),
    is_anonymous: user.is_anonymous,
    banned_until: iso(user.banned_until),
  });
}

function dropUndefined(o: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
}

/** A random, identity-less user: GoTrue's answer to signing up an already confirmed email. */
export function obfuscatedUserJson(email: string, metadata: Record<string, unknown>): Record<string, unknown> {
  const now = new Date().toISOString();
  return {
    id: crypto.randomUUID(),
    aud: 'authenticated',
    role: 'authenticated',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: metadata,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}
