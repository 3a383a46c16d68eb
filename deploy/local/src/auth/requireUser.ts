import type { Sql } from '../db/withTransaction.ts';
import { AuthApiError } from './AuthApiError.ts';
import type { AuthContext, AuthRequest } from './AuthContext.ts';
import { findSession, type SessionRow } from './issueSession.ts';
import { findUserById, isBanned, type UserRow } from './userRow.ts';
import { type AccessClaims, verifyAccessToken } from './verifyAccessToken.ts';

export type Authenticated = { user: UserRow; session: SessionRow; claims: AccessClaims & { sub: string } };

/**
 * The signed-in caller, or GoTrue's error. Unlike PostgREST, GoTrue also checks that the user and the
 * session in the token still exist, which is what makes sign-out effective here.
 */
export async function requireUser(ctx: AuthContext, req: AuthRequest, sql: Sql): Promise<Authenticated> {
  const claims = await verifyAccessToken(req.headers.authorization, ctx.config.jwtSecret);
  const user = await findUserById(sql, claims.sub);
  if (!user) throw new AuthApiError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  if (isBanned(user)) throw new AuthApiError(403, 'user_banned', 'User is banned');
  const session = claims.session_id ? await findSession(sql, claims.session_id) : null;
  if (!session || session.user_id !== user.id) {
    throw new AuthApiError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
  }
  return { user, session, claims };
}
