import { randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';
import type { Sql } from '../db/withTransaction.ts';
import type { AuthConfig } from './AuthContext.ts';
import { loadUserJson } from './userJson.ts';

export type AmrEntry = { method: string; timestamp: number };
export type SessionRow = { id: string; user_id: string; aal: string; amr: AmrEntry[]; created_at: Date };

/** A new session for a sign-in by `method` (password, otp, totp…), with its first refresh token. */
export async function createSession(sql: Sql, config: AuthConfig, userId: string, method: string): Promise<Record<string, unknown>> {
  const amr: AmrEntry[] = [{ method, timestamp: Math.floor(Date.now() / 1000) }];
  const { rows } = await sql.query<SessionRow>(
    'insert into auth.sessions (user_id, amr) values ($1, $2) returning id, user_id, aal, amr, created_at',
    [userId, JSON.stringify(amr)],
  );
  const session = rows[0];
  if (!session) throw new Error('session insert returned nothing');
  await sql.query('update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1', [userId]);
  await sql.query('update auth.identities set last_sign_in_at = now() where user_id = $1', [userId]);
  const refreshToken = await insertRefreshToken(sql, session, null);
  return tokenResponse(sql, config, session, refreshToken);
}

/** v1 refresh tokens: 12 random alphanumerics (models/refresh_token.go); opaque to the client. */
export async function insertRefreshToken(sql: Sql, session: SessionRow, parent: string | null): Promise<string> {
  const token = randomAlphanumeric(12);
  await sql.query('insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)', [
    token,
    session.user_id,
    session.id,
    parent,
  ]);
  await sql.query('update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1', [session.id]);
  return token;
}

/** GoTrue's AccessTokenResponse: expires_in = exp - now, expires_at = exp, the user eagerly loaded. */
export async function tokenResponse(
  sql: Sql,
  config: AuthConfig,
  session: SessionRow,
  refreshToken: string,
): Promise<Record<string, unknown>> {
  const user = await loadUserJson(sql, session.user_id);
  const iat = Math.floor(Date.now() / 1000);
  const exp = iat + config.jwtExpiry;
  const accessToken = await new SignJWT({
    aud: 'authenticated',
    email: user.email,
    phone: user.phone,
    app_metadata: user.app_metadata,
    user_metadata: user.user_metadata,
    role: user.role,
    aal: session.aal,
    amr: session.amr,
    session_id: session.id,
    is_anonymous: user.is_anonymous,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(`${config.externalUrl}/auth/v1`)
    .setSubject(session.user_id)
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(new TextEncoder().encode(config.jwtSecret));
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: exp - iat,
    expires_at: exp,
    refresh_token: refreshToken,
    user,
  };
}

export async function findSession(sql: Sql, id: string): Promise<SessionRow | null> {
  const { rows } = await sql.query<SessionRow>('select id, user_id, aal, amr, created_at from auth.sessions where id = $1', [id]);
  return rows[0] ?? null;
}

const ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

function randomAlphanumeric(length: number): string {
  // 248 = 4 × 62: rejecting bytes above it keeps every character equally likely.
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248 && out.length < length) out += ALPHABET[byte % 62];
    }
  }
  return out;
}
