import { z } from 'zod';
import { asciiDigits } from '../toolkit/asciiDigits.ts';
import { messages } from './messages.ts';
import { CredentialsSchema, DisplayNameSchema, EmailSchema, NewPasswordSchema, phoneDigits } from './rules.ts';

const text = z.string().trim().optional().default('');

/** Copies a failed parse's issues into a refinement, under the given path (or their own). */
function addIssues(ctx: z.RefinementCtx, error: z.ZodError, path?: PropertyKey[]): void {
  for (const issue of error.issues) ctx.addIssue({ code: 'custom', path: path ?? issue.path, message: issue.message });
}

/** Sign-in: an email or a phone, plus a password (product spec §5). */
export const SignInSchema = CredentialsSchema;
export type SignIn = z.infer<typeof SignInSchema>;

/** Sign-up: the sign-in credentials, a password that meets every composition rule, a display name. */
export const SignUpSchema = z
  .object({
    email: text,
    phone: z.string().overwrite(phoneDigits).optional().default(''),
    password: z.string().optional().default(''),
    displayName: DisplayNameSchema.optional().default(''),
  })
  .superRefine((value, ctx) => {
    const credentials = CredentialsSchema.safeParse(value);
    if (!credentials.success) addIssues(ctx, credentials.error);
    // Every field's problems at once, not the password's only after the email is fixed. An empty
    // password is the credentials' message already.
    if (value.password === '') return;
    const password = NewPasswordSchema.safeParse(value.password);
    if (!password.success) addIssues(ctx, password.error, ['password']);
  });
export type SignUp = z.infer<typeof SignUpSchema>;

/** The password again: left empty, it is not typed yet (said so), rather than typed differently. */
const typedAgain = z.string().min(1, messages.emptyField);
const typedTwice = (value: { password: string; confirm: string }) => value.confirm === '' || value.password === value.confirm;
const mismatch = { path: ['confirm'], message: messages.passwordMismatch };

/** A new password typed twice (after a reset link, whose user does not know the old one). */
export const NewPasswordFormSchema = z.object({ password: NewPasswordSchema, confirm: typedAgain }).refine(typedTwice, mismatch);
export type NewPasswordForm = z.infer<typeof NewPasswordFormSchema>;

/** Change password in the settings: the current one too, so a browser left signed in is not enough. */
export const ChangePasswordFormSchema = z
  .object({ current: z.string().min(1, messages.emptyField), password: NewPasswordSchema, confirm: typedAgain })
  .refine(typedTwice, mismatch);

export const ResetRequestSchema = z.object({ email: EmailSchema });

/**
 * A 6-digit code. Apps and mails show and copy them in groups ("123 456", "123-456"), so spaces and
 * dashes are dropped before the digits are checked; digits typed on a Japanese or Arabic keyboard
 * ("８４２５５７", "٨٤٢٥٥٧") are read as the same code.
 */
const sixDigitCode = (message: string) =>
  z
    .string()
    .overwrite((code) => asciiDigits(code).replace(/[\s-]/g, ''))
    .regex(/^[0-9]{6}$/, message);

/** The 6 digits an authenticator app shows (TOTP: SHA1, 30 s). */
export const TotpCodeSchema = sixDigitCode(messages.totpCode);
export const TotpCodeFormSchema = z.object({ code: TotpCodeSchema });

/** The code of a sign-up or reset email (GoTrue's 6-digit OTP), typed instead of following its link. */
export const EmailCodeFormSchema = z.object({ code: sixDigitCode(messages.emailCode) });

export const ProfileFormSchema = z.object({ displayName: DisplayNameSchema });

/** A new email for the account: another than the one it has (any case), which would change nothing. */
export const changeEmailFormSchema = (current: string) =>
  z.object({ email: EmailSchema.refine((email) => email.toLowerCase() !== current.toLowerCase(), messages.sameEmail) });

/** An email in any case, a phone number by its digits (typed with spaces, dashes or its "+"). */
function sameIdentity(typed: string, identity: string): boolean {
  if (identity.includes('@')) return typed.toLowerCase() === identity.toLowerCase();
  const digits = typed.replace(/\D/g, '');
  return digits !== '' && digits === identity.replace(/\D/g, '');
}

/**
 * Delete account: the account's own email (or phone) typed back, so that no stray click or key
 * deletes it.
 */
export const deleteAccountFormSchema = (identity: string) =>
  z.object({
    confirm: z
      .string()
      .trim()
      .refine((typed) => sameIdentity(typed, identity), messages.deleteAccountConfirm(identity)),
  });
