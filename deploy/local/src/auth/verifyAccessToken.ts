import { errors, jwtVerify } from 'jose';
import { z } from 'zod';
import { AuthApiError } from './AuthApiError.ts';

/** Claims an access token must carry to be used against /user, /logout, /factors and so on. */
export const AccessClaimsSchema = z.looseObject({
  sub: z.string().optional(),
  role: z.string().optional(),
  session_id: z.string().optional(),
  aal: z.string().optional(),
  exp: z.number().optional(),
});
export type AccessClaims = z.infer<typeof AccessClaimsSchema>;

const UUID = z.uuid();

/**
 * GoTrue's requireAuthentication: no Bearer → 401 no_authorization; bad signature or expiry → 403
 * bad_jwt; no `sub` (e.g. the anon key) → 403 bad_jwt; a `sub` that is not a UUID → 400 bad_jwt.
 */
export async function verifyAccessToken(authorization: string | undefined, jwtSecret: string): Promise<AccessClaims & { sub: string }> {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  if (!match?.[1]) throw new AuthApiError(401, 'no_authorization', 'This endpoint requires a Bearer token');
  let payload: unknown;
  try {
    ({ payload } = await jwtVerify(match[1], new TextEncoder().encode(jwtSecret), { algorithms: ['HS256'] }));
  } catch (error) {
    const why = error instanceof errors.JWTExpired ? 'token has invalid claims: token is expired' : 'unable to parse or verify signature';
    throw new AuthApiError(403, 'bad_jwt', `invalid JWT: ${why}`);
  }
  const claims = AccessClaimsSchema.safeParse(payload);
  if (!claims.success) throw new AuthApiError(403, 'bad_jwt', 'invalid JWT: unable to parse claims');
  const { sub } = claims.data;
  if (!sub) throw new AuthApiError(403, 'bad_jwt', 'invalid claim: missing sub claim');
  if (!UUID.safeParse(sub).success) throw new AuthApiError(400, 'bad_jwt', 'invalid claim: sub claim must be a UUID');
  return { ...claims.data, sub };
}
