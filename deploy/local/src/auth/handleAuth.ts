import type { HttpReply } from '../gateway/HttpReply.ts';
import { AuthApiError, OAuthError } from './AuthApiError.ts';
import type { AuthContext, AuthRequest, AuthResult } from './AuthContext.ts';
import { adminCreateUser } from './adminCreateUser.ts';
import { challengeFactor } from './challengeFactor.ts';
import { enrollFactor } from './enrollFactor.ts';
import { logout } from './logout.ts';
import { otp } from './otp.ts';
import { passwordGrant } from './passwordGrant.ts';
import { reauthenticate } from './reauthenticate.ts';
import { recover } from './recover.ts';
import { refreshTokenGrant } from './refreshTokenGrant.ts';
import { renderAuthError } from './renderAuthError.ts';
import { resend } from './resend.ts';
import { HEALTH, settings } from './settings.ts';
import { signup } from './signup.ts';
import { unenrollFactor } from './unenrollFactor.ts';
import { getUser, updateUser } from './user.ts';
import { verifyGet, verifyPost } from './verify.ts';
import { verifyFactor } from './verifyFactor.ts';

type Route = (ctx: AuthContext, req: AuthRequest, param: string) => Promise<AuthResult>;

const ROUTES: Array<[method: string, pattern: RegExp, handler: Route]> = [
  ['POST', /^\/signup$/, signup],
  ['POST', /^\/token$/, token],
  ['POST', /^\/logout$/, logout],
  ['GET', /^\/user$/, getUser],
  ['PUT', /^\/user$/, updateUser],
  ['POST', /^\/recover$/, recover],
  ['POST', /^\/otp$/, otp],
  ['POST', /^\/magiclink$/, otp],
  ['POST', /^\/resend$/, resend],
  ['POST', /^\/verify$/, verifyPost],
  ['GET', /^\/verify$/, verifyGet],
  ['GET', /^\/reauthenticate$/, reauthenticate],
  ['POST', /^\/factors$/, enrollFactor],
  ['POST', /^\/factors\/([^/]+)\/challenge$/, challengeFactor],
  ['POST', /^\/factors\/([^/]+)\/verify$/, verifyFactor],
  ['DELETE', /^\/factors\/([^/]+)$/, unenrollFactor],
  ['POST', /^\/admin\/users$/, adminCreateUser],
  ['GET', /^\/settings$/, async (ctx) => ({ kind: 'json', status: 200, body: settings(ctx.config) })],
  ['GET', /^\/health$/, async () => ({ kind: 'json', status: 200, body: HEALTH })],
  ['GET', /^\/\.well-known\/jwks\.json$/, async () => ({ kind: 'json', status: 200, body: { keys: [] } })],
];

async function token(ctx: AuthContext, req: AuthRequest): Promise<AuthResult> {
  const grant = req.query.get('grant_type');
  if (grant === 'password') return passwordGrant(ctx, req);
  if (grant === 'refresh_token') return refreshTokenGrant(ctx, req);
  throw new AuthApiError(400, 'invalid_credentials', 'unsupported_grant_type');
}

/** The GoTrue-compatible service: routes a request below /auth/v1 and renders errors GoTrue's way. */
export async function handleAuth(ctx: AuthContext, req: AuthRequest, log: (line: string) => void): Promise<HttpReply> {
  const versioned = typeof req.headers['x-supabase-api-version'] === 'string';
  try {
    const route = ROUTES.find(([method, pattern]) => method === req.method && pattern.test(req.path));
    if (!route) {
      const known = ROUTES.some(([, pattern]) => pattern.test(req.path));
      throw known
        ? new AuthApiError(405, 'method_not_allowed', 'Method not allowed')
        : new AuthApiError(404, 'not_found', `Path ${req.path} not found`);
    }
    const [, pattern, handler] = route;
    // The only parameter is a factor's UUID: nothing to decode, and a stray % cannot throw.
    const param = pattern.exec(req.path)?.[1] ?? '';
    return render(await handler(ctx, req, param), versioned);
  } catch (error) {
    if (error instanceof AuthApiError || error instanceof OAuthError) return renderAuthError(error, versioned);
    log(`auth: ${req.method} ${req.path} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return renderAuthError(
      new AuthApiError(500, 'unexpected_failure', 'Unexpected failure, please check server logs for more information'),
      versioned,
    );
  }
}

function render(result: AuthResult, versioned: boolean): HttpReply {
  const headers: Record<string, string> = versioned ? { 'x-supabase-api-version': '2024-01-01' } : {};
  if (result.kind === 'redirect') return { status: 303, headers: { ...headers, location: result.location }, body: '' };
  if (result.kind === 'empty') return { status: result.status, headers, body: '' };
  return { status: result.status, headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(result.body) };
}
