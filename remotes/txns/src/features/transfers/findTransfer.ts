import type { Transfer } from '../../chain/transfer.ts';

/** Where a transfer is in a list, by its transaction hash and log index (no key strings built: 10,000 rows). */
export function findTransfer(rows: readonly Transfer[], t: Pick<Transfer, 'txHash' | 'logIndex'>): number {
  return rows.findIndex((r) => r.txHash === t.txHash && r.logIndex === t.logIndex);
}
