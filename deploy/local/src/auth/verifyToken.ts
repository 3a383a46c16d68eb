import type { Sql } from '../db/withTransaction.ts';
import { otpExpired } from './AuthApiError.ts';
import type { AuthConfig } from './AuthContext.ts';
import { clearOneTimeTokens, consumeEmailToken, TOKEN_TYPES_FOR_VERIFY } from './emailTokens.ts';
import { createSession } from './issueSession.ts';

export type VerifyOutcome = { kind: 'session'; session: Record<string, unknown> } | { kind: 'message'; message: string };

export const EMAIL_CHANGE_HALFWAY = 'Confirmation link accepted. Please proceed to confirm link sent to the other email';

/**
 * The shared core of POST and GET /verify (api/verify.go): consume the token, apply what it
 * confirms, and sign the user in with amr `otp`. An email change needs both of its two links
 * (double_confirm_changes); the first only answers with a message.
 */
export async function verifyToken(sql: Sql, config: AuthConfig, type: string, hash: string, viaHash: boolean): Promise<VerifyOutcome> {
  const tokenTypes = TOKEN_TYPES_FOR_VERIFY[type];
  const token = tokenTypes ? await consumeEmailToken(sql, config, hash, tokenTypes) : null;
  if (!token) throw otpExpired(viaHash);
  const userId = token.user_id;
  if (token.token_type === 'confirmation_token' || token.token_type === 'recovery_token') {
    await sql.query(`update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now() where id = $1`, [
      userId,
    ]);
    await sql.query(
      `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb where user_id = $1 and provider = 'email'`,
      [userId],
    );
  } else {
    const other = await sql.query('select 1 from auth.one_time_tokens where user_id = $1 and token_type like $2', [
      userId,
      'email_change_token_%',
    ]);
    if (other.rowCount) return { kind: 'message', message: EMAIL_CHANGE_HALFWAY };
    await sql.query(
      `update auth.users set email = email_change, email_change = null, email_change_sent_at = null,
         email_confirmed_at = now(), updated_at = now() where id = $1 and email_change is not null`,
      [userId],
    );
    await sql.query(
      `update auth.identities i set identity_data = i.identity_data || jsonb_build_object('email', u.email, 'email_verified', true),
         updated_at = now() from auth.users u where u.id = i.user_id and i.user_id = $1 and i.provider = 'email'`,
      [userId],
    );
  }
  await clearOneTimeTokens(sql, userId);
  return { kind: 'session', session: await createSession(sql, config, userId, 'otp') };
}
