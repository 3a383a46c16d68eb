import { refocusIfLost as refocusFirstIfLost } from '@coinwatch/shared/toolkit';
import { type RefObject, useContext, useEffect, useEffectEvent, useRef, useState } from 'react';
import { FormSlotContext } from '../forms/unsavedChanges.ts';
import { MAIN_ID } from '../layouts/MainContent.tsx';

/**
 * Focuses `target` if it is on the page, else the main region: somewhere the next Tab goes on from,
 * never the page itself, where it would start over at the header.
 */
export function focusOrMain(target?: HTMLElement | null, options?: FocusOptions): void {
  (target?.isConnected ? target : document.getElementById(MAIN_ID))?.focus(options);
}

/** Focus that has fallen to the page goes to `target`, else the main region (see focusOrMain). */
export function refocusIfLost(target?: HTMLElement | null): void {
  refocusFirstIfLost(target, document.getElementById(MAIN_ID));
}

const CONTROLS = [
  'input:not([type="hidden"]):not(:disabled)',
  'select:not(:disabled)',
  'textarea:not(:disabled)',
  'button:not(:disabled)',
].join(', ');

/**
 * Keyboard care for something a button opens in place (a form, a question): focus moves into it
 * (its `data-autofocus` element, else its first control), Escape closes it, and once it closes,
 * focus goes back to the button that opened it (if that is gone too, to the main region). Attach the
 * ref to its outermost element.
 */
export function useInPlaceFocus<T extends HTMLElement>(onEscape: () => void): RefObject<T | null> {
  const ref = useRef<T>(null);
  // Read while rendering: by the time effects run, focus has moved inside.
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  const pressedEscape = useEffectEvent(onEscape);
  const slot = useContext(FormSlotContext);
  useEffect(() => {
    const root = ref.current;
    (root?.querySelector<HTMLElement>('[data-autofocus]') ?? root?.querySelector<HTMLElement>(CONTROLS))?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      // In a form slot, typing not saved is not thrown away by a stray Escape: the slot asks first.
      if (slot) slot.replace(pressedEscape);
      else pressedEscape();
    };
    root?.addEventListener('keydown', onKeyDown);
    return () => {
      root?.removeEventListener('keydown', onKeyDown);
      // By now its elements are off the page; focus that was inside is lost, anything else is kept.
      refocusIfLost(opener);
    };
  }, [opener, slot]);
  return ref;
}
