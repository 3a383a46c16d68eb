import { isAuthApiError } from '@supabase/supabase-js';
import { router } from '../app/router.ts';
import { notifyError, notifySuccess } from '../notifications/notificationsState.ts';
import { supabase } from './supabaseClient.ts';

export type SignOutScope = 'global' | 'local' | 'others';

/** A 401, 403 or 404 answer means the session is already gone on the server: signed out. */
const alreadySignedOut = (status: number) => status === 401 || status === 403 || status === 404;

/** Signs out (this device by default) and sends the user to /login with the spec's notification. */
export async function signOut(scope: SignOutScope = 'local'): Promise<boolean> {
  const { error } = await supabase().auth.signOut({ scope });
  if (error && !(isAuthApiError(error) && alreadySignedOut(error.status))) {
    const { data } = await supabase().auth.getSession();
    if (data.session) {
      notifyError('Unable to sign out', 'Something went wrong while signing out.');
      return false;
    }
  }
  if (scope !== 'others') {
    notifySuccess('Sign out successful!', 'You have been signed out.');
    await router.navigate('/login');
  }
  return true;
}
