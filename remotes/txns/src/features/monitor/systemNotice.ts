import type { ToolHost } from '@coinwatch/shared';

/**
 * A new notice alerts again (sound, banner) at most this often per page: on a busy token each live
 * transfer alerted, one every few seconds (530 an hour at the devnet's traffic). In between, each
 * still replaces the last in the system's list, silently, so the list holds the newest.
 */
export const REALERT_MS = 60_000;

/** The system's notification this page showed, per tag: it names the user's addresses and amounts. */
const shown = new Map<string, Notification>();
const alertedAt = new Map<string, number>();
let watching = false;
let signedOut = false;

/**
 * Closes them when the user signs out (here or in another tab, which supabase-js passes on), and
 * shows none until someone signs in: the next person at this computer must not find them in the
 * system's list.
 */
function closeAtSignOut(host: Pick<ToolHost, 'supabase'>): void {
  if (watching) return;
  watching = true;
  host.supabase.auth.onAuthStateChange((event) => {
    if (event === 'SIGNED_IN') signedOut = false;
    if (event !== 'SIGNED_OUT') return;
    signedOut = true;
    for (const notification of shown.values()) notification.close();
    shown.clear();
    alertedAt.clear();
  });
}

/** The browser's notification of a live transfer, for a user who allowed them (this module comes with the first). */
export async function showSystemNotice(host: Pick<ToolHost, 'supabase'>, title: string, body: string, page: string): Promise<void> {
  closeAtSignOut(host);
  if (signedOut) return;
  // Signed out while this module was on its way, before its watch began: the session itself is asked.
  const { data } = await host.supabase.auth.getSession();
  if (!data.session || signedOut) return;
  // One tag per page: each new notice replaces the last one in the system's list, instead of adding
  // one every couple of seconds on a busy token.
  const tag = `txns-live-${page}`;
  const now = Date.now();
  const alert = now - (alertedAt.get(tag) ?? Number.NEGATIVE_INFINITY) >= REALERT_MS;
  if (alert) alertedAt.set(tag, now);
  try {
    shown.set(tag, new Notification(title, { body, tag, renotify: alert } as NotificationOptions));
  } catch {
    // Some browsers only allow notifications from a service worker; the in-app one was shown.
  }
}
