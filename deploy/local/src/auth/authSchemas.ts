import { z } from 'zod';
import { METADATA_MAX_BYTES, metadataFits } from './metadataJson.ts';

// Bodies as supabase-js 2.119 sends them ([WIRE] in the contract). Unknown keys such as
// gotrue_meta_security and code_challenge are accepted and ignored.
const optionalText = z
  .string()
  .nullish()
  .transform((v) => (v ? v.trim() : undefined));
// Refused here as well as after PUT /user's merge (metadataJson), so a sign-up with too much is
// refused whether or not the email has an account (no hint of which).
export const MetadataSchema = z
  .record(z.string(), z.unknown())
  .refine(metadataFits, `at most ${METADATA_MAX_BYTES} bytes as JSON`)
  .nullish();

export const SignupBodySchema = z.looseObject({
  email: optionalText,
  phone: optionalText,
  password: z.string().nullish(),
  data: MetadataSchema,
});

export const PasswordGrantSchema = z.looseObject({
  email: optionalText,
  phone: optionalText,
  password: z.string().nullish(),
});

export const RefreshGrantSchema = z.looseObject({ refresh_token: z.string().nullish() });

export const EmailOnlySchema = z.looseObject({ email: optionalText });

export const OtpBodySchema = z.looseObject({
  email: optionalText,
  phone: optionalText,
  data: MetadataSchema,
  create_user: z.boolean().nullish(),
});

export const ResendBodySchema = z.looseObject({ email: optionalText, phone: optionalText, type: z.string().nullish() });

export const VerifyTypeSchema = z.enum(['signup', 'invite', 'magiclink', 'recovery', 'email_change', 'email', 'sms', 'phone_change']);
export type VerifyType = z.infer<typeof VerifyTypeSchema>;

export const VerifyBodySchema = z.looseObject({
  type: VerifyTypeSchema,
  token: optionalText,
  token_hash: optionalText,
  email: optionalText,
  phone: optionalText,
});

export const UpdateUserSchema = z.looseObject({
  email: optionalText,
  phone: optionalText,
  password: z.string().nullish(),
  data: MetadataSchema,
  // Refused to a user whatever its size (403 not_admin), so not checked for it.
  app_metadata: z.record(z.string(), z.unknown()).nullish(),
  nonce: optionalText,
  current_password: z.string().nullish(),
});

export const EnrollFactorSchema = z.looseObject({
  factor_type: z.string(),
  friendly_name: z.string().nullish(),
  issuer: z.string().nullish(),
});

export const VerifyFactorSchema = z.looseObject({ challenge_id: z.string(), code: z.string() });
