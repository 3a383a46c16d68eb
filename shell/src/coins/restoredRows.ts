import { CoinNameSchema, DescriptionSchema, TickerSchema, type TrackedAddress, type TrackedCoin } from '@coinwatch/shared';

/**
 * A text as the forms save it (trimmed; a ticker in NFKC), or as it was if the forms would refuse
 * it. A row stored before the database checked these ('Ether ', ＥＴＨ) comes back in today's form:
 * as it was, the checks every new row meets would refuse it, and Undo would lose it for good.
 */
const asSaved = (schema: { safeParse(text: string): { data?: string } }, text: string) => schema.safeParse(text).data ?? text;

/** The coin row Undo puts back: the same id and date, so it is the row the user saw. */
export const restoredCoinRow = (coin: TrackedCoin) => ({
  id: coin.id,
  chain_id: coin.chainId,
  coin_ticker: asSaved(TickerSchema, coin.coinTicker),
  coin_name: asSaved(CoinNameSchema, coin.coinName),
  coin_address: coin.coinAddress,
  created_at: coin.createdAt,
});

export const restoredAddressRow = (coinId: string, a: TrackedAddress) => ({
  id: a.id,
  coin_id: coinId,
  address: a.address,
  description: asSaved(DescriptionSchema, a.description),
  color: a.color,
  created_at: a.createdAt,
});
