import { withTransaction } from '../db/withTransaction.ts';
import { AuthApiError } from './AuthApiError.ts';
import type { AuthContext, AuthRequest, AuthResult } from './AuthContext.ts';
import { factorNotFound } from './challengeFactor.ts';
import { requireUser } from './requireUser.ts';

/** DELETE /factors/{id} → {id}. A verified factor needs an aal2 session; sessions drop to aal1. */
export async function unenrollFactor(ctx: AuthContext, req: AuthRequest, factorId: string): Promise<AuthResult> {
  const body = await withTransaction(ctx.pool, async (sql) => {
    const { user, session } = await requireUser(ctx, req, sql);
    const factor = (
      await sql.query<{ id: string; status: string }>('select id, status from auth.mfa_factors where id::text = $1 and user_id = $2', [
        factorId,
        user.id,
      ])
    ).rows[0];
    if (!factor) throw factorNotFound();
    if (factor.status === 'verified' && session.aal !== 'aal2') {
      throw new AuthApiError(422, 'insufficient_aal', 'AAL2 required to unenroll verified factor');
    }
    await sql.query('delete from auth.mfa_factors where id = $1', [factor.id]);
    // The sessions this factor's code raised go back to aal1 (GoTrue's DowngradeSessionsToAAL1),
    // even while others remain: a lost phone's sessions end with its factor. With none left, all
    // do (sessions raised before factor_id was kept have none).
    const remaining = await sql.query(`select 1 from auth.mfa_factors where user_id = $1 and status = 'verified'`, [user.id]);
    await sql.query(
      `update auth.sessions set aal = 'aal1', factor_id = null,
         amr = coalesce((select jsonb_agg(e) from jsonb_array_elements(amr) e where e ->> 'method' <> 'totp'), '[]'::jsonb)
       where user_id = $1 and (factor_id = $2 or $3)`,
      [user.id, factor.id, !remaining.rowCount],
    );
    return { id: factor.id };
  });
  return { kind: 'json', status: 200, body };
}
