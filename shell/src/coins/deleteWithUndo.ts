import type { TrackedCoin } from '@coinwatch/shared';
import { supabase } from '../auth/supabaseClient.ts';
import { dismiss, notify, notifyError } from '../notifications/notificationsState.ts';
import { putAddress, putCoin, removeAddress, removeCoin } from './coinsList.ts';
import { coinsState, hiddenIds, loadCoins, setCoins } from './coinsState.ts';
import { announceCoinsChanged } from './coinsSync.ts';
import { writeErrorMessage } from './writeErrorMessage.ts';

/** How long the Undo button stays before the delete is sent. */
export const UNDO_WINDOW_MS = 5000;

type Pending = { timer: ReturnType<typeof setTimeout>; send: () => Promise<void> };
const pending = new Map<string, Pending>();

function schedule(id: string, what: string, hide: () => void, restore: () => void, table: 'tracked_coins' | 'tracked_addresses'): void {
  hiddenIds.add(id);
  hide();
  const send = async () => {
    pending.delete(id);
    const { error } = await supabase().from(table).delete().eq('id', id);
    hiddenIds.delete(id);
    if (!error) return announceCoinsChanged();
    restore();
    void loadCoins();
    notifyError(`Could not delete ${what}`, writeErrorMessage(error, table === 'tracked_coins' ? 'coin' : 'address'));
  };
  const notification = notify({
    icon: 'Success',
    primaryText: `Deleted ${what}`,
    secondaryText: 'You can undo this for a few seconds.',
    duration: UNDO_WINDOW_MS,
    action: {
      label: 'Undo',
      onClick: () => {
        const entry = pending.get(id);
        if (!entry) return;
        clearTimeout(entry.timer);
        pending.delete(id);
        hiddenIds.delete(id);
        restore();
        dismiss(notification);
      },
    },
  });
  pending.set(id, { timer: setTimeout(() => void send(), UNDO_WINDOW_MS), send });
}

/** Removes a coin (and its addresses) from view at once; the delete is sent when Undo has lapsed. */
export function deleteCoin(coin: TrackedCoin): void {
  schedule(
    coin.id,
    coin.coinTicker,
    () => setCoins(removeCoin(coinsState.items, coin.id)),
    () => setCoins(putCoin(coinsState.items, coin)),
    'tracked_coins',
  );
}

export function deleteAddress(coin: TrackedCoin, addressId: string): void {
  const address = coin.addresses.find((a) => a.id === addressId);
  if (!address) return;
  schedule(
    addressId,
    address.description || 'the address',
    () => setCoins(removeAddress(coinsState.items, coin.id, addressId)),
    () => setCoins(putAddress(coinsState.items, coin.id, address)),
    'tracked_addresses',
  );
}

/** Sends the deletes still waiting, e.g. when the page is being left. */
export function flushPendingDeletes(): void {
  for (const [, entry] of pending) {
    clearTimeout(entry.timer);
    void entry.send();
  }
}
