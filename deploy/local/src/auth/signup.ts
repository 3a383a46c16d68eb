import { hash } from '@node-rs/bcrypt';
import { withTransaction } from '../db/withTransaction.ts';
import type { Mail } from '../mail/createInbox.ts';
import { AuthApiError, validationFailed } from './AuthApiError.ts';
import type { AuthContext, AuthRequest, AuthResult } from './AuthContext.ts';
import { SignupBodySchema } from './authSchemas.ts';
import { checkAddress } from './checkAddress.ts';
import { createUser } from './createUser.ts';
import { assertMayEmail, issueEmailToken } from './emailTokens.ts';
import { createSession } from './issueSession.ts';
import { parseBody } from './parseBody.ts';
import { assertPasswordStrength } from './passwordPolicy.ts';
import { resolveRedirect } from './redirectUrl.ts';
import { loadUserJson, obfuscatedUserJson } from './userJson.ts';
import { findUserByAddress, isConfirmed } from './userRow.ts';

/** POST /signup (api/signup.go). */
export async function signup(ctx: AuthContext, req: AuthRequest): Promise<AuthResult> {
  const body = parseBody(req, SignupBodySchema);
  if (!body.email && !body.phone) {
    throw new AuthApiError(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
  }
  const address = checkAddress(body);
  if (!body.password) throw validationFailed('Signup requires a valid password');
  assertPasswordStrength(body.password, ctx.config.minPasswordLength);
  const passwordHash = await hash(body.password, { cost: ctx.config.bcryptCost });
  const metadata = body.data ?? {};
  const redirectTo = resolveRedirect(req.query.get('redirect_to'), ctx.config.siteUrl);

  // No SMS provider locally, so phone sign-ups are always confirmed at once (phone_autoconfirm).
  const autoconfirm = address.email ? ctx.config.autoconfirm : true;
  const mails: Mail[] = [];
  const result = await withTransaction(ctx.pool, async (sql): Promise<AuthResult> => {
    const existing = await findUserByAddress(sql, address);
    if (existing && (isConfirmed(existing) || autoconfirm)) {
      // A session for an existing account only ever comes from its own password (GoTrue would give
      // one here to whoever signs up again an address left unconfirmed from before autoconfirm).
      if (autoconfirm) throw new AuthApiError(422, 'user_already_exists', 'User already registered');
      // Hosted behaviour with confirmations on: do not reveal that the address is taken.
      return { kind: 'json', status: 200, body: obfuscatedUserJson(address.email ?? '', metadata) };
    }
    // An address signed up again before it was confirmed keeps its password and name: whoever
    // signs up second cannot be told from its owner (GoTrue signup.go: "do not update the user
    // because we can't be sure of their claimed identity"). Overwriting them let a stranger set the
    // password that the owner's click on the new link then confirmed. The link is mailed again.
    const user = existing ?? (await createUser(sql, { ...address, passwordHash, metadata, confirmed: autoconfirm }));
    if (autoconfirm) return { kind: 'json', status: 200, body: await createSession(sql, ctx.config, user.id, 'password') };
    const fresh = existing ?? (await findUserByAddress(sql, address));
    if (!fresh) throw new Error('signup lost its user');
    assertMayEmail(fresh, 'signup', ctx.config);
    mails.push(await issueEmailToken(sql, ctx.config, fresh, 'signup', { redirectTo }));
    return { kind: 'json', status: 200, body: await loadUserJson(sql, user.id) };
  });
  for (const mail of mails) ctx.inbox.deliver(mail);
  return result;
}
