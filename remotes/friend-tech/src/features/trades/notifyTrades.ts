import type { ToolHost } from '@coinwatch/shared';
import { shortAddress } from '../addresses/AddressLabel.tsx';
import type { TrackedLabel } from '../addresses/trackedAddresses.ts';
import type { Trade } from './trade.ts';

/**
 * A live trade by or of an address the user tracks is worth a notification; the rest of the
 * market only shows up highlighted in the table (on Base that is many trades a minute).
 */
export function notifyTrades(host: Pick<ToolHost, 'notify'>, trades: readonly Trade[], tracked: ReadonlyMap<string, TrackedLabel>): void {
  const name = (a: string) => tracked.get(a.toLowerCase())?.description || shortAddress(a);
  for (const t of trades) {
    if (!tracked.has(t.trader.toLowerCase()) && !tracked.has(t.subject.toLowerCase())) continue;
    const keys = `${t.keys} key${t.keys === 1n ? '' : 's'}`;
    host.notify({
      icon: 'Success',
      primaryText: 'friend.tech trade',
      secondaryText: `${name(t.trader)} ${t.isBuy ? 'bought' : 'sold'} ${keys} of ${name(t.subject)} (supply now ${t.supplyAfter})`,
    });
  }
}
