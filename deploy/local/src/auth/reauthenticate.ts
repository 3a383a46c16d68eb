import { withTransaction } from '../db/withTransaction.ts';
import type { Mail } from '../mail/createInbox.ts';
import { AuthApiError } from './AuthApiError.ts';
import type { AuthContext, AuthRequest, AuthResult } from './AuthContext.ts';
import { assertMayEmail, issueEmailToken } from './emailTokens.ts';
import { requireUser } from './requireUser.ts';

/** GET /reauthenticate: mails a nonce that PUT /user accepts as `nonce`. */
export async function reauthenticate(ctx: AuthContext, req: AuthRequest): Promise<AuthResult> {
  const mails: Mail[] = [];
  await withTransaction(ctx.pool, async (sql) => {
    const { user } = await requireUser(ctx, req, sql);
    if (!user.email) throw new AuthApiError(422, 'validation_failed', 'Reauthentication requires the user to have an email');
    if (!user.email_confirmed_at) throw new AuthApiError(422, 'email_not_confirmed', 'Please verify your email first.');
    assertMayEmail(user, 'reauthentication', ctx.config);
    mails.push(await issueEmailToken(sql, ctx.config, user, 'reauthentication', { redirectTo: ctx.config.siteUrl }));
  });
  for (const mail of mails) ctx.inbox.deliver(mail);
  return { kind: 'json', status: 200, body: {} };
}
