import { withTransaction } from '../db/withTransaction.ts';
import { AuthApiError, OAuthError } from './AuthApiError.ts';
import type { AuthContext, AuthRequest, AuthResult } from './AuthContext.ts';
import { RefreshGrantSchema } from './authSchemas.ts';
import { findSession, insertRefreshToken, tokenResponse } from './issueSession.ts';
import { parseBody } from './parseBody.ts';

type TokenRow = { token: string; session_id: string | null; revoked: boolean; updated_at: Date; parent: string | null };

/**
 * POST /token?grant_type=refresh_token with GoTrue's rotation rules (tokens/service.go): a live token
 * is revoked and swapped for a child; a revoked one that is the parent of the session's active token
 * gets that active token back (two tabs that raced converge); within the reuse interval it gets a new
 * child; beyond it the session and its whole family end and the answer is refresh_token_already_used.
 */
export async function refreshTokenGrant(ctx: AuthContext, req: AuthRequest): Promise<AuthResult> {
  const body = parseBody(req, RefreshGrantSchema);
  if (!body.refresh_token) throw new OAuthError('invalid_request', 'refresh_token required');
  const presented = body.refresh_token;
  const outcome = await withTransaction(ctx.pool, async (sql) => {
    const { rows } = await sql.query<TokenRow>(
      'select token, session_id, revoked, updated_at, parent from auth.refresh_tokens where token = $1 for update',
      [presented],
    );
    const token = rows[0];
    if (!token) return new AuthApiError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
    const session = token.session_id ? await findSession(sql, token.session_id) : null;
    if (!session) return new AuthApiError(400, 'session_not_found', 'Invalid Refresh Token: Session not found');
    if (!token.revoked) {
      await sql.query('update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1', [token.token]);
      return tokenResponse(sql, ctx.config, session, await insertRefreshToken(sql, session, token.token));
    }
    const active = await sql.query<{ token: string; parent: string | null }>(
      'select token, parent from auth.refresh_tokens where session_id = $1 and revoked = false order by id desc limit 1',
      [session.id],
    );
    const activeToken = active.rows[0];
    if (activeToken && activeToken.parent === token.token) {
      return tokenResponse(sql, ctx.config, session, activeToken.token);
    }
    if (Date.now() - token.updated_at.getTime() < ctx.config.refreshTokenReuseInterval * 1000) {
      return tokenResponse(sql, ctx.config, session, await insertRefreshToken(sql, session, token.token));
    }
    // Reuse of an old token: treat the family as stolen. GoTrue marks the family revoked, but that
    // restarts every member's reuse interval, so here the session (and with it the family) is deleted.
    // The deletion must commit, so the error is returned rather than thrown (a throw rolls back).
    await sql.query('delete from auth.sessions where id = $1', [session.id]);
    return new AuthApiError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
  });
  if (outcome instanceof AuthApiError) throw outcome;
  return { kind: 'json', status: 200, body: outcome };
}
