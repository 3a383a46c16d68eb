import { withTransaction } from '../db/withTransaction.ts';
import { AuthApiError, otpExpired, validationFailed } from './AuthApiError.ts';
import type { AuthContext, AuthRequest, AuthResult } from './AuthContext.ts';
import { VerifyBodySchema, VerifyTypeSchema } from './authSchemas.ts';
import { parseBody, storableText } from './parseBody.ts';
import { resolveRedirect } from './redirectUrl.ts';
import { tokenHash } from './tokenHash.ts';
import { verifyToken } from './verifyToken.ts';

/** POST /verify: `{email, token, type}` (the 6-digit code) or `{token_hash, type}`. */
export async function verifyPost(ctx: AuthContext, req: AuthRequest): Promise<AuthResult> {
  const body = parseBody(req, VerifyBodySchema);
  if (Boolean(body.token) === Boolean(body.token_hash)) throw validationFailed('Verify requires either a token or a token hash');
  let hash: string;
  if (body.token_hash) {
    if (body.email || body.phone || req.query.get('redirect_to')) {
      throw validationFailed('Only the token_hash and type should be provided');
    }
    hash = body.token_hash;
  } else {
    const address = body.email?.toLowerCase() ?? body.phone;
    if (!address) throw validationFailed('Only an email address or phone number should be provided on verify');
    hash = tokenHash(address, body.token ?? '');
  }
  const outcome = await withTransaction(ctx.pool, (sql) => verifyToken(sql, ctx.config, body.type, hash, Boolean(body.token_hash)));
  if (outcome.kind === 'message') return { kind: 'json', status: 200, body: { msg: outcome.message, code: '200' } };
  return { kind: 'json', status: 200, body: outcome.session };
}

/**
 * GET /verify, the link in the mail: 303 to redirect_to with the session in the URL fragment
 * (tokens/service.go AsRedirectURL), or with `error…` parameters in the fragment on failure.
 */
export async function verifyGet(ctx: AuthContext, req: AuthRequest): Promise<AuthResult> {
  const redirectTo = resolveRedirect(req.query.get('redirect_to'), ctx.config.siteUrl);
  const type = VerifyTypeSchema.safeParse(req.query.get('type'));
  const token = req.query.get('token') ?? '';
  const fragment = new URLSearchParams();
  try {
    if (!type.success || !token) throw validationFailed('Verify requires a token and a type');
    // A link cut or mangled on its way: an error in the page's fragment, like any bad token.
    if (!storableText(token)) throw otpExpired(true);
    const outcome = await withTransaction(ctx.pool, (sql) => verifyToken(sql, ctx.config, type.data, token, true));
    if (outcome.kind === 'message') {
      fragment.set('message', outcome.message);
    } else {
      const s = outcome.session;
      fragment.set('access_token', String(s.access_token));
      fragment.set('expires_at', String(s.expires_at));
      fragment.set('expires_in', String(s.expires_in));
      fragment.set('refresh_token', String(s.refresh_token));
      fragment.set('token_type', 'bearer');
      fragment.set('type', type.success ? type.data : '');
    }
  } catch (error) {
    if (!(error instanceof AuthApiError)) throw error;
    fragment.set('error', error.status === 403 ? 'access_denied' : 'invalid_request');
    fragment.set('error_code', error.code);
    fragment.set('error_description', error.message);
  }
  fragment.set('sb', '');
  fragment.sort();
  const url = new URL(redirectTo);
  url.hash = fragment.toString();
  return { kind: 'redirect', location: url.toString() };
}
