import type { TrackedAddress, TrackedCoin } from '@coinwatch/shared';
import { hexAddress } from '@coinwatch/shared/toolkit';
import { useEffect, useMemo, useRef, useState } from 'react';
import { authState } from '../auth/authState.ts';
import { coinsState } from '../coins/coinsState.ts';
import { FIND_MAX_LENGTH, findCoins } from './findCoins.ts';

// Kept while the app stays open, so a user back from a coin's tools finds Home as they left it;
// never shown to another user signing in on the same page.
let kept = { userId: '', text: '' };

/**
 * Home's find box: its text (as Home last had it for this user), the addresses it leaves in view
 * per coin (none: the coin is hidden), and the care that what the user saves, and the keyboard,
 * are never lost behind it.
 */
export function useFind(items: readonly TrackedCoin[]) {
  const userId = authState.user?.id ?? '';
  const [text, setTextNow] = useState(() => (kept.userId === userId ? kept.text : ''));
  const setText = (next: string) => {
    const cut = next.slice(0, FIND_MAX_LENGTH);
    kept = { userId, text: cut };
    setTextNow(cut);
  };
  const shown = useMemo(
    () => new Map<string, readonly TrackedAddress[]>(findCoins(items, text).map((f) => [f.coin.id, f.addresses])),
    [items, text],
  );
  const box = useRef<HTMLInputElement>(null);
  // For a save answered later: the text as it is then.
  const textNow = useRef(text);
  useEffect(() => {
    textNow.current = text;
  });

  /** After a save: a coin, or an address (its hex), that the text would hide clears the text. */
  const keepInView = (coinId: string, address?: string) => {
    const coin = coinsState.items.find((c) => c.id === coinId);
    const found = coin && findCoins([coin], textNow.current)[0];
    // As typed (without 0x, say) or as stored (checksummed): the same address.
    const saved = address === undefined ? undefined : hexAddress(address);
    const seen = found && (saved === undefined || found.addresses.some((a) => hexAddress(a.address) === saved));
    if (coin && !seen) setText('');
  };

  // A card the text hides takes the keyboard with it (its last matching address deleted, or edited
  // out of the match): the box has it then, where the user can change what they look for.
  const list = useRef<HTMLDivElement>(null);
  const lastFocused = useRef<Element | null>(null);
  useEffect(() => {
    const root = list.current;
    const onFocusIn = (event: FocusEvent) => {
      lastFocused.current = event.target instanceof Element ? event.target : null;
    };
    root?.addEventListener('focusin', onFocusIn);
    return () => root?.removeEventListener('focusin', onFocusIn);
  }, []);
  useEffect(() => {
    if (!text.trim()) return;
    const frame = requestAnimationFrame(() => {
      const gone = (el: Element | null) => el === null || !el.isConnected || el.closest('[hidden]') !== null;
      const at = document.activeElement;
      if (lastFocused.current !== null && gone(lastFocused.current) && (at === document.body || gone(at))) box.current?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [shown, text]);

  return { text, setText, shown, box, list, keepInView };
}
