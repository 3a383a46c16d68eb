import { useSnapshot } from 'valtio';
import { changeDarkMode } from '../settings/changeDarkMode.ts';
import { settingsState } from './settingsState.ts';

export function ThemeToggle() {
  const { isDarkMode } = useSnapshot(settingsState);
  return (
    <button type="button" className="icon-button" aria-pressed={isDarkMode} onClick={() => void changeDarkMode(!isDarkMode)}>
      {isDarkMode ? 'Dark mode: on' : 'Dark mode: off'}
    </button>
  );
}
