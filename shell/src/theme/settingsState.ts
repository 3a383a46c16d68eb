import { DEFAULT_SETTINGS, SETTINGS_STORAGE_KEY, type Settings, SettingsSchema } from '@coinwatch/shared';
import { proxy, subscribe } from 'valtio';
import { siteStorage } from '../app/siteStorage.ts';

/**
 * Reads the persisted settings; anything corrupt or missing falls back to the defaults, and so does
 * a page without storage (blocked, or the build-time render of a prerendered page).
 */
export function loadSettings(storage = siteStorage('localStorage')): Settings {
  try {
    const raw = storage?.getItem(SETTINGS_STORAGE_KEY) ?? null;
    if (raw === null) return { ...DEFAULT_SETTINGS };
    const parsed = SettingsSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : { ...DEFAULT_SETTINGS };
  } catch {
    return { ...DEFAULT_SETTINGS };
  }
}

export const settingsState = proxy<Settings>(loadSettings());

export function setDarkMode(isDarkMode: boolean): void {
  settingsState.isDarkMode = isDarkMode;
}

/** The page root carries the theme: a 'dark' class and data-theme for the CSS variables. */
export function applyTheme(isDarkMode: boolean, root: HTMLElement = document.documentElement): void {
  root.classList.toggle('dark', isDarkMode);
  root.dataset.theme = isDarkMode ? 'dark' : 'light';
}

/**
 * Keeps the page root and local storage in step with the settings; only isDarkMode is stored. A
 * change made in another tab (storage event) applies here too, as the user expects of one setting.
 */
export function persistSettings(storage = siteStorage('localStorage')): () => void {
  applyTheme(settingsState.isDarkMode);
  const onStorage = (event: StorageEvent) => {
    if (event.key === SETTINGS_STORAGE_KEY || event.key === null) settingsState.isDarkMode = loadSettings(storage).isDarkMode;
  };
  window.addEventListener('storage', onStorage);
  const unsubscribe = subscribe(settingsState, () => {
    applyTheme(settingsState.isDarkMode);
    try {
      storage?.setItem(SETTINGS_STORAGE_KEY, JSON.stringify({ isDarkMode: settingsState.isDarkMode }));
    } catch {
      // Storage full or blocked (private mode): the theme still applies for this visit.
    }
  });
  return () => {
    window.removeEventListener('storage', onStorage);
    unsubscribe();
  };
}
