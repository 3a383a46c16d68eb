import { messages } from '@coinwatch/shared';

export type WriteError = { code?: string; message?: string; details?: string | null } | null;
export type WriteKind = 'coin' | 'address';

const CONSTRAINTS: Record<string, string> = {
  tracked_coins_coin_ticker_check: `Ticker: ${messages.maxLength(16)}`,
  tracked_coins_coin_name_check: `Name: ${messages.maxLength(64)}`,
  tracked_coins_coin_address_check: `Contract address: ${messages.address}`,
  tracked_coins_chain_id_check: 'Chain: choose one of the listed chains',
  tracked_addresses_address_check: `Address: ${messages.address}`,
  tracked_addresses_description_check: `Description: ${messages.maxLength(200)}`,
  tracked_addresses_color_check: `Colour: ${messages.color}`,
};

/** A refused write in words the user can act on; never a Postgres or PostgREST code. */
export function writeErrorMessage(error: NonNullable<WriteError>, kind: WriteKind): string {
  if (error.code === '23505') {
    return kind === 'coin' ? 'You already track a coin with this ticker' : 'This address is already in this coin';
  }
  if (error.code === '23514') {
    const text = `${error.message ?? ''} ${error.details ?? ''}`;
    const name = Object.keys(CONSTRAINTS).find((c) => text.includes(c));
    return name ? (CONSTRAINTS[name] as string) : 'A value was refused by the server; check the fields and try again.';
  }
  if (error.code === '23503') return 'This coin no longer exists; it may have been deleted in another tab.';
  // PGRST301: a token PostgREST cannot use; PGRST303: an expired one, as the hosted PostgREST says.
  if (error.code === '42501' || error.code === 'PGRST301' || error.code === 'PGRST303') {
    return 'Your session has ended; sign in again to save changes.';
  }
  if (!error.code || /fetch|network/i.test(error.message ?? '')) return 'Could not reach the server. Check your connection and try again.';
  return 'Something went wrong';
}
