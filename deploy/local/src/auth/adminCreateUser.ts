import { hash } from '@node-rs/bcrypt';
import { z } from 'zod';
import { withTransaction } from '../db/withTransaction.ts';
import { verifyBearer } from '../keys/verifyBearer.ts';
import { AuthApiError } from './AuthApiError.ts';
import type { AuthContext, AuthRequest, AuthResult } from './AuthContext.ts';
import { MetadataSchema } from './authSchemas.ts';
import { checkAddress } from './checkAddress.ts';
import { createUser } from './createUser.ts';
import { parseBody } from './parseBody.ts';
import { assertPasswordStrength } from './passwordPolicy.ts';
import { loadUserJson } from './userJson.ts';
import { findUserByAddress } from './userRow.ts';

const AdminCreateUserSchema = z.looseObject({
  email: z
    .string()
    .nullish()
    .transform((v) => v?.trim() || undefined),
  phone: z
    .string()
    .nullish()
    .transform((v) => v?.trim() || undefined),
  password: z.string().nullish(),
  email_confirm: z.boolean().nullish(),
  phone_confirm: z.boolean().nullish(),
  user_metadata: MetadataSchema,
});

const RoleClaimSchema = z.looseObject({ role: z.string() });

/**
 * POST /admin/users (supabase-js auth.admin.createUser), service_role only. The one admin endpoint
 * here: seeding and the benchmark need confirmed users without reading mail.
 */
export async function adminCreateUser(ctx: AuthContext, req: AuthRequest): Promise<AuthResult> {
  await requireServiceRole(req, ctx.config.jwtSecret);
  const body = parseBody(req, AdminCreateUserSchema);
  const address = checkAddress(body);
  if (body.password) assertPasswordStrength(body.password, ctx.config.minPasswordLength);
  const passwordHash = body.password ? await hash(body.password, { cost: ctx.config.bcryptCost }) : null;
  const confirmed = Boolean(address.email ? body.email_confirm : body.phone_confirm);
  const user = await withTransaction(ctx.pool, async (sql) => {
    if (await findUserByAddress(sql, address)) {
      throw address.email
        ? new AuthApiError(422, 'email_exists', 'A user with this email address has already been registered')
        : new AuthApiError(422, 'phone_exists', 'A user with this phone number has already been registered');
    }
    const created = await createUser(sql, { ...address, passwordHash, metadata: body.user_metadata ?? {}, confirmed });
    return loadUserJson(sql, created.id);
  });
  return { kind: 'json', status: 200, body: user };
}

async function requireServiceRole(req: AuthRequest, secret: string): Promise<void> {
  const checked = await verifyBearer(req.headers.authorization, secret);
  if (!checked.ok && checked.reason === 'missing') throw new AuthApiError(401, 'no_authorization', 'This endpoint requires a Bearer token');
  if (!checked.ok)
    throw new AuthApiError(
      403,
      'bad_jwt',
      `invalid JWT: ${checked.reason === 'expired' ? 'token is expired' : 'unable to parse or verify signature'}`,
    );
  const claims = RoleClaimSchema.safeParse(checked.payload);
  if (!claims.success || claims.data.role !== 'service_role') throw new AuthApiError(403, 'not_admin', 'User not allowed');
}
