import type { UserAccount } from '@coinwatch/shared';
import type { AuthenticatorAssuranceLevels, User } from '@supabase/supabase-js';
import { proxy, ref } from 'valtio';
import { z } from 'zod';
import { siteStorage } from '../app/siteStorage.ts';

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
  /** This tab asked to sign out: the SIGNED_OUT that follows is no news to the user. */
  signingOut: boolean;
  /**
   * This tab's session ended without its asking (a sign-out in another tab or on another device, a
   * password changed there, the account deleted in another tab), or while the tab was closed (its
   * kept sign-in refused at start-up: 'expired'): /login says so, until the next sign-in.
   */
  sessionEnded: 'elsewhere' | 'deleted' | 'expired' | null;
};

export const authState = proxy<AuthState>({
  initiated: false,
  user: null,
  account: null,
  aal: { current: null, next: null },
  recovering: false,
  linkError: null,
  signingOut: false,
  sessionEnded: null,
});

export function setUser(user: User | null): void {
  authState.user = user ? ref(user) : null;
}

const RECOVERING_KEY = 'coinwatch:recovering';

/**
 * A recovery link's obligation to choose a new password outlives a reload of its tab (session
 * storage: this tab only, for this user), or reloading the reset form would skip it.
 */
export function setRecovering(recovering: boolean): void {
  authState.recovering = recovering;
  const storage = siteStorage('sessionStorage');
  try {
    if (recovering && authState.user) storage?.setItem(RECOVERING_KEY, authState.user.id);
    else storage?.removeItem(RECOVERING_KEY);
  } catch {
    // Storage blocked: the obligation holds until this page goes.
  }
}

/** This tab was choosing a new password for this user when it was reloaded. */
export const wasRecovering = (userId: string): boolean => siteStorage('sessionStorage')?.getItem(RECOVERING_KEY) === userId;

/** A verified factor exists but this session has not given its code yet. */
export const owesSecondFactor = (state: Pick<AuthState, 'aal'>) => state.aal.next === 'aal2' && state.aal.current !== 'aal2';

const LEFT_BY_KEY = 'coinwatch:left-by';
/** Who left this tab, and the page they were on. */
const LeftBySchema = z.object({ user: z.string(), page: z.string() });

/**
 * The user this tab had signed in, once gone, and the page they were on (session storage: this tab,
 * through reloads). That page is theirs (their address, their coin): remembered for after the
 * sign-in (?next=), it is opened for them only.
 */
export function rememberLeftBy(userId: string): void {
  try {
    siteStorage('sessionStorage')?.setItem(
      LEFT_BY_KEY,
      JSON.stringify({ user: userId, page: location.pathname.replace(/\/+$/, '') + location.search }),
    );
  } catch {
    // Storage blocked: the remembered page is opened for whoever signs in, as before.
  }
}

/** Whether the page `next` may be opened for the user signed in now: not if another user left it. */
export function mayFollowNext(next: string): boolean {
  let stored: unknown = null;
  try {
    stored = JSON.parse(siteStorage('sessionStorage')?.getItem(LEFT_BY_KEY) ?? 'null');
  } catch {
    // Unreadable: nobody is known to have left it.
  }
  const leftBy = LeftBySchema.safeParse(stored).data;
  return !authState.user || leftBy?.page !== next || leftBy.user === authState.user.id;
}

const DELETED_KEY = 'coinwatch:deleted-account';

/**
 * The account deleted in this tab, told to the browser's other tabs before they lose the session,
 * so they say that rather than "signed out elsewhere" (which asks to log in again, to an account
 * that is gone). Cleared at the next sign-in.
 */
export function markAccountDeleted(userId: string | null): void {
  try {
    const storage = siteStorage('localStorage');
    if (userId) storage?.setItem(DELETED_KEY, userId);
    else storage?.removeItem(DELETED_KEY);
  } catch {
    // Storage blocked: the other tabs say they were signed out elsewhere.
  }
}

export const wasAccountDeleted = (userId: string): boolean => siteStorage('localStorage')?.getItem(DELETED_KEY) === userId;
