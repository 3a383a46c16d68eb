import * as OTPAuth from 'otpauth';
import { withTransaction } from '../db/withTransaction.ts';
import { AuthApiError } from './AuthApiError.ts';
import type { AuthContext, AuthRequest, AuthResult } from './AuthContext.ts';
import { VerifyFactorSchema } from './authSchemas.ts';
import { CHALLENGE_TTL_SECONDS, factorNotFound } from './challengeFactor.ts';
import { type AmrEntry, insertRefreshToken, tokenResponse } from './issueSession.ts';
import { parseBody } from './parseBody.ts';
import { requireUser } from './requireUser.ts';

/**
 * POST /factors/{id}/verify: a right TOTP code (±1 step) lifts the *same* session to aal2 with amr
 * `totp`, rotates its refresh token, verifies the factor, and ends the user's other aal1 sessions.
 */
export async function verifyFactor(ctx: AuthContext, req: AuthRequest, factorId: string): Promise<AuthResult> {
  const body = parseBody(req, VerifyFactorSchema);
  const outcome = await withTransaction(ctx.pool, async (sql) => {
    const { user, session } = await requireUser(ctx, req, sql);
    const factor = (
      await sql.query<{ id: string; secret: string; factor_type: string }>(
        'select id, secret, factor_type from auth.mfa_factors where id::text = $1 and user_id = $2',
        [factorId, user.id],
      )
    ).rows[0];
    if (!factor) throw factorNotFound();
    const challenge = (
      await sql.query<{ id: string; created_at: Date; ip_address: string; verified_at: Date | null }>(
        'select id, created_at, ip_address, verified_at from auth.mfa_challenges where id::text = $1 and factor_id = $2',
        [body.challenge_id, factor.id],
      )
    ).rows[0];
    if (!challenge) throw new AuthApiError(422, 'mfa_factor_not_found', 'MFA factor with the provided challenge ID not found');
    // Checked before the expiry, as GoTrue does. A used challenge is kept (verified_at set), so a
    // replay gets GoTrue's answer rather than "not found".
    if (challenge.verified_at !== null || challenge.ip_address !== req.ip) {
      throw new AuthApiError(422, 'mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.');
    }
    if (Date.now() - challenge.created_at.getTime() > CHALLENGE_TTL_SECONDS * 1000) {
      await sql.query('delete from auth.mfa_challenges where id = $1', [challenge.id]);
      // Returned, not thrown, so that the expired challenge's deletion commits.
      return new AuthApiError(
        422,
        'mfa_challenge_expired',
        `MFA challenge ${challenge.id} has expired, verify against another challenge or create a new challenge.`,
      );
    }
    const totp = new OTPAuth.TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: OTPAuth.Secret.fromBase32(factor.secret) });
    if (totp.validate({ token: body.code.trim(), window: 1 }) === null) {
      throw new AuthApiError(422, 'mfa_verification_failed', 'Invalid TOTP code entered');
    }
    await sql.query('update auth.mfa_challenges set verified_at = now() where id = $1', [challenge.id]);
    await sql.query(`update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1`, [factor.id]);
    await sql.query(`delete from auth.mfa_factors where user_id = $1 and factor_type = $2 and status = 'unverified' and id <> $3`, [
      user.id,
      factor.factor_type,
      factor.id,
    ]);
    const amr: AmrEntry[] = [
      { method: 'totp', timestamp: Math.floor(Date.now() / 1000) },
      ...session.amr.filter((a) => a.method !== 'totp'),
    ];
    await sql.query(`update auth.sessions set aal = 'aal2', amr = $2, factor_id = $3, updated_at = now() where id = $1`, [
      session.id,
      JSON.stringify(amr),
      factor.id,
    ]);
    await sql.query(`delete from auth.sessions where user_id = $1 and id <> $2 and aal = 'aal1'`, [user.id, session.id]);
    // Rotated as a refresh is (GoTrue's GrantRefreshTokenSwap): the new token's parent is the active
    // one, so a tab that still holds that one gets the new token back instead of ending the session.
    const active = await sql.query<{ token: string }>(
      'select token from auth.refresh_tokens where session_id = $1 and revoked = false order by id desc limit 1',
      [session.id],
    );
    await sql.query('update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and revoked = false', [
      session.id,
    ]);
    const upgraded = { ...session, aal: 'aal2', amr };
    return tokenResponse(sql, ctx.config, upgraded, await insertRefreshToken(sql, upgraded, active.rows[0]?.token ?? null));
  });
  if (outcome instanceof AuthApiError) throw outcome;
  return { kind: 'json', status: 200, body: outcome };
}
