import { describeWriteError, unanswered } from '@coinwatch/shared/toolkit';
import type { Factor } from '@supabase/supabase-js';
import { applySession } from '../auth/applyUser.ts';
import { authState, owesSecondFactor } from '../auth/authState.ts';
import { endIfSessionGone } from '../auth/endIfSessionGone.ts';
import { supabase } from '../auth/supabaseClient.ts';

async function readFactors() {
  const { data, error } = await supabase().auth.mfa.listFactors();
  if (error) throw endIfSessionGone(error);
  return data;
}

/**
 * The authenticator apps that sign in: the verified TOTP factors. An unverified one is a set-up
 * that was left (a tab closed on its QR code, or one still on screen in another tab): not an app
 * the user has, and its secret is never shown again, so it is not listed; the next set-up drops it.
 */
export const listFactors = async (): Promise<Factor[]> => (await readFactors()).totp;

export type TotpEnrolment = { factorId: string; qrCode: string; secret: string };

const SVG_PREFIX = 'data:image/svg+xml;utf-8,';

/** The QR code as an image URL: the SVG is escaped, since a raw '#' would cut a data URL short. */
export const qrCodeSrc = (qrCode: string) =>
  `${SVG_PREFIX}${encodeURIComponent(qrCode.startsWith(SVG_PREFIX) ? qrCode.slice(SVG_PREFIX.length) : qrCode)}`;

/**
 * Starts a TOTP enrolment. A set-up left unverified is dropped first (a tab closed on its QR code ran
 * no clean-up), so they do not pile up towards the server's ten. Best effort: the new one does not
 * need it gone, and a failure that matters fails the enrolment too.
 */
export async function enrollTotp(): Promise<TotpEnrolment> {
  for (const factor of (await readFactors()).all) {
    if (factor.factor_type === 'totp' && factor.status === 'unverified') await dropUnverifiedFactor(factor.id).catch(() => {});
  }
  const { data, error } = await supabase().auth.mfa.enroll({
    factorType: 'totp',
    // What the app lists the account under: the server's default is the site's host ("localhost:3500").
    issuer: 'Coinwatch',
    // Unique, as the server wants, and read alike on every device: in the enrolling device's locale
    // and zone it showed another's user "added ٢٤‏/١١‏/٢٠٢٦، ٦:٢٥:٤١ م", with no zone.
    friendlyName: `Authenticator app, added ${new Date().toISOString().slice(0, 19).replace('T', ' ')} UTC`,
  });
  if (error) throw endIfSessionGone(error);
  return { factorId: data.id, qrCode: qrCodeSrc(data.totp.qr_code), secret: data.totp.secret };
}

/** The first code verifies the factor, and this session becomes aal2. */
export async function verifyFactor(factorId: string, code: string): Promise<void> {
  const { data, error } = await supabase().auth.mfa.challengeAndVerify({ factorId, code });
  if (error) throw endIfSessionGone(error);
  await applySession(data.user);
}

/**
 * Removes a factor never verified (a set-up cancelled or left): no session's level changes, so none
 * is refreshed. Gone already (another tab's set-up drops an unfinished one) counts as removed.
 */
export async function dropUnverifiedFactor(factorId: string): Promise<void> {
  const { error } = await supabase().auth.mfa.unenroll({ factorId });
  if (error && error.code !== 'mfa_factor_not_found') throw endIfSessionGone(error);
}

/**
 * Removes a factor; the server lowers the sessions its code raised to aal1 (all of them with none
 * left), so the session is refreshed. True when this session now owes a code from another app.
 */
export async function removeFactor(factorId: string): Promise<boolean> {
  const { error } = await supabase().auth.mfa.unenroll({ factorId });
  if (error) throw endIfSessionGone(error);
  const { data } = await supabase().auth.refreshSession();
  if (data.user) await applySession(data.user);
  return owesSecondFactor(authState);
}

/**
 * Deletes the account with everything in it (the server's delete_my_account). Refused with PT403
 * to a session that owes its authenticator code, which the app never keeps signed in for long.
 */
export async function deleteAccount(): Promise<void> {
  const { error } = await supabase().rpc('delete_my_account');
  if (!error) return;
  if (error.code === 'PT403')
    throw new Error('This session has not given its authenticator code. Log out, log in with your code, and try again.');
  // With no answer, the server may have deleted it before the connection went: said as unknown.
  if (unanswered(error))
    throw new Error(
      'The server did not answer, so the account may or may not be deleted. Reload the page: if it asks you to log in, the account is deleted.',
    );
  throw new Error(`${describeWriteError(error, { duplicate: '', constraints: {} })} Nothing was deleted.`);
}
