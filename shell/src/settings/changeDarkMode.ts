import { authErrorMessage } from '../auth/authErrors.ts';
import { authState } from '../auth/authState.ts';
import { notifyError } from '../notifications/notificationsState.ts';
import { setDarkMode } from '../theme/settingsState.ts';
import { saveProfile } from './accountActions.ts';

/**
 * Dark mode applies at once; for a signed-in user it is saved to the account too (so the next
 * sign-in keeps it), and put back if that save fails.
 */
export async function changeDarkMode(on: boolean, save: typeof saveProfile = saveProfile): Promise<void> {
  setDarkMode(on);
  if (!authState.user) return;
  try {
    await save({ dark_mode: on });
  } catch (error) {
    setDarkMode(!on);
    notifyError('Unable to save dark mode', authErrorMessage(error));
  }
}
