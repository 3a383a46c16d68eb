import { beforeEach, describe, expect, it } from '@rstest/core';
import { applyTheme, loadSettings } from './settingsState.ts';

describe('loadSettings', () => {
  beforeEach(() => localStorage.clear());

  it('defaults to dark mode', () => {
    expect(loadSettings()).toEqual({ isDarkMode: true });
  });
  it('reads a stored choice, keeping only isDarkMode', () => {
    localStorage.setItem('coinwatch:settings', JSON.stringify({ isDarkMode: false, extra: 'dropped' }));
    expect(loadSettings()).toEqual({ isDarkMode: false });
  });
  it.each(['{not json', '"a string"', '{"isDarkMode":"yes"}', 'null', '[]'])('falls back to the default for %j', (raw) => {
    localStorage.setItem('coinwatch:settings', raw);
    expect(loadSettings()).toEqual({ isDarkMode: true });
  });
});

describe('applyTheme', () => {
  it('sets and removes the dark class and the theme attribute', () => {
    const root = document.createElement('html');
    applyTheme(true, root);
    expect(root.classList.contains('dark')).toBe(true);
    expect(root.dataset.theme).toBe('dark');
    applyTheme(false, root);
    expect(root.classList.contains('dark')).toBe(false);
    expect(root.dataset.theme).toBe('light');
  });
});
