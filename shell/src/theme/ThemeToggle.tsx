import { changeDarkMode } from '../settings/changeDarkMode.ts';
import { useIsDarkMode } from './useIsDarkMode.ts';

export function ThemeToggle() {
  const isDarkMode = useIsDarkMode();
  return (
    // The state is in its words: aria-pressed as well made screen readers say it twice ("Dark mode: off, not pressed").
    <button type="button" className="icon-button" onClick={() => void changeDarkMode(!isDarkMode)}>
      {isDarkMode ? 'Dark mode: on' : 'Dark mode: off'}
    </button>
  );
}
