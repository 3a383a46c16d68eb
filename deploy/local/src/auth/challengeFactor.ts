import { withTransaction } from '../db/withTransaction.ts';
import { AuthApiError } from './AuthApiError.ts';
import type { AuthContext, AuthRequest, AuthResult } from './AuthContext.ts';
import { requireUser } from './requireUser.ts';

export const CHALLENGE_TTL_SECONDS = 300;
export const factorNotFound = () => new AuthApiError(404, 'mfa_factor_not_found', 'Factor not found');

/** POST /factors/{id}/challenge → {id, type, expires_at}; the body ({factorId}) is ignored for TOTP. */
export async function challengeFactor(ctx: AuthContext, req: AuthRequest, factorId: string): Promise<AuthResult> {
  const body = await withTransaction(ctx.pool, async (sql) => {
    const { user } = await requireUser(ctx, req, sql);
    const factor = await sql.query<{ factor_type: string }>(
      'select factor_type from auth.mfa_factors where id::text = $1 and user_id = $2',
      [factorId, user.id],
    );
    if (!factor.rows[0]) throw factorNotFound();
    const { rows } = await sql.query<{ id: string; created_at: Date }>(
      'insert into auth.mfa_challenges (factor_id, ip_address) values ($1, $2) returning id, created_at',
      [factorId, req.ip],
    );
    await sql.query('update auth.mfa_factors set last_challenged_at = now() where id = $1', [factorId]);
    const challenge = rows[0];
    if (!challenge) throw new Error('challenge insert returned nothing');
    return {
      id: challenge.id,
      type: factor.rows[0].factor_type,
      expires_at: Math.floor(challenge.created_at.getTime() / 1000) + CHALLENGE_TTL_SECONDS,
    };
  });
  return { kind: 'json', status: 200, body };
}
