import { withTransaction } from '../db/withTransaction.ts';
import { validationFailed } from './AuthApiError.ts';
import type { AuthContext, AuthRequest, AuthResult } from './AuthContext.ts';
import { requireUser } from './requireUser.ts';

/** POST /logout?scope=global|local|others → 204. Access JWTs stay valid at PostgREST until `exp`. */
export async function logout(ctx: AuthContext, req: AuthRequest): Promise<AuthResult> {
  const scope = req.query.get('scope') ?? 'global';
  if (scope !== 'global' && scope !== 'local' && scope !== 'others') throw validationFailed(`Unsupported logout scope "${scope}"`);
  await withTransaction(ctx.pool, async (sql) => {
    const { user, session } = await requireUser(ctx, req, sql);
    if (scope === 'local') await sql.query('delete from auth.sessions where id = $1', [session.id]);
    else if (scope === 'others') await sql.query('delete from auth.sessions where user_id = $1 and id <> $2', [user.id, session.id]);
    else await sql.query('delete from auth.sessions where user_id = $1', [user.id]);
  });
  return { kind: 'empty', status: 204 };
}
