import { COIN_NAME_MAX_LENGTH, DESCRIPTION_MAX_LENGTH, messages, TICKER_MAX_LENGTH } from '@coinwatch/shared';
import { describeWriteError, type WriteError, type WriteWords } from '@coinwatch/shared/toolkit';

export type { WriteError };
export type WriteKind = 'coin' | 'address';

const CONSTRAINTS: Record<string, string> = {
  tracked_coins_coin_ticker_check: `Ticker: ${messages.maxLength(TICKER_MAX_LENGTH)}`,
  tracked_coins_coin_ticker_trimmed: 'Ticker: cannot be blank or start or end with a space',
  tracked_coins_coin_ticker_not_dots: `Ticker: ${messages.dotTicker}`,
  tracked_coins_coin_ticker_visible: `Ticker: ${messages.hiddenCharacter}`,
  tracked_coins_coin_ticker_no_joiners: `Ticker: ${messages.tickerJoiner}`,
  tracked_coins_coin_ticker_visible_some: `Ticker: ${messages.hiddenCharacter}`,
  // Only a page loaded before tickers were normalised sends one: reloading gets the new build.
  tracked_coins_coin_ticker_nfkc: 'Ticker: written in full-width or other compatibility characters. Reload the page, then save again.',
  tracked_coins_coin_name_check: `Name: ${messages.maxLength(COIN_NAME_MAX_LENGTH)}`,
  tracked_coins_coin_name_trimmed: 'Name: cannot be blank or start or end with a space',
  tracked_coins_coin_name_visible: `Name: ${messages.hiddenCharacter}`,
  tracked_coins_coin_name_visible_some: `Name: ${messages.hiddenCharacter}`,
  tracked_coins_coin_address_check: `Contract address: ${messages.address}`,
  tracked_coins_chain_id_check: 'Chain: choose one of the listed chains',
  tracked_addresses_address_check: `Address: ${messages.address}`,
  tracked_addresses_description_check: `Description: ${messages.maxLength(DESCRIPTION_MAX_LENGTH)}`,
  tracked_addresses_description_trimmed: 'Description: cannot start or end with a space',
  tracked_addresses_description_visible: `Description: ${messages.hiddenCharacter}`,
  tracked_addresses_description_visible_some: `Description: ${messages.hiddenCharacter}`,
  tracked_addresses_color_check: `Colour: ${messages.color}`,
};

/** A row written to that another device (or tab) has deleted. */
export const GONE: Record<WriteKind, string> = {
  coin: 'This coin no longer exists; it may have been deleted in another tab.',
  address: 'This address no longer exists; it may have been deleted in another tab.',
};

const WORDS: Record<WriteKind, WriteWords> = {
  coin: { duplicate: 'You already track a coin with this ticker', constraints: CONSTRAINTS },
  address: {
    duplicate: 'This address is already in this coin',
    constraints: CONSTRAINTS,
    missingParent: GONE.coin,
  },
};

/** A refused write to the coin lists in words the user can act on; never a Postgres or PostgREST code. */
export function writeErrorMessage(error: NonNullable<WriteError>, kind: WriteKind): string {
  return describeWriteError(error, WORDS[kind]);
}
