import type { User } from '@supabase/supabase-js';
import { setDarkMode } from '../theme/settingsState.ts';
import { accountFromUser } from './account.ts';
import { authState, setUser } from './authState.ts';
import { supabase } from './supabaseClient.ts';

/** Puts the auth user (or nobody) into client state. */
export function applyUser(user: User | null): void {
  setUser(user);
  authState.account = user ? accountFromUser(user) : null;
  if (!user) {
    authState.aal = { current: null, next: null };
    authState.recovering = false;
  }
}

/** On sign-in the theme follows the account, whose dark mode is on unless the user turned it off. */
export function applySignInTheme(): void {
  setDarkMode(authState.account?.preferences.darkMode ?? true);
}

/** Reads the session's assurance level and the one its verified factors call for. */
export async function refreshAssurance(): Promise<void> {
  const { data } = await supabase().auth.mfa.getAuthenticatorAssuranceLevel();
  authState.aal = { current: data?.currentLevel ?? null, next: data?.nextLevel ?? null };
}
