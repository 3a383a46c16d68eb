import { describe, expect, it } from '@rstest/core';
import {
  changeEmailFormSchema,
  deleteAccountFormSchema,
  EmailCodeFormSchema,
  NewPasswordFormSchema,
  SignInSchema,
  SignUpSchema,
  TotpCodeSchema,
} from './authForms.ts';
import { messages } from './messages.ts';

const issues = (result: { success: boolean; error?: { issues: Array<{ message: string; path: PropertyKey[] }> } }) =>
  result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('SignUpSchema', () => {
  it('needs an email or a phone, and a password', () => {
    // Under the first field it lacks.
    expect(issues(SignUpSchema.safeParse({}))).toEqual([['email', messages.credentials]]);
    expect(issues(SignUpSchema.safeParse({ email: 'a@example.com' }))).toEqual([['password', messages.credentials]]);
    expect(issues(SignUpSchema.safeParse({ phone: '+14155550123' }))).toEqual([['password', messages.credentials]]);
  });
  it('gives every reason the password is weak', () => {
    expect(issues(SignUpSchema.safeParse({ email: 'a@example.com', password: 'abc' }))).toEqual([
      ['password', messages.minLength(8)],
      ['password', messages.number],
      ['password', messages.upper],
    ]);
  });
  it('gives a bad email’s reason and the password’s together, not one after the other', () => {
    expect(issues(SignUpSchema.safeParse({ email: 'a@b', password: 'abc' }))).toEqual([
      ['email', messages.email],
      ['password', messages.minLength(8)],
      ['password', messages.number],
      ['password', messages.upper],
    ]);
  });
  it('reads a phone number typed with another script’s digits as the same number', () => {
    expect(SignUpSchema.parse({ phone: '+٢٠ ١٠٠ ١٢٣ ٤٥٦٧', password: 'Abcdefg1' }).phone).toBe('+201001234567');
  });

  it('takes a phone instead of an email, and an optional display name', () => {
    const parsed = SignUpSchema.parse({ phone: '+14155550123', password: 'Abcdefg1', displayName: ' Ada ' });
    expect(parsed).toEqual({ email: '', phone: '+14155550123', password: 'Abcdefg1', displayName: 'Ada' });
  });
  it('checks the display name', () => {
    expect(issues(SignUpSchema.safeParse({ email: 'a@example.com', password: 'Abcdefg1', displayName: '1234' }))).toEqual([
      ['displayName', messages.nonNumeric],
    ]);
  });
});

describe('SignInSchema', () => {
  it('accepts any password (the server decides)', () => {
    expect(SignInSchema.safeParse({ email: 'a@example.com', password: 'x' }).success).toBe(true);
  });
  it('takes an email or a phone, and says so when given both rather than dropping the phone', () => {
    for (const schema of [SignInSchema, SignUpSchema])
      expect(issues(schema.safeParse({ email: 'a@example.com', phone: '+14155550123', password: 'Abcdefg1' }))).toEqual([
        ['phone', messages.emailOrPhone],
      ]);
  });
});

describe('NewPasswordFormSchema', () => {
  it('wants the password twice', () => {
    expect(issues(NewPasswordFormSchema.safeParse({ password: 'Abcdefg1', confirm: 'Abcdefg' }))).toEqual([
      ['confirm', messages.passwordMismatch],
    ]);
  });
  it('says each empty field is empty, not that they differ', () => {
    expect(issues(NewPasswordFormSchema.safeParse({ password: '', confirm: '' }))).toEqual([
      ['password', messages.emptyField],
      ['confirm', messages.emptyField],
    ]);
    // Not typed again yet: "The two passwords do not match." told the user they had typed it wrong.
    expect(issues(NewPasswordFormSchema.safeParse({ password: 'Abcdefg1', confirm: '' }))).toEqual([['confirm', messages.emptyField]]);
  });
});

describe('TotpCodeSchema', () => {
  // As typed on a Japanese (full-width), an Arabic (Arabic-Indic) and a Hindi (Devanagari) keyboard too.
  it.each(['123456', ' 123456 ', '123 456', '123-456', '123\u00a0456', '１２３４５６', '١٢٣ ٤٥٦', '१२३४५६'])(
    'accepts %j as 123456',
    (code) => expect(TotpCodeSchema.safeParse(code)).toEqual({ success: true, data: '123456' }),
  );
  it.each(['12345', '1234567', '12a456', '', '123 4567', '12.3456'])('refuses %j', (code) =>
    expect(issues(TotpCodeSchema.safeParse(code))).toEqual([['', messages.totpCode]]),
  );
});

describe('EmailCodeFormSchema', () => {
  it('reads a mailed code as grouped or typed on another keyboard, and names the email when it is not 6 digits', () => {
    expect(EmailCodeFormSchema.safeParse({ code: '752 312' })).toEqual({ success: true, data: { code: '752312' } });
    expect(EmailCodeFormSchema.safeParse({ code: '٧٥٢٣١٢' })).toEqual({ success: true, data: { code: '752312' } });
    expect(issues(EmailCodeFormSchema.safeParse({ code: '75231' }))).toEqual([['code', messages.emailCode]]);
  });
});

describe('deleteAccountFormSchema', () => {
  const byEmail = deleteAccountFormSchema('Ann@Example.com');
  const byPhone = deleteAccountFormSchema('15551234567');

  it('takes the account’s email in any case, or its phone number however it is spaced', () => {
    expect(byEmail.safeParse({ confirm: ' ann@example.COM ' }).success).toBe(true);
    expect(byPhone.safeParse({ confirm: '+1 555-123 4567' }).success).toBe(true);
  });

  it('refuses anything else, saying what to type', () => {
    for (const confirm of ['', 'ann@example.org', 'delete']) {
      expect(byEmail.safeParse({ confirm }).error?.issues[0]?.message).toBe(
        'Type Ann@Example.com to confirm that this account is to be deleted.',
      );
    }
    expect(byPhone.safeParse({ confirm: 'phone' }).success).toBe(false);
    expect(byPhone.safeParse({ confirm: '+1 555 123 456' }).success).toBe(false);
  });
});

describe('changeEmailFormSchema', () => {
  const schema = changeEmailFormSchema('ann@example.com');
  it('takes another valid email, trimmed', () => {
    expect(schema.parse({ email: ' bob@example.com ' })).toEqual({ email: 'bob@example.com' });
  });
  it('refuses the current one in any case, and an invalid one', () => {
    expect(schema.safeParse({ email: 'ANN@example.com' }).error?.issues[0]?.message).toBe('This is already the email you log in with.');
    expect(schema.safeParse({ email: 'ann@' }).success).toBe(false);
  });
});
