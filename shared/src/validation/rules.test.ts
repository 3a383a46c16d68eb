import { describe, expect, it } from '@rstest/core';
import { UserMetadataSchema } from '../schemas/userAccount.ts';
import { addressProblem } from './addressChecksum.ts';
import { AddressSchema } from './addressSchema.ts';
import { messages } from './messages.ts';
import { ColorSchema, CredentialsSchema, DisplayNameSchema, EmailSchema, firstError, NewPasswordSchema, TimeSchema } from './rules.ts';

const hex40 = 'a'.repeat(40);
/** anvil's first account, EIP-55 checksummed, and the same with one letter's case flipped (a typo). */
const checksummed = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const badChecksum = '0xF39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

describe('address', () => {
  it.each([hex40, `0x${hex40}`, `  ${checksummed}  `, checksummed.slice(2), checksummed.toUpperCase().replace('0X', '0x')])(
    'accepts %j',
    (value) => {
      expect(AddressSchema.safeParse(value).success).toBe(true);
    },
  );
  it('trims', () => {
    expect(AddressSchema.parse(`  ${hex40} `)).toBe(hex40);
  });
  it.each([
    'a'.repeat(39),
    'a'.repeat(41),
    `0x${'a'.repeat(39)}`,
    `0X${hex40}`,
    `0x${'g'.repeat(40)}`,
    `${'a'.repeat(20)} ${'a'.repeat(20)}`,
    '',
    '0x',
  ])('rejects %j with the spec message', (value) => {
    expect(firstError(AddressSchema.safeParse(value))).toBe('Must be valid address');
  });
  it('rejects mixed case that does not match its EIP-55 checksum, saying why', () => {
    expect(firstError(AddressSchema.safeParse(badChecksum))).toBe(messages.addressChecksum);
    expect(firstError(AddressSchema.safeParse(` ${badChecksum.slice(2)}`))).toBe(messages.addressChecksum);
    expect(messages.addressChecksum.startsWith(messages.address)).toBe(true);
  });
  // Pasted from a web page or a chat, it looked valid and was refused as 'Must be valid address' alone.
  it.each([`${checksummed}\u200B`, `\u2060${checksummed}`, `0x\u200D${hex40}`])(
    'rejects %j, saying an invisible character came with it',
    (value) => {
      expect(AddressSchema.safeParse(value).error?.issues.map((i) => i.message)).toEqual([messages.addressHidden]);
      expect(messages.addressHidden.startsWith(messages.address)).toBe(true);
    },
  );
  it('is checked the same way without zod, for a tool that only looks an address up', () => {
    for (const value of [
      hex40,
      ` ${checksummed} `,
      checksummed.toUpperCase().replace('0X', '0x'),
      'a'.repeat(39),
      `0X${hex40}`,
      badChecksum,
      `${checksummed}\u200B`,
    ]) {
      expect(addressProblem(value)).toBe(firstError(AddressSchema.safeParse(value)) ?? null);
    }
  });
});

describe('colour', () => {
  it.each(['#abc', '#ABC', '#a1b2c3'])('accepts %s', (v) => expect(ColorSchema.safeParse(v).success).toBe(true));
  it.each(['abc', '#abcd', '#ab', '#abcdeg', '#abcdef0', 'red', ''])('rejects %j', (v) =>
    expect(ColorSchema.safeParse(v).success).toBe(false),
  );
});

describe('time', () => {
  it.each(['00:00', '09:05', '23:59'])('accepts %s', (v) => expect(TimeSchema.safeParse(v).success).toBe(true));
  it.each(['24:00', '7:30', '12:60', '12:5', '1230', ''])('rejects %j', (v) => expect(TimeSchema.safeParse(v).success).toBe(false));
});

describe('email', () => {
  it('rejects empty with the empty-field message', () => {
    expect(firstError(EmailSchema.safeParse('  '))).toBe('This field cannot be empty.');
  });
  it('rejects a malformed email', () => {
    expect(firstError(EmailSchema.safeParse('not-an-email'))).toBe('Please enter a valid email address.');
  });
  it('accepts a real one', () => expect(EmailSchema.parse(' a@b.co ')).toBe('a@b.co'));
});

describe('new password', () => {
  it.each([
    ['', 'This field cannot be empty.'],
    ['Ab1', 'This field should be at least 8 characters long'],
    ['abcdefgh', 'This field must contain a number.'],
    ['abcdefg1', 'This field must contain an uppercase character.'],
    ['ABCDEFG1', 'This field must contain a lowercase character.'],
    [`Aa1${'x'.repeat(70)}`, messages.maxBytes(72)],
    // 43 characters, 83 bytes: bcrypt would read only the first 72.
    [`Aa1${'é'.repeat(40)}`, messages.maxBytes(72)],
  ])('%j → %s', (value, message) => {
    expect(firstError(NewPasswordSchema.safeParse(value))).toBe(message);
  });
  it('accepts a strong one', () => expect(NewPasswordSchema.safeParse('Correct1Horse').success).toBe(true));
  it('accepts 72 bytes exactly', () => expect(NewPasswordSchema.safeParse(`Aa1${'é'.repeat(34)}x`).success).toBe(true));
  // Composition counts any script's letters and digits, not ASCII's alone.
  it.each(['Ärger1äöü', 'Жжжжжжж7', 'Passwort٣x'])('accepts %j', (password) =>
    expect(NewPasswordSchema.safeParse(password).success).toBe(true),
  );
  it('still wants a lowercase letter when every letter is a capital Ä', () =>
    expect(firstError(NewPasswordSchema.safeParse('ÄÖÜÄÖÜ12'))).toBe(messages.lower));
});

describe('display name', () => {
  it('must not be only digits', () => expect(firstError(DisplayNameSchema.safeParse('12345'))).toBe(messages.nonNumeric));
  it('may be empty', () => expect(DisplayNameSchema.safeParse('').success).toBe(true));
  // 64 characters as a person (and Postgres) counts them, though each emoji is two UTF-16 units.
  it('takes 64 emoji and refuses 65', () => {
    expect(DisplayNameSchema.safeParse('🚀'.repeat(64)).success).toBe(true);
    expect(firstError(DisplayNameSchema.safeParse('🚀'.repeat(65)))).toBe(messages.maxLength(64));
  });
  // Blank in the header (zero-width spaces), or shown backwards (an override).
  it.each(['\u200B\u200B', 'Ada\u202EecalevoL', 'Ada\nLovelace'])('refuses invisible characters: %j', (name) => {
    expect(firstError(DisplayNameSchema.safeParse(name))).toBe(messages.hiddenCharacter);
  });
  it.each(['Ada Lovelace', 'עדה', '👨‍👩‍👧 family'])('accepts %j', (name) => expect(DisplayNameSchema.safeParse(name).success).toBe(true));
});

describe('display name kept in the account (saved by any client)', () => {
  const shown = (display_name: unknown) => UserMetadataSchema.parse({ display_name }).display_name;
  it('is shown without invisible characters, and blank when that is all it was', () => {
    expect(shown('\u202EAda\u200B')).toBe('Ada');
    expect(shown('\u200B\u200B')).toBe('');
  });
  it('is shown when longer than the form allows, not dropped', () => expect(shown('x'.repeat(80))).toBe('x'.repeat(80)));
  it('is blank when it is not text', () => expect(shown(42)).toBe(''));
});

describe('phone numbers and emails as people type and paste them', () => {
  it('takes a formatted number as its digits', () => {
    expect(CredentialsSchema.parse({ phone: ' +1 (415) 555-0123 ', password: 'x' }).phone).toBe('+14155550123');
    expect(CredentialsSchema.parse({ phone: '+44 20.7946.0958', password: 'x' }).phone).toBe('+442079460958');
  });
  it('still asks for the country code', () =>
    expect(firstError(CredentialsSchema.safeParse({ phone: '(415) 555-0123', password: 'x' }))).toBe(
      'Enter the phone number with its country code, like +14155550123',
    ));
  it('refuses an address no mail server takes (over 64 characters before the @, or 254 in all)', () => {
    expect(firstError(EmailSchema.safeParse(`${'a'.repeat(65)}@example.com`))).toBe(messages.email);
    expect(firstError(EmailSchema.safeParse(`a@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.${'e'.repeat(60)}.com`))).toBe(
      messages.email,
    );
    expect(firstError(CredentialsSchema.safeParse({ email: `${'a'.repeat(300)}@example.com`, password: 'x' }))).toBe(messages.email);
    expect(EmailSchema.safeParse(`${'a'.repeat(64)}@example.com`).success).toBe(true);
  });
});

describe('credentials', () => {
  it.each([{}, { email: 'a@b.co' }, { password: 'x' }, { email: ' ', phone: '', password: 'x' }])(
    'needs an email or phone and a password: %j',
    (input) => {
      expect(firstError(CredentialsSchema.safeParse(input))).toBe('You must provide either an email or phone number and a password');
    },
  );
  it('accepts a phone and password', () => {
    expect(CredentialsSchema.safeParse({ phone: '+14155550123', password: 'x' }).success).toBe(true);
  });
});
