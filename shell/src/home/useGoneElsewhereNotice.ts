import type { TrackedCoin } from '@coinwatch/shared';
import { useEffect, useRef } from 'react';
import { subscribe } from 'valtio';
import { coinsState } from '../coins/coinsState.ts';
import { notify } from '../notifications/notificationsState.ts';

/** A form open on a coin's card: for the coin (its edit, an address added to it), or for one of its addresses. */
export type CardForm = { addressId?: string; primaryText: string; secondaryText: string };

/**
 * A coin card's form goes with its coin, or with its address, when another tab or device deletes
 * it: with typing in it, that is said, not lost without a word. Only for what one read of the list
 * from the server had and the next has not: this tab's own changes taken back (an add refused, an
 * Undo that failed) are said by their own notices. Not when the form's own save found it gone
 * (`told`: that save said so), nor when the list is no longer the user's (signed out).
 */
export function useGoneElsewhereNotice(
  coinId: string,
  form: CardForm | null,
  typing: { readonly current: number },
  told: { readonly current: boolean },
): void {
  const latest = useRef(form);
  latest.current = form;
  // Listening only while a form is open: a Home of fifty coins has fifty cards, and the list
  // changes with every write and read.
  const open = form !== null;
  useEffect(() => {
    if (!open) return;
    const holds = (coins: readonly TrackedCoin[], of: CardForm) => {
      const coin = coins.find((c) => c.id === coinId);
      return coin !== undefined && (!of.addressId || coin.addresses.some((a) => a.id === of.addressId));
    };
    let reads = coinsState.reads;
    let lastRead = coinsState.items;
    // Called as the list changes, before the card or the form is drawn without it: the typing is still counted.
    return subscribe(coinsState, () => {
      if (coinsState.reads === reads) return;
      const before = lastRead;
      reads = coinsState.reads;
      lastRead = coinsState.items;
      const shown = latest.current;
      if (!shown || typing.current === 0 || told.current || coinsState.status !== 'ready') return;
      if (!holds(before, shown) || holds(coinsState.items, shown)) return;
      latest.current = null;
      notify({ icon: 'Error', primaryText: shown.primaryText, secondaryText: shown.secondaryText });
    });
  }, [open, coinId, typing, told]);
}
