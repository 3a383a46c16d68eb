import { authErrorMessage } from '../auth/authErrors.ts';
import { authState } from '../auth/authState.ts';
import { notifyError } from '../notifications/notificationsState.ts';
import { setDarkMode } from '../theme/settingsState.ts';
import { saveProfile } from './saveProfile.ts';

type Saving = { latest: boolean; done: Promise<void> };

/** The save under way, and the choice the user made last (saved once the running save is done). */
let saving: Saving | null = null;

/**
 * Saves run.latest until the account holds it. A failure (offline, say) keeps the user's choice on
 * this device, where settings live, and says the account was not changed: putting the account's
 * back made dark mode impossible to switch offline.
 */
async function saveLatest(run: Saving, saved: boolean, save: typeof saveProfile): Promise<void> {
  const owner = authState.user?.id;
  try {
    // Until the account holds the last choice, while it is still this account's, signed in: a later
    // choice would otherwise be saved into the next account, or hold up a sign-out.
    while (run.latest !== saved && authState.user?.id === owner && !authState.signingOut) {
      const value = run.latest;
      await save({ dark_mode: value });
      saved = value;
      // The save's answer applied the saved account (this value): a later choice stays on screen.
      setDarkMode(run.latest);
    }
  } catch (error) {
    notifyError('Dark mode not saved to your account', authErrorMessage(error));
  } finally {
    if (saving === run) saving = null;
  }
}

/**
 * Dark mode applies at once; for a signed-in user it is saved to the account too (so the next
 * sign-in keeps it). The switch never waits: changes made while a save runs are saved after it,
 * one save at a time, so the account ends with the last choice (two saves in flight could land in
 * either order).
 */
export function changeDarkMode(on: boolean, save: typeof saveProfile = saveProfile): Promise<void> {
  setDarkMode(on);
  // A session from a reset link is only for the new password: a save to the account would be a
  // USER_UPDATED, which ends the reset (see authEvents.ts). The switch then only applies here.
  if (!authState.user || authState.recovering) return Promise.resolve();
  if (saving) {
    saving.latest = on;
    return saving.done;
  }
  const run: Saving = { latest: on, done: Promise.resolve() };
  saving = run;
  // From what the account holds (on until saved otherwise), not what this device shows: after a
  // failed save the two differ, and going back to the account's choice has nothing to save.
  run.done = saveLatest(run, authState.account?.preferences.darkMode ?? true, save);
  return run.done;
}
