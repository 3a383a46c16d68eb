import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/bcrypt';
import { withTransaction } from '../db/withTransaction.ts';
import type { Mail } from '../mail/createInbox.ts';
import { AuthApiError, validationFailed } from './AuthApiError.ts';
import type { AuthContext, AuthRequest, AuthResult } from './AuthContext.ts';
import { OtpBodySchema } from './authSchemas.ts';
import { checkAddress } from './checkAddress.ts';
import { createUser } from './createUser.ts';
import { assertMayEmail, issueEmailToken } from './emailTokens.ts';
import { parseBody } from './parseBody.ts';
import { resolveRedirect } from './redirectUrl.ts';
import { findUserByAddress } from './userRow.ts';

/**
 * POST /otp (api/otp.go, api/magic_link.go): a confirmed user gets a magic link; an unknown user is
 * signed up first (unless create_user is false), then gets a confirmation mail — or, with
 * autoconfirm, is confirmed and gets the magic link.
 */
export async function otp(ctx: AuthContext, req: AuthRequest): Promise<AuthResult> {
  const body = parseBody(req, OtpBodySchema);
  const address = checkAddress(body);
  if (!address.email) throw new AuthApiError(422, 'sms_send_failed', 'Phone OTP needs an SMS provider; none is configured locally');
  const redirectTo = resolveRedirect(req.query.get('redirect_to'), ctx.config.siteUrl);
  const randomPassword = await hash(randomBytes(24).toString('base64url'), { cost: 4 });
  const mails: Mail[] = [];
  await withTransaction(ctx.pool, async (sql) => {
    let user = await findUserByAddress(sql, address);
    if (!user) {
      if (body.create_user === false) throw new AuthApiError(422, 'otp_disabled', 'Signups not allowed for otp');
      await createUser(sql, { ...address, passwordHash: randomPassword, metadata: body.data ?? {}, confirmed: ctx.config.autoconfirm });
      user = await findUserByAddress(sql, address);
    }
    if (!user) throw validationFailed('Unable to create user');
    const kind = user.email_confirmed_at ? 'magiclink' : 'signup';
    assertMayEmail(user, kind, ctx.config);
    mails.push(await issueEmailToken(sql, ctx.config, user, kind, { redirectTo }));
  });
  for (const mail of mails) ctx.inbox.deliver(mail);
  return { kind: 'json', status: 200, body: {} };
}
