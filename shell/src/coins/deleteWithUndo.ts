import {
  addressFromRow,
  COIN_WITH_ADDRESSES,
  coinsFromRows,
  embeddedAddresses,
  TrackedAddressRowSchema,
  type TrackedCoin,
  UNDO_DURATION,
} from '@coinwatch/shared';
import { unanswered } from '@coinwatch/shared/toolkit';
import { z } from 'zod';
import { authState } from '../auth/authState.ts';
import { supabase } from '../auth/supabaseClient.ts';
import { dismiss, notify, notifyError, notifySuccess } from '../notifications/notificationsState.ts';
import { putAddress, putCoin, removeAddress, removeCoin } from './coinsList.ts';
import { coinsState, loadCoins, setCoins, whileWriting } from './coinsState.ts';
import { announceCoinsChanged } from './coinsSync.ts';
import { requestChunks } from './requestChunks.ts';
import { restoredAddressRow, restoredCoinRow } from './restoredRows.ts';
import { sendAs } from './sendAs.ts';
import { type WriteError, writeErrorMessage } from './writeErrorMessage.ts';

type Table = 'tracked_coins' | 'tracked_addresses';
/**
 * `partial`: a coin came back, but not (all of) its addresses. `lost`: the addresses that can never
 * come back, said as a sentence (no Undo is offered for them).
 */
type Restored = { error: WriteError; partial?: boolean; lost?: string };
type Deletion = {
  id: string;
  what: string;
  table: Table;
  /** The delete itself, as the account, answered with the rows it deleted (which the caller reads). */
  remove(accountId: string | undefined): PromiseLike<{ error: WriteError; data?: unknown }>;
  hide(): void;
  show(): void;
  /** Puts the rows back as the account they were deleted from, or not at all. */
  restoreRows(accountId: string): PromiseLike<Restored>;
};

/** A message as a sentence of its own (a duplicate's has no full stop). */
const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/** Whether the row is gone, as read now; false when that cannot be read either. */
async function isGone(table: Table, id: string): Promise<boolean> {
  const { data, error } = await supabase().from(table).select('id').eq('id', id);
  return !error && Array.isArray(data) && data.length === 0;
}

/**
 * Inserts rows put back by Undo, skipping any already there by id: a retry after part of a restore
 * went through (the coin, not all its addresses; an answer lost on the way) finishes it.
 */
const restore = (accountId: string, table: Table, rows: object | object[]) =>
  sendAs(accountId, supabase().from(table).upsert(rows, { onConflict: 'id', ignoreDuplicates: true }));

/**
 * The delete is sent at once, so closing the tab never loses it; Undo puts the same rows back
 * (same ids and dates), which is what the user saw before.
 */
async function deleteWithUndo({ id, what, table, remove, hide, show, restoreRows }: Deletion): Promise<void> {
  const kind = table === 'tracked_coins' ? 'coin' : 'address';
  const accountId = authState.user?.id;
  hide();
  const { error, data } = await whileWriting(() => remove(accountId));
  // Its answer lost on the way, the delete may have landed: then it is done, and has its Undo.
  const landed = !error || (unanswered(error) !== null && (await isGone(table, id)));
  // Another account signed in while the delete was on its way: nothing of it is theirs to see.
  if (authState.user && authState.user.id !== accountId) return;
  if (error && !landed) {
    if (authState.user) {
      show();
      void loadCoins();
    }
    // Said also once signed out (the session this delete found ended), until another account signs in.
    notify({ icon: 'Error', primaryText: `Could not delete ${what}`, secondaryText: writeErrorMessage(error, kind) }, { accountId });
    return;
  }
  announceCoinsChanged();
  // Signed out while the delete was on its way: an Undo now would write into the next account.
  if (!accountId || authState.user?.id !== accountId) return;
  // Nothing deleted (deleted already, in another tab or on another device): an Undo would bring back
  // what was deleted there.
  if (Array.isArray(data) && data.length === 0) {
    void loadCoins();
    notify({
      icon: 'Success',
      primaryText: `Deleted ${what}`,
      secondaryText: 'It had been deleted already, in another tab or on another device.',
    });
    return;
  }
  offerUndo(accountId, 'Success', `Deleted ${what}`, 'You can undo this for a few seconds.');

  function offerUndo(accountId: string, icon: 'Success' | 'Error', primaryText: string, secondaryText: string) {
    const notification = notify(
      { icon, primaryText, secondaryText, duration: UNDO_DURATION, action: { label: 'Undo', onClick: undo } },
      { accountId },
    );
    async function undo() {
      dismiss(notification);
      show();
      const restored = await whileWriting(() => restoreRows(accountId));
      // Signed out, or another account signed in, on the way: nothing of it is theirs to see or to undo.
      if (authState.user?.id !== accountId) return;
      if (restored.error && restored.lost) {
        // The coin and its other addresses are back; trying again cannot help the rest.
        void loadCoins();
        announceCoinsChanged();
        notifyError(`Could not bring back all of ${what}`, `${sentence(writeErrorMessage(restored.error, 'address'))} ${restored.lost}`);
      } else if (restored.error && restored.partial) {
        // The coin is back, with some of its addresses or none: said so, and Undo puts back the rest.
        void loadCoins();
        const reason = writeErrorMessage(restored.error, kind);
        offerUndo(
          accountId,
          'Error',
          `Could not bring back all of ${what}`,
          `${sentence(reason)} Its addresses are not all back: Undo tries again.`,
        );
      } else if (restored.error) {
        // Not back: shown as back, it stayed in the list (and its count) until a later read.
        hide();
        void loadCoins();
        const reason = writeErrorMessage(restored.error, kind);
        // Taken meanwhile (the ticker, or the address, added again, in this tab or another; the restore's own
        // rows are skipped, not clashes): trying again cannot help, so no Undo is offered.
        if (restored.error.code === '23505')
          notifyError(`Could not bring back ${what}`, `${reason}: it has been added again since it was deleted.`);
        // A text today's checks refuse (stored before them, and hidden characters cannot be mended
        // here): trying again cannot help either.
        else if (restored.error.code === '23514') notifyError(`Could not bring back ${what}`, reason);
        else offerUndo(accountId, 'Error', `Could not bring back ${what}`, `${sentence(reason)} Undo tries again.`);
      } else {
        announceCoinsChanged();
        // Said, not only shown: a screen reader user hears nothing of the row coming back.
        notifySuccess(`Brought back ${what}`, 'The delete is undone.');
      }
    }
  }
}

/** The coin in a delete's answer, with its addresses; undefined when the answer holds none readable. */
function deletedCoin(rows: unknown): TrackedCoin | undefined {
  // Rows without their addresses (a server that dropped the embedding): this tab's copy is the better one.
  if (!Array.isArray(rows) || !rows.every((row) => Array.isArray(row?.addresses))) return undefined;
  try {
    return coinsFromRows(rows, embeddedAddresses(rows))[0];
  } catch {
    return undefined;
  }
}

/** Removes a coin and its addresses (the database cascades); Undo restores both. */
export function deleteCoin(shown: TrackedCoin): Promise<void> {
  // What the server deleted: an address another device added since this tab read the coin went
  // too (the cascade), and comes back with it. This tab's copy when the answer was lost.
  let coin = shown;
  return deleteWithUndo({
    id: coin.id,
    what: coin.coinTicker,
    table: 'tracked_coins',
    remove: async (accountId) => {
      const { data, error } = await sendAs(
        accountId,
        supabase().from('tracked_coins').delete().eq('id', shown.id).select(COIN_WITH_ADDRESSES),
      );
      coin = (!error && deletedCoin(data)) || shown;
      return { error, data };
    },
    hide: () => setCoins(removeCoin(coinsState.items, coin.id)),
    show: () => setCoins(putCoin(coinsState.items, coin)),
    restoreRows: async (accountId) => {
      const { error } = await restore(accountId, 'tracked_coins', restoredCoinRow(coin));
      if (error) return { error };
      let refused = 0;
      let refusal: WriteError = null;
      for (const part of requestChunks(coin.addresses.map((a) => restoredAddressRow(coin.id, a)))) {
        const { error } = await restore(accountId, 'tracked_addresses', part);
        if (!error) continue;
        if (error.code !== '23514') return { error, partial: true };
        // One row today's checks refuse (stored before them, with hidden characters) refuses its
        // whole request: the others are put back one at a time, so only that one stays out.
        for (const row of part) {
          const { error } = await restore(accountId, 'tracked_addresses', row);
          if (error?.code === '23514') [refused, refusal] = [refused + 1, error];
          else if (error) return { error, partial: true };
        }
      }
      if (!refused) return { error: null };
      const total = coin.addresses.length;
      const lost =
        refused < total
          ? `${refused} of its ${total} addresses cannot come back; the others are back.`
          : total === 1
            ? 'Its address cannot come back.'
            : `None of its ${total} addresses can come back.`;
      return { error: refusal, partial: true, lost };
    },
  });
}

export function deleteAddress(coin: TrackedCoin, addressId: string): Promise<void> {
  const shown = coin.addresses.find((a) => a.id === addressId);
  if (!shown) return Promise.resolve();
  // What the server deleted: a description or colour changed on another device comes back as it is
  // there. This tab's copy when the answer was lost.
  let address = shown;
  return deleteWithUndo({
    id: addressId,
    what: shown.description || 'the address',
    table: 'tracked_addresses',
    remove: async (accountId) => {
      const { data, error } = await sendAs(accountId, supabase().from('tracked_addresses').delete().eq('id', addressId).select());
      const [row] = z.array(TrackedAddressRowSchema).safeParse(data).data ?? [];
      address = row ? addressFromRow(row) : shown;
      return { error, data };
    },
    hide: () => setCoins(removeAddress(coinsState.items, coin.id, addressId)),
    show: () => setCoins(putAddress(coinsState.items, coin.id, address)),
    restoreRows: (accountId) => restore(accountId, 'tracked_addresses', restoredAddressRow(coin.id, address)),
  });
}
