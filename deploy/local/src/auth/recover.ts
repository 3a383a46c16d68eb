import { withTransaction } from '../db/withTransaction.ts';
import type { Mail } from '../mail/createInbox.ts';
import type { AuthContext, AuthRequest, AuthResult } from './AuthContext.ts';
import { EmailOnlySchema } from './authSchemas.ts';
import { checkAddress } from './checkAddress.ts';
import { assertMayEmail, issueEmailToken } from './emailTokens.ts';
import { parseBody } from './parseBody.ts';
import { resolveRedirect } from './redirectUrl.ts';
import { findUserByAddress } from './userRow.ts';

/** POST /recover: always 200 {} so it cannot be used to probe which emails exist. */
export async function recover(ctx: AuthContext, req: AuthRequest): Promise<AuthResult> {
  const body = parseBody(req, EmailOnlySchema);
  const address = checkAddress(body);
  const redirectTo = resolveRedirect(req.query.get('redirect_to'), ctx.config.siteUrl);
  const mails: Mail[] = [];
  await withTransaction(ctx.pool, async (sql) => {
    const user = await findUserByAddress(sql, address);
    if (!user) return;
    assertMayEmail(user, 'recovery', ctx.config);
    mails.push(await issueEmailToken(sql, ctx.config, user, 'recovery', { redirectTo }));
  });
  for (const mail of mails) ctx.inbox.deliver(mail);
  return { kind: 'json', status: 200, body: {} };
}
