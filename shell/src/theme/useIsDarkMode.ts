import { DEFAULT_SETTINGS } from '@coinwatch/shared';
import { useSyncExternalStore } from 'react';
import { subscribe } from 'valtio';
import { settingsState } from './settingsState.ts';

/**
 * The dark-mode setting. A prerendered page's HTML shows the default, so hydration starts from the
 * default too (the server snapshot) and switches to the visitor's own setting right after.
 */
export function useIsDarkMode(): boolean {
  return useSyncExternalStore(
    (onChange) => subscribe(settingsState, onChange),
    () => settingsState.isDarkMode,
    () => DEFAULT_SETTINGS.isDarkMode,
  );
}
