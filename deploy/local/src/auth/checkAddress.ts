import { z } from 'zod';
import { validationFailed } from './AuthApiError.ts';

const EmailSchema = z.email();
// GoTrue's e164Format (api/phone.go): a first digit that is not 0, and 2-15 digits in all. The
// app's own rule (7-15) lies inside it, so a number the form takes is never refused here.
const PhoneSchema = z.string().regex(/^\+?[1-9]\d{1,14}$/);

export type Address = { email?: string; phone?: string };

/** Exactly one of email or phone, well-formed, normalised (emails lower-cased, phones without '+'). */
export function checkAddress(body: { email?: string; phone?: string }): Address {
  if (body.email && body.phone) throw validationFailed('Only an email address or phone number should be provided');
  if (body.email) {
    if (!EmailSchema.safeParse(body.email).success) throw validationFailed('Unable to validate email address: invalid format');
    return { email: body.email.toLowerCase() };
  }
  if (body.phone) {
    const phone = body.phone.replace(/[\s()-]/g, '');
    if (!PhoneSchema.safeParse(phone).success) throw validationFailed('Invalid phone number format (E.164 required)');
    return { phone: phone.replace(/^\+/, '') };
  }
  throw validationFailed('You must provide either an email or phone number and a password');
}
