import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { authErrorMessage } from '../auth/authErrors.ts';
import { notifyError } from '../notifications/notificationsState.ts';
import { setDarkMode, settingsState } from '../theme/settingsState.ts';
import { saveProfile } from './accountActions.ts';

export type DarkModeSettingProps = { save?: typeof saveProfile };

/** Dark mode applies at once and is saved to the account; a failed save puts it back. */
export function DarkModeSetting({ save = saveProfile }: DarkModeSettingProps) {
  const { isDarkMode } = useSnapshot(settingsState);
  const [busy, setBusy] = useState(false);
  async function change(on: boolean) {
    setDarkMode(on);
    setBusy(true);
    try {
      await save({ dark_mode: on });
    } catch (error) {
      setDarkMode(!on);
      notifyError('Unable to save dark mode', authErrorMessage(error));
    } finally {
      setBusy(false);
    }
  }
  return (
    <section aria-labelledby="appearance-title">
      <h2 id="appearance-title">Appearance</h2>
      <label className="checkbox">
        <input type="checkbox" checked={isDarkMode} disabled={busy} onChange={(e) => void change(e.target.checked)} />
        Dark mode
      </label>
    </section>
  );
}
