import * as OTPAuth from 'otpauth';
import QRCode from 'qrcode';
import { withTransaction } from '../db/withTransaction.ts';
import { AuthApiError, validationFailed } from './AuthApiError.ts';
import type { AuthContext, AuthRequest, AuthResult } from './AuthContext.ts';
import { EnrollFactorSchema } from './authSchemas.ts';
import { parseBody } from './parseBody.ts';
import { requireUser } from './requireUser.ts';

const MAX_FACTORS = 10;

/**
 * Abandoned enrolments, deleted at every enrolment (GoTrue's models.DeleteExpiredFactors): any user's
 * unverified factors older than 5 minutes that were never challenged. One a code was tried on stays
 * until a verify of the user's drops the unverified ones of its type, or an unenrol.
 */
export const DELETE_EXPIRED_FACTORS = `delete from auth.mfa_factors f
  where f.status <> 'verified' and f.created_at < now() - interval '300 seconds'
    and not exists (select 1 from auth.mfa_challenges c where c.factor_id = f.id)`;

/** POST /factors (api/mfa.go EnrollFactor), TOTP only: SHA1, 6 digits, 30 s; qr_code is raw SVG. */
export async function enrollFactor(ctx: AuthContext, req: AuthRequest): Promise<AuthResult> {
  const body = parseBody(req, EnrollFactorSchema);
  if (body.factor_type === 'phone') throw new AuthApiError(422, 'mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone');
  if (body.factor_type === 'webauthn')
    throw new AuthApiError(422, 'mfa_webauthn_enroll_not_enabled', 'MFA enroll is disabled for WebAuthn');
  if (body.factor_type !== 'totp') throw validationFailed('factor_type needs to be totp, phone or webauthn');
  const friendlyName = body.friendly_name ?? '';
  const result = await withTransaction(ctx.pool, async (sql) => {
    const { user, session } = await requireUser(ctx, req, sql);
    if (user.is_anonymous) throw new AuthApiError(403, 'no_authorization', 'Anonymous users cannot enroll factors');
    await sql.query(DELETE_EXPIRED_FACTORS);
    const factors = await sql.query<{ friendly_name: string | null; status: string }>(
      'select friendly_name, status from auth.mfa_factors where user_id = $1',
      [user.id],
    );
    if (factors.rows.length >= MAX_FACTORS) {
      throw new AuthApiError(422, 'too_many_enrolled_mfa_factors', 'Maximum number of verified factors reached, unenroll to continue');
    }
    if (factors.rows.some((f) => f.status === 'verified') && session.aal !== 'aal2') {
      throw new AuthApiError(403, 'insufficient_aal', 'AAL2 required to enroll a new factor');
    }
    if (friendlyName.trim() !== '' && factors.rows.some((f) => f.friendly_name === friendlyName)) {
      throw new AuthApiError(
        422,
        'mfa_factor_name_conflict',
        `A factor with the friendly name "${friendlyName}" for this user already exists`,
      );
    }
    const issuer = body.issuer || new URL(ctx.config.siteUrl).host;
    const secret = new OTPAuth.Secret({ size: 20 });
    const totp = new OTPAuth.TOTP({ issuer, label: user.email ?? user.phone ?? user.id, algorithm: 'SHA1', digits: 6, period: 30, secret });
    const uri = totp.toString();
    const { rows } = await sql.query<{ id: string }>(
      `insert into auth.mfa_factors (user_id, friendly_name, factor_type, status, secret) values ($1, $2, 'totp', 'unverified', $3) returning id`,
      [user.id, friendlyName, secret.base32],
    );
    return {
      id: rows[0]?.id,
      type: 'totp',
      friendly_name: friendlyName,
      totp: { qr_code: await QRCode.toString(uri, { type: 'svg' }), secret: secret.base32, uri },
    };
  });
  return { kind: 'json', status: 200, body: result };
}
