import { z } from 'zod';
import type { TrackedAddress, TrackedCoin } from '../schemas/trackedCoin.ts';

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

/**
 * Addresses oldest first, as the user added them, by instant: PostgREST writes a whole second
 * without its fraction ("…:05+00:00" beside "…:05.123+00:00"), so the strings do not sort alike.
 */
export const oldestFirst = (a: { createdAt: string; id: string }, b: { createdAt: string; id: string }) =>
  Date.parse(a.createdAt) - Date.parse(b.createdAt) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** A database row → the spec's tracked-address shape. */
export const addressFromRow = (a: TrackedAddressRow): TrackedAddress => ({
  id: a.id,
  address: a.address,
  description: a.description,
  color: a.color,
  createdAt: a.created_at,
});

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
    addresses: addresses.map(addressFromRow).sort(oldestFirst),
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
