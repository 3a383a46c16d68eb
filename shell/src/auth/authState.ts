import type { UserAccount } from '@coinwatch/shared';
import type { AuthenticatorAssuranceLevels, User } from '@supabase/supabase-js';
import { proxy, ref } from 'valtio';

export type AuthState = {
  /** Set once start-up has tried to authenticate, signed in or not. */
  initiated: boolean;
  user: User | null;
  account: UserAccount | null;
  /** The assurance level of the session and the one the user's factors call for. */
  aal: { current: AuthenticatorAssuranceLevels | null; next: AuthenticatorAssuranceLevels | null };
  /** The user arrived from a password-recovery link and must choose a new password. */
  recovering: boolean;
  /** What went wrong with the email link the page was opened from (shown on /login/verify). */
  linkError: string | null;
};

export const authState = proxy<AuthState>({
  initiated: false,
  user: null,
  account: null,
  aal: { current: null, next: null },
  recovering: false,
  linkError: null,
});

export function setUser(user: User | null): void {
  authState.user = user ? ref(user) : null;
}

/** A verified factor exists but this session has not given its code yet. */
export const owesSecondFactor = (state: Pick<AuthState, 'aal'>) => state.aal.next === 'aal2' && state.aal.current !== 'aal2';
