import { notifyError, notifySuccess } from '../notifications/notificationsState.ts';
import { profileSavesDone } from '../settings/saveProfile.ts';
import { applyUser } from './applyUser.ts';
import { isAuthErrorNamed } from './authErrors.ts';
import { authState } from './authState.ts';
import { confirmSession } from './confirmSession.ts';
import { LOGIN_PATH } from './routeFor.ts';
import { supabase } from './supabaseClient.ts';

export type SignOutScope = 'global' | 'local' | 'others';

/** A 401, 403 or 404 answer means the session is already gone on the server: signed out. */
const alreadySignedOut = (status: number) => status === 401 || status === 403 || status === 404;

/** Ends sessions on the server; false when it failed and this device's session is still there. */
async function endSessions(scope: SignOutScope): Promise<boolean> {
  const { error } = await supabase().auth.signOut({ scope });
  if (!error || (isAuthErrorNamed(error, 'AuthApiError') && alreadySignedOut(error.status ?? 0))) return true;
  if (scope === 'others') return false;
  const { data } = await supabase().auth.getSession();
  return !data.session;
}

const SIGNED_OUT: Notice = ['Sign out successful!', 'You have been signed out.'];
/** A success notification's two lines. */
export type Notice = [primary: string, secondary: string];

/**
 * Signs this device out and sends the user to /login (or `to`, /login remembering a page) with the
 * spec's notification, or with `notice` when the sign-out follows something bigger (the account deleted).
 */
export async function signOut(
  scope: Exclude<SignOutScope, 'others'> = 'local',
  notice: Notice = SIGNED_OUT,
  to = LOGIN_PATH,
): Promise<boolean> {
  // Imported here, not at the top: that module creates the browser's router, and the header that
  // signs out is rendered at build time too (a tool's page, src/prerender). Before the sign-out, so
  // that nothing is awaited between the user becoming nobody and the move to /login (below).
  const { router } = await import('../app/router.ts');
  authState.signingOut = true;
  try {
    // A profile save's answer, arriving after the sign-out, would put the session back (profileSavesDone).
    await profileSavesDone();
    if (!(await endSessions(scope))) {
      notifyError('Unable to sign out', 'Something went wrong while signing out.');
      return false;
    }
    // Nobody first, so the guard at /login lets them stay. The move starts in the same task: the
    // SIGNED_OUT event leaves it to us (authEvents), and a later move of the user's own, Back
    // pressed at once, must not be undone by ours arriving after it.
    applyUser(null);
    const toLogin = router.navigate(to, { replace: true });
    notifySuccess(...notice);
    await toLogin;
    return true;
  } finally {
    authState.signingOut = false;
  }
}

/**
 * Ends every other session of the user (scope others); this device stays signed in. 'ended': this
 * device's session had ended already (a password changed elsewhere), which the server's answer does
 * not tell apart (supabase-js takes its 401 as done): asked before and after, it is signed out here
 * too, and the log-in page says why.
 */
export async function signOutOtherDevices(): Promise<'done' | 'failed' | 'ended'> {
  // This device's session first. Its token may be expired by the server's clock, not by this
  // device's: the server would refuse the sign-out (403), which supabase-js takes as done, and
  // nobody would be signed out. Confirmed, the token is a fresh one; ended, it is signed out here.
  await confirmSession(supabase());
  if (!authState.user) return 'ended';
  if (!(await endSessions('others'))) return 'failed';
  await confirmSession(supabase());
  return authState.user ? 'done' : 'ended';
}
