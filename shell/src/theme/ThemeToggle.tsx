import { useSnapshot } from 'valtio';
import { settingsState, toggleDarkMode } from './settingsState.ts';

export function ThemeToggle() {
  const { isDarkMode } = useSnapshot(settingsState);
  return (
    <button type="button" className="icon-button" aria-pressed={isDarkMode} onClick={toggleDarkMode}>
      {isDarkMode ? 'Dark mode: on' : 'Dark mode: off'}
    </button>
  );
}
