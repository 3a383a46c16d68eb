import { compare } from '@node-rs/bcrypt';
import { withTransaction } from '../db/withTransaction.ts';
import { AuthApiError } from './AuthApiError.ts';
import type { AuthContext, AuthRequest, AuthResult } from './AuthContext.ts';
import { PasswordGrantSchema } from './authSchemas.ts';
import { type Address, checkAddress } from './checkAddress.ts';
import { createSession } from './issueSession.ts';
import { parseBody } from './parseBody.ts';
import { findUserByAddress, isBanned } from './userRow.ts';

const invalidCredentials = () => new AuthApiError(400, 'invalid_credentials', 'Invalid login credentials');

/**
 * The address to look up. GoTrue checks no format at sign-in, it looks the address up as given: one
 * that is no address finds no user, and gets what a wrong password gets (not a validation error,
 * which would tell a caller more than "these credentials do not sign in").
 */
function signInAddress(body: { email?: string; phone?: string }): Address | null {
  // Both, or neither, is still a malformed request.
  if (!body.email === !body.phone) return checkAddress(body);
  try {
    return checkAddress(body);
  } catch {
    return null;
  }
}

/** POST /token?grant_type=password. bcrypt runs between two short transactions, never inside one. */
export async function passwordGrant(ctx: AuthContext, req: AuthRequest): Promise<AuthResult> {
  const body = parseBody(req, PasswordGrantSchema);
  const address = signInAddress(body);
  if (!address) throw invalidCredentials();
  const user = await withTransaction(ctx.pool, (sql) => findUserByAddress(sql, address));
  if (!user?.encrypted_password || !body.password) throw invalidCredentials();
  if (!(await compare(body.password, user.encrypted_password))) throw invalidCredentials();
  if (address.email && !user.email_confirmed_at) throw new AuthApiError(400, 'email_not_confirmed', 'Email not confirmed');
  if (address.phone && !user.phone_confirmed_at) throw new AuthApiError(400, 'phone_not_confirmed', 'Phone not confirmed');
  if (isBanned(user)) throw new AuthApiError(400, 'user_banned', 'User is banned');
  const session = await withTransaction(ctx.pool, (sql) => createSession(sql, ctx.config, user.id, 'password'));
  return { kind: 'json', status: 200, body: session };
}
