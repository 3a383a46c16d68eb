import { useIsDarkMode } from '../theme/useIsDarkMode.ts';
import { changeDarkMode } from './changeDarkMode.ts';

/** Dark mode applies at once and is saved to the account; a failed save puts it back. */
export function DarkModeSetting() {
  const isDarkMode = useIsDarkMode();
  return (
    <section aria-labelledby="appearance-title">
      <h2 id="appearance-title">Appearance</h2>
      <label className="checkbox">
        <input type="checkbox" checked={isDarkMode} onChange={(e) => void changeDarkMode(e.target.checked)} />
        Dark mode
      </label>
    </section>
  );
}
