import { withTransaction } from '../db/withTransaction.ts';
import type { Mail } from '../mail/createInbox.ts';
import { validationFailed } from './AuthApiError.ts';
import type { AuthContext, AuthRequest, AuthResult } from './AuthContext.ts';
import { ResendBodySchema } from './authSchemas.ts';
import { checkAddress } from './checkAddress.ts';
import { assertMayEmail, issueEmailToken } from './emailTokens.ts';
import { parseBody } from './parseBody.ts';
import { resolveRedirect } from './redirectUrl.ts';
import { findUserByAddress, findUserById } from './userRow.ts';

/** POST /resend (api/resend.go): 200 {} also for unknown or already confirmed users. */
export async function resend(ctx: AuthContext, req: AuthRequest): Promise<AuthResult> {
  const body = parseBody(req, ResendBodySchema);
  if (body.type !== 'signup' && body.type !== 'email_change') {
    throw validationFailed('Missing one of these types: signup, email_change, sms, phone_change');
  }
  const type = body.type;
  const address = checkAddress(body);
  // Both mail a link: a phone user's would go to no one, and its code open a session to whoever guessed it.
  if (!address.email) throw validationFailed('Type provided requires an email address');
  const redirectTo = resolveRedirect(req.query.get('redirect_to'), ctx.config.siteUrl);
  const mails: Mail[] = [];
  await withTransaction(ctx.pool, async (sql) => {
    if (type === 'signup') {
      const user = await findUserByAddress(sql, address);
      if (!user || user.email_confirmed_at) return;
      assertMayEmail(user, 'signup', ctx.config);
      mails.push(await issueEmailToken(sql, ctx.config, user, 'signup', { redirectTo }));
      return;
    }
    // email_change: `email` is the pending new address.
    const { rows } = await sql.query<{ id: string }>('select id from auth.users where lower(email_change) = lower($1)', [
      address.email ?? '',
    ]);
    const user = rows[0] ? await findUserById(sql, rows[0].id) : null;
    if (!user?.email_change) return;
    assertMayEmail(user, 'email_change_new', ctx.config);
    mails.push(await issueEmailToken(sql, ctx.config, user, 'email_change_new', { redirectTo, to: user.email_change }));
    mails.push(await issueEmailToken(sql, ctx.config, user, 'email_change_current', { redirectTo }));
  });
  for (const mail of mails) ctx.inbox.deliver(mail);
  return { kind: 'json', status: 200, body: {} };
}
