/** The product's exact validator messages (product spec §5). */
export const messages = {
  address: 'Must be valid address',
  email: 'Please enter a valid email address.',
  emptyField: 'This field cannot be empty.',
  number: 'This field must contain a number.',
  upper: 'This field must contain an uppercase character.',
  lower: 'This field must contain a lowercase character.',
  nonNumeric: 'This field must a non numeric character.',
  invalidEmailValue: 'Value is not a valid email address',
  required: 'Value is required',
  maxLength: (max: number) => `The maximum length allowed is ${max}`,
  minLength: (min: number) => `This field should be at least ${min} characters long`,
  credentials: 'You must provide either an email or phone number and a password',
  color: 'Must be a hex colour like #1a2b3c or #abc',
  time: 'Must be a time as HH:MM (00:00 to 23:59)',
  totpCode: 'Enter the 6-digit code from your authenticator app.',
  passwordMismatch: 'The two passwords do not match.',
} as const;
