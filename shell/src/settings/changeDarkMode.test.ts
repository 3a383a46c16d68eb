import { afterEach, beforeEach, describe, expect, it } from '@rstest/core';
import type { User } from '@supabase/supabase-js';
import { authState, setUser } from '../auth/authState.ts';
import { dismiss, notificationsState } from '../notifications/notificationsState.ts';
import { setDarkMode, settingsState } from '../theme/settingsState.ts';
import { changeDarkMode } from './changeDarkMode.ts';

/**
 * The account's save, held until the test answers it. Like the real one, a save that succeeds
 * applies the saved account, its dark mode included.
 */
function heldSaves() {
  const calls: { value: boolean; answer(ok: boolean): void }[] = [];
  const save = (data: { dark_mode?: boolean }) =>
    new Promise<void>((resolve, reject) => {
      const value = data.dark_mode ?? true;
      calls.push({
        value,
        answer: (ok) => {
          if (!ok) return reject(new Error('network down'));
          authState.account = { id: 'u1', displayName: '', preferences: { darkMode: value } };
          setDarkMode(value);
          resolve();
        },
      });
    });
  return { calls, save };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  setDarkMode(true);
  setUser({ id: 'u1' } as User);
});

afterEach(() => {
  setUser(null);
  authState.account = null;
  authState.recovering = false;
  for (const n of [...notificationsState.items]) dismiss(n.id);
});

describe('changeDarkMode', () => {
  it('applies at once and saves one change at a time; the account ends with the last choice', async () => {
    const { calls, save } = heldSaves();
    const first = changeDarkMode(false, save);
    expect(settingsState.isDarkMode).toBe(false);
    void changeDarkMode(true, save);
    void changeDarkMode(false, save);
    void changeDarkMode(true, save);
    expect(settingsState.isDarkMode).toBe(true);
    // Only the first save is on its way; the later choices wait for it.
    expect(calls.map((c) => c.value)).toEqual([false]);
    calls[0]?.answer(true);
    await tick();
    // Its answer does not put the screen back to the older choice; the last one is saved next.
    expect(settingsState.isDarkMode).toBe(true);
    expect(calls.map((c) => c.value)).toEqual([false, true]);
    calls[1]?.answer(true);
    await first;
    expect(calls).toHaveLength(2);
    expect(settingsState.isDarkMode).toBe(true);
    expect(notificationsState.items).toEqual([]);
  });

  it('saves nothing more when the user came back to what is being saved', async () => {
    const { calls, save } = heldSaves();
    const done = changeDarkMode(false, save);
    void changeDarkMode(true, save);
    void changeDarkMode(false, save);
    calls[0]?.answer(true);
    await done;
    expect(calls.map((c) => c.value)).toEqual([false]);
    expect(settingsState.isDarkMode).toBe(false);
  });

  it('a failed save keeps the choice on this device and says the account was not changed', async () => {
    const { calls, save } = heldSaves();
    const done = changeDarkMode(false, save);
    void changeDarkMode(true, save);
    void changeDarkMode(false, save);
    calls[0]?.answer(false);
    await done;
    expect(settingsState.isDarkMode).toBe(false);
    expect(notificationsState.items.map((n) => [n.icon, n.primaryText])).toEqual([['Error', 'Dark mode not saved to your account']]);
    // Back to what the account holds: nothing to save. Away from it again: saved.
    await changeDarkMode(true, save);
    expect(calls.map((c) => c.value)).toEqual([false]);
    const again = changeDarkMode(false, save);
    expect(calls.map((c) => c.value)).toEqual([false, false]);
    calls[1]?.answer(true);
    await again;
    expect(settingsState.isDarkMode).toBe(false);
    expect(authState.account?.preferences.darkMode).toBe(false);
  });

  it('without a session it only applies', async () => {
    setUser(null);
    const { calls, save } = heldSaves();
    await changeDarkMode(false, save);
    expect(settingsState.isDarkMode).toBe(false);
    expect(calls).toEqual([]);
  });

  it('in a session from a reset link it only applies: a save would end the reset before the new password', async () => {
    authState.recovering = true;
    const { calls, save } = heldSaves();
    await changeDarkMode(false, save);
    expect(settingsState.isDarkMode).toBe(false);
    expect(calls).toEqual([]);
  });
});
