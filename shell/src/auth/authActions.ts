import type { SignIn, SignUp } from '@coinwatch/shared';
import type { AuthError } from '@supabase/supabase-js';
import { notifySuccess } from '../notifications/notificationsState.ts';
import { applyFromSession, applySession, applyUser } from './applyUser.ts';
import { setRecovering } from './authState.ts';
import { notifyEmailConfirmed } from './emailConfirmed.ts';
import { endIfSessionGone } from './endIfSessionGone.ts';
import { withNext } from './nextPath.ts';
import { RESET_PATH, SETTINGS_PATH, VERIFY_PATH } from './routeFor.ts';
import { supabaseReady } from './supabaseClient.ts';

/**
 * Where the emailed links land: the session comes back in the fragment (implicit flow), and the
 * page asked for before (`next`) in the query, so the link ends there too.
 */
const linkTo = (path: string, next: string) => `${location.origin}${withNext(path, next)}`;

const credentials = ({ email, phone, password }: SignIn) => (email ? { email, password } : { phone, password });

export type SignUpOutcome = 'signed-in' | 'check-inbox';

/**
 * Signs up. With email confirmation on there is no session yet: the user is told to check the
 * inbox, and so is an already-registered address (GoTrue answers it with a fake user, so nothing
 * here tells the two apart).
 */
export async function signUp(values: SignUp, next = '/'): Promise<SignUpOutcome> {
  const data = values.displayName ? { display_name: values.displayName } : {};
  const { data: result, error } = await (await supabaseReady()).auth.signUp({
    ...credentials(values),
    options: { data, emailRedirectTo: linkTo(VERIFY_PATH, next) },
  });
  if (error) throw error;
  if (!result.session) return 'check-inbox';
  applyFromSession(result.session);
  return 'signed-in';
}

export async function signIn(values: SignIn): Promise<void> {
  const { data, error } = await (await supabaseReady()).auth.signInWithPassword(credentials(values));
  if (error) throw error;
  applyFromSession(data.session);
}

export async function resendConfirmation(email: string, next = '/'): Promise<void> {
  const { error } = await (await supabaseReady()).auth.resend({
    type: 'signup',
    email,
    options: { emailRedirectTo: linkTo(VERIFY_PATH, next) },
  });
  if (error) throw error;
}

/** Always the same answer, whether or not the address has an account (GoTrue answers 200 {}). */
export async function requestPasswordReset(email: string, next = '/'): Promise<void> {
  const { error } = await (await supabaseReady()).auth.resetPasswordForEmail(email, { redirectTo: linkTo(RESET_PATH, next) });
  if (error) throw error;
}

/**
 * The 6-digit code of a sign-up or reset email, typed instead of following its link (the mail may be
 * open on another device): the same session the link gives. After a reset's, the new password.
 */
export async function verifyEmailCode(email: string, code: string, purpose: 'signup' | 'recovery'): Promise<void> {
  const { data, error } = await (await supabaseReady()).auth.verifyOtp({ email, token: code, type: purpose });
  if (error) throw error;
  if (!data.session) throw new Error('The code was taken, but no session came back');
  applyFromSession(data.session);
  if (purpose === 'recovery') setRecovering(true);
  else notifyEmailConfirmed();
}

/**
 * A new email for the account. GoTrue sends a link to the new address, and one to the current
 * address when it has one (secure email change): the email changes once both are opened, and both
 * end in Settings. Until then the user has `new_email`, which Settings shows.
 */
export async function changeEmail(email: string): Promise<void> {
  const { data, error } = await (await supabaseReady()).auth.updateUser({ email }, { emailRedirectTo: linkTo(SETTINGS_PATH, '/') });
  if (error) throw endIfSessionGone(error);
  applyUser(data.user);
}

/** A new password; the current one is asked for in the settings (a reset link's user has none). */
export async function setPassword(password: string, currentPassword?: string): Promise<void> {
  const attributes = currentPassword === undefined ? { password } : { password, current_password: currentPassword };
  const { data, error } = await (await supabaseReady()).auth.updateUser(attributes);
  if (error) throw endIfSessionGone(error);
  setRecovering(false);
  await applySession(data.user);
}

/**
 * Gives the code to the user's verified TOTP factors (listFactors' `totp` holds only those):
 * challenge, then verify, and the session is aal2. A user may have added several apps and the code
 * comes from one of them, so a code one factor calls wrong is tried on the next; any other
 * refusal stops there.
 */
export async function verifyTotp(code: string): Promise<void> {
  const supabase = await supabaseReady();
  const { data: factors, error: listError } = await supabase.auth.mfa.listFactors();
  if (listError) throw listError;
  if (!factors.totp.length) return skipRemovedCode();
  let wrongCode: AuthError | null = null;
  for (const factor of factors.totp) {
    const { data, error } = await supabase.auth.mfa.challengeAndVerify({ factorId: factor.id, code });
    if (!error) {
      await applySession(data.user);
      return;
    }
    if (error.code !== 'mfa_verification_failed') throw error;
    wrongCode = error;
  }
  throw wrongCode;
}

/**
 * Every authenticator app was removed on another device while this one waited for the code: none is
 * owed any more. The stored session still lists the old apps, and the assurance level is read from
 * it, so it is refreshed first; then the user goes on as after a code.
 */
async function skipRemovedCode(): Promise<void> {
  const { data, error } = await (await supabaseReady()).auth.refreshSession();
  if (error) throw endIfSessionGone(error);
  if (data.session) applyFromSession(data.session);
  notifySuccess('Signed in', 'No code was needed: this account no longer has an authenticator app.');
}
