import { z } from 'zod';
import { verifyBearer } from '../keys/verifyBearer.ts';
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
export async function verifyAccessToken(
  authorization: string | string[] | undefined,
  jwtSecret: string,
): Promise<AccessClaims & { sub: string }> {
  const checked = await verifyBearer(authorization, jwtSecret);
  if (!checked.ok && checked.reason === 'missing') throw new AuthApiError(401, 'no_authorization', 'This endpoint requires a Bearer token');
  if (!checked.ok) {
    const why = checked.reason === 'expired' ? 'token has invalid claims: token is expired' : 'unable to parse or verify signature';
    throw new AuthApiError(403, 'bad_jwt', `invalid JWT: ${why}`);
  }
  const claims = AccessClaimsSchema.safeParse(checked.payload);
  if (!claims.success) throw new AuthApiError(403, 'bad_jwt', 'invalid JWT: unable to parse claims');
  const { sub } = claims.data;
  if (!sub) throw new AuthApiError(403, 'bad_jwt', 'invalid claim: missing sub claim');
  if (!UUID.safeParse(sub).success) throw new AuthApiError(400, 'bad_jwt', 'invalid claim: sub claim must be a UUID');
  return { ...claims.data, sub };
}
