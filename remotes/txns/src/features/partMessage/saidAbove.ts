import type { PartMessage } from '../../state/txnsState.ts';

/**
 * Whether a part's message says what one higher on the page says already. A node that does not
 * answer fails the balances, the scan and the monitor at once: its reason is said once, the highest,
 * and the parts below keep their own short state ("Waiting for the node…", "Disconnected").
 */
export const saidAbove = (message: PartMessage | null, above: readonly (PartMessage | null)[]): boolean =>
  message !== null && above.some((higher) => higher?.text === message.text);
