import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { surelyAnonymous } from '../auth/supabaseClient.ts';
import type { AppConfig } from '../config/appConfig.ts';
import { reloadOnce } from '../release/staleChunk.ts';
import { loadSettings, persistSettings, setDarkMode } from '../theme/settingsState.ts';
import { siteStorage } from './siteStorage.ts';

describe('a browser that blocks site data (reading localStorage or sessionStorage throws)', () => {
  const original = Object.getOwnPropertyDescriptors(globalThis);
  beforeEach(() => {
    for (const name of ['localStorage', 'sessionStorage'])
      Object.defineProperty(globalThis, name, {
        configurable: true,
        get() {
          throw new DOMException('Access is denied for this document.', 'SecurityError');
        },
      });
  });
  afterEach(() => {
    for (const name of ['localStorage', 'sessionStorage'] as const)
      Object.defineProperty(globalThis, name, original[name] as PropertyDescriptor);
  });

  it('has no storage, and the settings, the session check and the reload guard carry on without it', async () => {
    expect(siteStorage('localStorage')).toBeNull();
    expect(siteStorage('sessionStorage')).toBeNull();
    expect(loadSettings()).toEqual({ isDarkMode: true });
    const stop = persistSettings();
    setDarkMode(false);
    await new Promise((settled) => setTimeout(settled)); // valtio tells subscribers after a tick
    expect(document.documentElement.dataset.theme).toBe('light');
    stop();
    setDarkMode(true);
    expect(surelyAnonymous({ supabaseUrl: 'http://localhost:54321' } as AppConfig, undefined, 'http://localhost:3000/')).toBe(false);
    // With nowhere to note a reload, one could repeat without end: the caller shows its error instead.
    const reload = rs.fn();
    expect(reloadOnce(undefined, reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
