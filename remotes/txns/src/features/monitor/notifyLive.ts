import type { ToolHost } from '@coinwatch/shared';
import { formatAmount, shortAddress } from '@coinwatch/shared/toolkit';
import { getAddress } from 'viem';
import { highestBlock, type Transfer } from '../../chain/transfer.ts';

export type LiveContext = { title: string; symbol: string; decimals: number; labelOf(address: string): string };

/** The system's notification this page showed, per tag: it names the user's addresses and amounts. */
const shown = new Map<string, Notification>();
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
  });
}

/** A new live transfer: the host's notification, and the browser's if the user allowed it. */
export function notifyLive(host: Pick<ToolHost, 'notify' | 'supabase'>, added: readonly Transfer[], c: LiveContext): void {
  const first = added[0];
  if (!first) return;
  const name = (a: string) => c.labelOf(a) || shortAddress(getAddress(a));
  const primaryText = added.length === 1 ? `New ${c.title} transfer` : `${added.length} new ${c.title} transfers`;
  const secondaryText =
    added.length === 1
      ? `${formatAmount(first.value, c.decimals)} ${c.symbol} from ${name(first.from)} to ${name(first.to)}`
      : // Oldest first from a backfill, in arrival order from the socket: the highest block is the latest.
        `Latest in block ${highestBlock(added, first.blockNumber)}`;
  host.notify({ icon: 'Success', primaryText, secondaryText });
  if (typeof Notification !== 'undefined' && Notification.permission === 'granted' && !signedOut) {
    try {
      // One tag per page: each new notice replaces the last one in the system's list and alerts
      // again, instead of adding one every couple of seconds on a busy token.
      const tag = `txns-live-${c.title}`;
      shown.set(tag, new Notification(primaryText, { body: secondaryText, tag, renotify: true } as NotificationOptions));
      closeAtSignOut(host);
    } catch {
      // Some browsers only allow notifications from a service worker; the in-app one was shown.
    }
  }
}
