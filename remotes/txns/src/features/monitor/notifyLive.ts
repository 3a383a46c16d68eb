import type { ToolHost } from '@coinwatch/shared';
import { formatAmount, shortAddress } from '@coinwatch/shared/toolkit';
import { getAddress } from 'viem';
import { highestBlock, type Transfer } from '../../chain/transfer.ts';

export type LiveContext = { title: string; symbol: string; decimals: number; labelOf(address: string): string };

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
  // The browser's too, for a user who allowed them: its code is downloaded then, not with every page.
  if (typeof Notification !== 'undefined' && Notification.permission === 'granted')
    import('./systemNotice.ts').then(
      ({ showSystemNotice }) => showSystemNotice(host, primaryText, secondaryText, c.title),
      () => {},
    );
}
