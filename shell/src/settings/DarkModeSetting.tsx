import { useState } from 'react';
import { useIsDarkMode } from '../theme/useIsDarkMode.ts';
import type { saveProfile } from './accountActions.ts';
import { changeDarkMode } from './changeDarkMode.ts';

export type DarkModeSettingProps = { save?: typeof saveProfile };

/** Dark mode applies at once and is saved to the account; a failed save puts it back. */
export function DarkModeSetting({ save }: DarkModeSettingProps) {
  const isDarkMode = useIsDarkMode();
  const [busy, setBusy] = useState(false);
  async function change(on: boolean) {
    setBusy(true);
    await changeDarkMode(on, save);
    setBusy(false);
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
