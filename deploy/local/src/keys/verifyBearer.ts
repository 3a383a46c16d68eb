import { errors, jwtVerify } from 'jose';

export type BearerCheck = { ok: true; payload: unknown } | { ok: false; reason: 'missing' | 'expired' | 'invalid' };

/** The `Authorization: Bearer <jwt>` header checked against the stack's HS256 secret. */
export async function verifyBearer(authorization: string | string[] | undefined, secret: string): Promise<BearerCheck> {
  const header = Array.isArray(authorization) ? authorization[0] : authorization;
  const token = /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];
  if (!token) return { ok: false, reason: 'missing' };
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), { algorithms: ['HS256'] });
    return { ok: true, payload };
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}
