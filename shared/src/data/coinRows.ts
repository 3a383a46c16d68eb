import { z } from 'zod';
import type { TrackedCoin } from '../schemas/trackedCoin.ts';

export const TrackedAddressRowSchema = z.object({
  id: z.string(),
  coin_id: z.string(),
  user_id: z.string(),
  address: z.string(),
  description: z.string(),
  color: z.string(),
  created_at: z.string(),
});
export type TrackedAddressRow = z.infer<typeof TrackedAddressRowSchema>;

export const TrackedCoinRowSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  chain_id: z.number().int(),
  coin_ticker: z.string(),
  coin_name: z.string(),
  coin_address: z.string(),
  created_at: z.string(),
});
export type TrackedCoinRow = z.infer<typeof TrackedCoinRowSchema>;

/** Database rows → the spec's tracked-coin shape; addresses oldest first, as the user added them. */
export function coinFromRow(row: TrackedCoinRow, addresses: readonly TrackedAddressRow[]): TrackedCoin {
  return {
    id: row.id,
    userId: row.user_id,
    chainId: row.chain_id,
    coinTicker: row.coin_ticker,
    coinName: row.coin_name,
    coinAddress: row.coin_address,
    createdAt: row.created_at,
    addresses: [...addresses]
      .sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at) || (a.id < b.id ? -1 : 1))
      .map((a) => ({ id: a.id, address: a.address, description: a.description, color: a.color, createdAt: a.created_at })),
  };
}

/**
 * Parses untrusted PostgREST answers (the coin rows, and the address rows) into coins, sorted by
 * ticker. An address whose coin is not among them (deleted between the two reads) is left out.
 */
export function coinsFromRows(coinRows: unknown, addressRows: unknown): TrackedCoin[] {
  const byCoin = new Map<string, TrackedAddressRow[]>();
  for (const a of z.array(TrackedAddressRowSchema).parse(addressRows)) {
    const list = byCoin.get(a.coin_id);
    if (list) list.push(a);
    else byCoin.set(a.coin_id, [a]);
  }
  return z
    .array(TrackedCoinRowSchema)
    .parse(coinRows)
    .map((row) => coinFromRow(row, byCoin.get(row.id) ?? []))
    .sort((a, b) => a.coinTicker.localeCompare(b.coinTicker));
}
