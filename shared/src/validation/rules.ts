import { z } from 'zod';
import { asciiDigits } from '../toolkit/asciiDigits.ts';
import { maxCharacters } from './characters.ts';
import { messages } from './messages.ts';

import { ADDRESS_PATTERN, COLOR_PATTERN, isVisibleText, TIME_PATTERN } from './patterns.ts';

// The patterns live apart, without zod, so tools can bundle them (see toolkit/hexAddress.ts).
export { ADDRESS_PATTERN, COLOR_PATTERN, TIME_PATTERN };

export const ColorSchema = z.string().trim().regex(COLOR_PATTERN, messages.color);
export const TimeSchema = z.string().trim().regex(TIME_PATTERN, messages.time);

/**
 * An address mail can reach: its form, and RFC 5321's limits (64 characters before the @, 254 in
 * all), which z.email() does not hold; past them no server delivers, and the user would wait for a
 * link that never comes.
 */
const EmailAddressSchema = z.email(messages.email).refine((email) => email.length <= 254 && email.lastIndexOf('@') <= 64, messages.email);
export const EmailSchema = z.string().trim().min(1, messages.emptyField).pipe(EmailAddressSchema);

/** Password composition rules for new passwords (the server's minimum is 6; ours is stricter). */
export const PASSWORD_MIN_LENGTH = 8;
/** bcrypt reads only the first 72 bytes; the server refuses more rather than ignore the rest. */
export const PASSWORD_MAX_BYTES = 72;
export const NewPasswordSchema = z
  .string()
  // An empty password is that one problem, not also every composition rule it fails.
  .min(1, { message: messages.emptyField, abort: true })
  .min(PASSWORD_MIN_LENGTH, messages.minLength(PASSWORD_MIN_LENGTH))
  .refine((password) => new TextEncoder().encode(password).length <= PASSWORD_MAX_BYTES, messages.maxBytes(PASSWORD_MAX_BYTES))
  // Any script's digits and cased letters: Ä, Ж and ٣ count as much as A and 3 (the server checks length only).
  .regex(/\p{Nd}/u, messages.number)
  .regex(/\p{Lu}/u, messages.upper)
  .regex(/\p{Ll}/u, messages.lower);

/**
 * A number as people write and paste it ("+1 (415) 555-0123"): its spaces, brackets, dashes and
 * dots go, and digits typed in another script ("+٢٠ ١٠٠") are read as ASCII ones.
 */
export const phoneDigits = (phone: string) =>
  asciiDigits(phone)
    .trim()
    .replace(/[\s().-]/g, '');
/** E.164 phone number. */
export const PhoneSchema = z
  .string()
  .overwrite(phoneDigits)
  .regex(/^\+[1-9][0-9]{6,14}$/, 'Enter the phone number with its country code, like +14155550123');

export const DISPLAY_NAME_MAX_LENGTH = 64;
export const DisplayNameSchema = z
  .string()
  .trim()
  .check(maxCharacters(DISPLAY_NAME_MAX_LENGTH))
  // Shown in the header: a name of zero-width spaces is blank there, and an override turns it around.
  .refine(isVisibleText, messages.hiddenCharacter)
  .refine((name) => name === '' || /[^0-9]/.test(name), messages.nonNumeric);

/** Sign-up and sign-in need an email or a phone, plus a password. */
export const CredentialsSchema = z
  .object({
    email: z.string().trim().optional().default(''),
    phone: z.string().overwrite(phoneDigits).optional().default(''),
    password: z.string().optional().default(''),
  })
  .superRefine((c, ctx) => {
    // Under the first field it lacks, as any field's message: that field takes the focus and is
    // marked invalid, and a screen reader reads the two together.
    const lacking = c.email === '' && c.phone === '' ? 'email' : c.password === '' ? 'password' : null;
    if (lacking) ctx.addIssue({ code: 'custom', path: [lacking], message: messages.credentials });
    if (c.email !== '' && !EmailAddressSchema.safeParse(c.email).success) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: messages.email });
    }
    // Either one (spec §5): with both, the phone would be dropped without a word.
    if (c.email !== '' && c.phone !== '') ctx.addIssue({ code: 'custom', path: ['phone'], message: messages.emailOrPhone });
    if (c.email === '' && c.phone !== '' && !PhoneSchema.safeParse(c.phone).success) {
      ctx.addIssue({
        code: 'custom',
        path: ['phone'],
        message: PhoneSchema.safeParse(c.phone).error?.issues[0]?.message ?? messages.required,
      });
    }
  });
export type Credentials = z.infer<typeof CredentialsSchema>;

/** First message of a failed parse, for a form field. */
export function firstError(result: { success: boolean; error?: z.ZodError }): string | undefined {
  return result.success ? undefined : result.error?.issues[0]?.message;
}
