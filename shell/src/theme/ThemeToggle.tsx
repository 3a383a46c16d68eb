import { changeDarkMode } from '../settings/changeDarkMode.ts';
import { useIsDarkMode } from './useIsDarkMode.ts';

export function ThemeToggle() {
  const isDarkMode = useIsDarkMode();
  return (
    <button type="button" className="icon-button" aria-pressed={isDarkMode} onClick={() => void changeDarkMode(!isDarkMode)}>
      {isDarkMode ? 'Dark mode: on' : 'Dark mode: off'}
    </button>
  );
}
