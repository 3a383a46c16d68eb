import { compare, hash } from '@node-rs/bcrypt';
import { withTransaction } from '../db/withTransaction.ts';
import type { Mail } from '../mail/createInbox.ts';
import { AuthApiError, validationFailed } from './AuthApiError.ts';
import type { AuthContext, AuthRequest, AuthResult } from './AuthContext.ts';
import { UpdateUserSchema } from './authSchemas.ts';
import { checkAddress } from './checkAddress.ts';
import { assertMayEmail, clearOneTimeTokens, consumeEmailToken, issueEmailToken } from './emailTokens.ts';
import type { SessionRow } from './issueSession.ts';
import { mergeMetadata } from './mergeMetadata.ts';
import { metadataJson } from './metadataJson.ts';
import { parseBody } from './parseBody.ts';
import { assertPasswordStrength } from './passwordPolicy.ts';
import { resolveRedirect } from './redirectUrl.ts';
import { requireUser } from './requireUser.ts';
import { tokenHash } from './tokenHash.ts';
import { loadUserJson } from './userJson.ts';

/** GET /user. */
export async function getUser(ctx: AuthContext, req: AuthRequest): Promise<AuthResult> {
  const body = await withTransaction(ctx.pool, async (sql) => {
    const { user } = await requireUser(ctx, req, sql);
    return loadUserJson(sql, user.id);
  });
  return { kind: 'json', status: 200, body };
}

/** A session a reset or magic link opened: its user proved the mailbox, not the password. */
const openedByEmailLink = (session: SessionRow): boolean =>
  session.amr.some((entry) => ['otp', 'magiclink', 'recovery'].includes(entry.method));

/**
 * PUT /user (api/user.go): metadata shallow merge (null deletes a key), password change (logs out the
 * user's other sessions), email change (two confirmation links, autoconfirm or not, as GoTrue does for a user who is not anonymous).
 */
export async function updateUser(ctx: AuthContext, req: AuthRequest): Promise<AuthResult> {
  const body = parseBody(req, UpdateUserSchema);
  if (body.app_metadata) throw new AuthApiError(403, 'not_admin', 'Updating app_metadata requires admin privileges');
  const newEmail = body.email ? checkAddress({ email: body.email }).email : undefined;
  const newPhone = body.phone ? checkAddress({ phone: body.phone }).phone : undefined;

  const before = await withTransaction(ctx.pool, async (sql) => {
    const auth = await requireUser(ctx, req, sql);
    // As GoTrue: a change needs aal2, the same email or phone sent again with other changes does not.
    const sensitive =
      Boolean(body.password) ||
      (newEmail !== undefined && newEmail !== auth.user.email?.toLowerCase()) ||
      (newPhone !== undefined && newPhone !== auth.user.phone);
    const factors = await sql.query('select 1 from auth.mfa_factors where user_id = $1 and status = $2', [auth.user.id, 'verified']);
    if (sensitive && factors.rowCount && auth.session.aal !== 'aal2') {
      throw new AuthApiError(401, 'insufficient_aal', 'AAL2 session is required to update email or password when MFA is enabled.');
    }
    return auth;
  });

  let passwordHash: string | undefined;
  if (body.password) {
    assertPasswordStrength(body.password, ctx.config.minPasswordLength);
    const current = before.user.encrypted_password;
    if (ctx.config.requireCurrentPassword && current && !openedByEmailLink(before.session)) {
      const named = body.current_password;
      // Compared as a sign-in compares it: a password set before the 72-byte cap is still the password.
      // GoTrue's codes (update_password_require_current_password): none given, or not the one.
      if (!named) throw new AuthApiError(400, 'current_password_required', 'Current password required when setting new password.');
      if (!(await compare(named, current))) throw new AuthApiError(400, 'current_password_invalid', 'Current password is incorrect.');
    }
    if (current && (await compare(body.password, current))) {
      throw new AuthApiError(422, 'same_password', 'New password should be different from the old password.');
    }
    passwordHash = await hash(body.password, { cost: ctx.config.bcryptCost });
  }

  const mails: Mail[] = [];
  const result = await withTransaction(ctx.pool, async (sql) => {
    const { user, session } = await requireUser(ctx, req, sql);
    if (body.nonce) {
      const consumed = await consumeEmailToken(sql, ctx.config, tokenHash((user.email ?? '').toLowerCase(), body.nonce), [
        'reauthentication_token',
      ]);
      if (!consumed) throw new AuthApiError(422, 'reauthentication_not_valid', 'Requires reauthentication');
    }
    if (body.data) {
      await sql.query('update auth.users set raw_user_meta_data = $2, updated_at = now() where id = $1', [
        user.id,
        metadataJson(mergeMetadata(user.raw_user_meta_data, body.data)),
      ]);
    }
    if (passwordHash) {
      await sql.query('update auth.users set encrypted_password = $2, updated_at = now() where id = $1', [user.id, passwordHash]);
      // A reset link's session is exempt from naming the current password once: having set the new
      // one, it is a password session, so a browser left open after a reset is no way in.
      if (openedByEmailLink(session)) {
        await sql.query('update auth.sessions set amr = $2, updated_at = now() where id = $1', [
          session.id,
          JSON.stringify([{ method: 'password', timestamp: Math.floor(Date.now() / 1000) }]),
        ]);
      }
      await sql.query('delete from auth.sessions where user_id = $1 and id <> $2', [user.id, session.id]);
      await clearOneTimeTokens(sql, user.id);
    }
    if (newPhone && newPhone !== user.phone) {
      const taken = await sql.query('select 1 from auth.users where phone = $1 and id <> $2', [newPhone, user.id]);
      if (taken.rowCount) throw new AuthApiError(422, 'phone_exists', 'A user with this phone number has already been registered');
      // No SMS provider locally: the phone changes at once (documented deviation).
      await sql.query('update auth.users set phone = $2, phone_confirmed_at = now(), updated_at = now() where id = $1', [
        user.id,
        newPhone,
      ]);
    }
    if (newEmail && newEmail !== user.email?.toLowerCase()) {
      const taken = await sql.query('select 1 from auth.users where lower(email) = $1 and id <> $2', [newEmail, user.id]);
      if (taken.rowCount) throw new AuthApiError(422, 'email_exists', 'A user with this email address has already been registered');
      // As GoTrue: a (permanent) user always confirms a new email, autoconfirm or not; at once it
      // took no proof, and left the links mailed to the old address working.
      assertMayEmail(user, 'email_change_new', ctx.config);
      await sql.query('update auth.users set email_change = $2 where id = $1', [user.id, newEmail]);
      const redirectTo = resolveRedirect(req.query.get('redirect_to'), ctx.config.siteUrl);
      mails.push(await issueEmailToken(sql, ctx.config, user, 'email_change_new', { redirectTo, to: newEmail }));
      if (user.email) mails.push(await issueEmailToken(sql, ctx.config, user, 'email_change_current', { redirectTo }));
    } else if (body.email && !newEmail) {
      throw validationFailed('Unable to validate email address: invalid format');
    }
    return loadUserJson(sql, user.id);
  });
  for (const mail of mails) ctx.inbox.deliver(mail);
  return { kind: 'json', status: 200, body: result };
}
