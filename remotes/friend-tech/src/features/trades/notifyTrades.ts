import type { ToolHost } from '@coinwatch/shared';
import { countOf, grouped, shortAddress } from '@coinwatch/shared/toolkit';
import type { TrackedLabel } from '../addresses/trackedAddresses.ts';
import type { Trade } from './trade.ts';

const MAX_TOASTS = 3;

/**
 * A live trade by or of an address the user tracks is worth a notification; the rest of the
 * market only shows up highlighted in the table (on Base that is many trades a minute).
 */
export function notifyTrades(host: Pick<ToolHost, 'notify'>, trades: readonly Trade[], tracked: ReadonlyMap<string, TrackedLabel>): void {
  const name = (a: string) => tracked.get(a.toLowerCase())?.description || shortAddress(a);
  const ours = trades.filter((t) => tracked.has(t.trader.toLowerCase()) || tracked.has(t.subject.toLowerCase()));
  // One toast per trade, unless a burst would bury the screen: then one that counts them.
  if (ours.length > MAX_TOASTS) {
    host.notify({
      icon: 'Success',
      primaryText: 'friend.tech trades',
      secondaryText: `${ours.length} new trades by or of your tracked addresses`,
    });
    return;
  }
  for (const t of ours) {
    host.notify({
      icon: 'Success',
      primaryText: 'friend.tech trade',
      secondaryText: `${name(t.trader)} ${t.isBuy ? 'bought' : 'sold'} ${countOf(t.keys, 'key', 'keys')} of ${name(t.subject)} (supply now ${grouped(t.supplyAfter)})`,
    });
  }
}
