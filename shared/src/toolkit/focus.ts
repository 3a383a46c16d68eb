import { type RefObject, useLayoutEffect, useRef } from 'react';

// The element focused last. A browser says nothing when the focused element is removed or
// disabled: focus just falls to the page, so the last one is kept to tell that from a page
// nobody has focused yet, or a click on its background.
let lastFocused: Element | null = null;
if (typeof document !== 'undefined') {
  document.addEventListener(
    'focusin',
    (event) => {
      lastFocused = event.target instanceof Element ? event.target : null;
    },
    true,
  );
}

/** Focus has fallen to the page because the focused element was removed, or disabled, under it. */
function focusIsLost(): boolean {
  const active = document.activeElement;
  // Some DOMs (not browsers) keep a removed element as the active one.
  if (active && active !== document.body) return !active.isConnected;
  return lastFocused !== null && (!lastFocused.isConnected || lastFocused.matches(':disabled'));
}

/**
 * If focus has fallen to the page, it goes to the first of `targets` on the page. There the next
 * Tab goes on from the user's place, and a screen reader reads where they are, instead of
 * starting over at the top.
 */
export function refocusIfLost(...targets: Array<HTMLElement | null | undefined>): void {
  if (focusIsLost()) targets.find((t) => t?.isConnected)?.focus();
}

/**
 * A ref for the element that takes a keyboard user's place when what they used is gone: on mount,
 * and whenever `key` changes, it takes focus if focus has fallen to the page (a button that
 * removed itself, a view replaced by the next one). Focus anywhere else is left alone. Give the
 * element tabIndex={-1} unless it is a control.
 */
export function useFocusIfLost<T extends HTMLElement>(key?: unknown): RefObject<T | null> {
  const ref = useRef<T>(null);
  // Before paint, so the place never flickers to the top of the page.
  useLayoutEffect(() => {
    refocusIfLost(ref.current);
  }, [key]);
  return ref;
}

/**
 * Moves the focus to a field to mend, once its message is on the page, so a screen reader reads
 * the two together. A field that has the focus already is left and entered again: focus() on it
 * does nothing, and the user who pressed Enter there would hear nothing.
 */
export function focusAnew(field: HTMLElement): void {
  if (field === document.activeElement) field.blur();
  field.focus();
}
