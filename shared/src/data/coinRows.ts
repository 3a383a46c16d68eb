import { z } from 'zod';
import type { TrackedCoin } from '../schemas/trackedCoin.ts';

/** The PostgREST select that loads coins with their addresses in one request. */
export const COINS_SELECT = '*,addresses:tracked_addresses(*)';

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
  addresses: z.array(TrackedAddressRowSchema).default([]),
});
export type TrackedCoinRow = z.infer<typeof TrackedCoinRowSchema>;

/** Database rows → the spec's tracked-coin shape; addresses oldest first, as the user added them. */
export function coinFromRow(row: TrackedCoinRow): TrackedCoin {
  return {
    id: row.id,
    userId: row.user_id,
    chainId: row.chain_id,
    coinTicker: row.coin_ticker,
    coinName: row.coin_name,
    coinAddress: row.coin_address,
    createdAt: row.created_at,
    addresses: [...row.addresses]
      .sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at) || (a.id < b.id ? -1 : 1))
      .map((a) => ({ id: a.id, address: a.address, description: a.description, color: a.color, createdAt: a.created_at })),
  };
}

/** Parses an untrusted PostgREST answer into coins, sorted by ticker. */
export function coinsFromRows(data: unknown): TrackedCoin[] {
  return z
    .array(TrackedCoinRowSchema)
    .parse(data)
    .map(coinFromRow)
    .sort((a, b) => a.coinTicker.localeCompare(b.coinTicker));
}
