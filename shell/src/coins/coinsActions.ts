import type { AddressInput, CoinInput, TrackedAddress, TrackedCoin } from '@coinwatch/shared';
import { unanswered } from '@coinwatch/shared/toolkit';
import { authState } from '../auth/authState.ts';
import { supabase } from '../auth/supabaseClient.ts';
import { dismissNotices, notify } from '../notifications/notificationsState.ts';
import { checksum } from './checksum.ts';
import { findCoin, patchCoin, putAddress, putCoin } from './coinsList.ts';
import { coinsState, loadCoins, setCoins, whileWriting } from './coinsState.ts';
import { announceCoinsChanged } from './coinsSync.ts';
import { type AccountRequest, sendAs } from './sendAs.ts';
import { GONE, type WriteError, type WriteKind, writeErrorMessage } from './writeErrorMessage.ts';

/** What a write resolves to: null when saved, else the message shown to the user. */
export type WriteResult = string | null;

/**
 * Shows the change at once, then sends it; if the server refuses, puts the list back (or reloads
 * it when other edits landed meanwhile) and says why.
 */
async function optimistic(
  next: TrackedCoin[],
  send: () => AccountRequest<{ error: WriteError; data?: unknown[] | null }>,
  kind: WriteKind,
  failTitle: string,
): Promise<WriteResult> {
  const before = coinsState.items;
  const accountId = authState.user?.id;
  const shown = setCoins(next);
  const { error, data } = await whileWriting(() => sendAs(accountId, send()));
  // An update that matched no row (deleted on another device) is answered with no error: only the
  // rows it sends back tell that nothing was saved.
  const gone = !error && Array.isArray(data) && data.length === 0;
  const message = error ? writeErrorMessage(error, kind) : gone ? GONE[kind] : null;
  // Another account signed in while it was sent: the list shown now, and the notices, are theirs.
  if (authState.user && authState.user.id !== accountId) return message;
  if (!message) {
    // A failed try's notice is over once the save is done (it stayed beside the saved row).
    dismissNotices(failTitle);
    announceCoinsChanged();
    return null;
  }
  const rollBack = coinsState.items === shown && error !== null && error.code !== '23503';
  if (rollBack) setCoins([...before]);
  // A missing row or parent (deleted on another device) means the whole list is stale: read it
  // again. So does a write that got no answer: it may have landed (the answer lost on the way), and
  // taken back for good it vanished from the list while saving it again was refused as a duplicate.
  if (!rollBack || (error && unanswered(error))) void loadCoins();
  // Said also once signed out (the session this write found ended), until another account signs in.
  notify({ icon: 'Error', primaryText: failTitle, secondaryText: message }, { accountId });
  return message;
}

const coinRow = (input: CoinInput) => ({
  coin_ticker: input.coinTicker,
  coin_name: input.coinName,
  coin_address: checksum(input.coinAddress),
  chain_id: input.chainId,
});
const addressRow = (input: AddressInput) => ({ address: checksum(input.address), description: input.description, color: input.color });

export function addCoin(input: CoinInput): Promise<WriteResult> {
  // The id is made here so the optimistic row and the stored row are the same row.
  const row = { id: crypto.randomUUID(), ...coinRow(input) };
  const coin: TrackedCoin = {
    id: row.id,
    userId: '',
    chainId: row.chain_id,
    coinTicker: row.coin_ticker,
    coinName: row.coin_name,
    coinAddress: row.coin_address,
    createdAt: new Date().toISOString(),
    addresses: [],
  };
  return optimistic(putCoin(coinsState.items, coin), () => supabase().from('tracked_coins').insert(row), 'coin', 'Could not add the coin');
}

/**
 * The columns an edit form changed since it opened (all of them without `opened`). Another tab may
 * have saved the row meanwhile: only this form's own edits are sent, so that tab's stay. The same
 * column edited in both: the last save wins.
 */
function editedColumns<R extends Record<string, unknown>>(row: R, opened: R | null): Partial<R> {
  if (!opened) return row;
  return Object.fromEntries(Object.entries(row).filter(([column, value]) => opened[column] !== value)) as Partial<R>;
}

export function updateCoin(id: string, input: CoinInput, opened: CoinInput | null): Promise<WriteResult> {
  const row = editedColumns(coinRow(input), opened && coinRow(opened));
  // Nothing changed: nothing to send (and nothing of another tab's to overwrite).
  if (Object.keys(row).length === 0) return Promise.resolve(null);
  const patch: Partial<TrackedCoin> = {
    ...(row.coin_ticker !== undefined && { coinTicker: row.coin_ticker }),
    ...(row.coin_name !== undefined && { coinName: row.coin_name }),
    ...(row.coin_address !== undefined && { coinAddress: row.coin_address }),
    ...(row.chain_id !== undefined && { chainId: row.chain_id }),
  };
  return optimistic(
    patchCoin(coinsState.items, id, patch),
    () => supabase().from('tracked_coins').update(row).eq('id', id).select('id'),
    'coin',
    'Could not save the coin',
  );
}

export function addAddress(coinId: string, input: AddressInput): Promise<WriteResult> {
  const row = { id: crypto.randomUUID(), coin_id: coinId, ...addressRow(input) };
  const address: TrackedAddress = {
    id: row.id,
    address: row.address,
    description: row.description,
    color: row.color,
    createdAt: new Date().toISOString(),
  };
  return optimistic(
    putAddress(coinsState.items, coinId, address),
    () => supabase().from('tracked_addresses').insert(row),
    'address',
    'Could not add the address',
  );
}

export function updateAddress(coinId: string, id: string, input: AddressInput, opened: AddressInput | null): Promise<WriteResult> {
  const row = editedColumns(addressRow(input), opened && addressRow(opened));
  if (Object.keys(row).length === 0) return Promise.resolve(null);
  const current = findCoin(coinsState.items, coinId)?.addresses.find((a) => a.id === id);
  if (!current) return Promise.resolve(GONE.address);
  const next = putAddress(coinsState.items, coinId, { ...current, ...row });
  return optimistic(
    next,
    () => supabase().from('tracked_addresses').update(row).eq('id', id).select('id'),
    'address',
    'Could not save the address',
  );
}
