import { createHash, randomInt } from 'node:crypto';

/** GoTrue's stored form of an emailed OTP: hex(sha224(email + otp)); it is also the link's `token`. */
export function tokenHash(address: string, otp: string): string {
  return createHash('sha224')
    .update(address + otp)
    .digest('hex');
}

export function generateOtp(length = 6): string {
  let otp = '';
  for (let i = 0; i < length; i++) otp += String(randomInt(10));
  return otp;
}
