import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { focusOrMain, refocusIfLost } from '../a11y/focus.ts';
import { dismiss, holdNotifications, notificationsState } from './notificationsState.ts';
import './toaster.css';

/** The key that takes the keyboard to the newest notification, as in Radix's and Sonner's toasts. */
const JUMP_KEY = 'F8';

/**
 * The toasts. Their list is a polite live region that is on the page from the start, because
 * screen readers announce what is added to a region they already know, but often not a region
 * that arrives together with its text. Errors are alerts, which are announced at once when added.
 * F8 reaches the newest one's buttons from anywhere (the toasts sit last on the page, out of Tab's
 * reach before they go); while the pointer is over them or focus is in them, they stay.
 */
export function Toaster() {
  const { items } = useSnapshot(notificationsState);
  const region = useRef<HTMLElement>(null);
  const cameFrom = useRef<HTMLElement | null>(null);
  const [pointerIn, setPointerIn] = useState(false);
  const [focusIn, setFocusIn] = useState(false);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== JUMP_KEY) return;
      // Its action if it has one (Undo), else its Dismiss.
      const toast = region.current?.querySelector('.toast:last-child');
      const newest = toast?.querySelector<HTMLElement>('button:not(.toast-close)') ?? toast?.querySelector<HTMLElement>('.toast-close');
      if (!newest) return;
      event.preventDefault();
      if (!region.current?.contains(document.activeElement) && document.activeElement instanceof HTMLElement)
        cameFrom.current = document.activeElement;
      newest.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  /** Before a notification goes, focus in it goes back to where F8 came from (else it falls to the page). */
  const leavingThen = (run: () => void) => () => {
    if (region.current?.contains(document.activeElement)) focusOrMain(cameFrom.current);
    run();
  };

  // One the app takes away (a failure said again, one pushed out, a mended failure's) takes the
  // focus in it to the page: it goes back where F8 came from, and the others run out again (Firefox
  // and Safari send no blur for a removed element, so they stayed held for good). `items`: run when
  // one went.
  useLayoutEffect(() => {
    if (!focusIn || region.current?.contains(document.activeElement)) return;
    refocusIfLost(cameFrom.current);
    setFocusIn(false);
  }, [items, focusIn]);
  useEffect(() => holdNotifications(pointerIn || focusIn), [pointerIn, focusIn]);
  // The one F8 reaches (the last in the list).
  const newest = items.at(-1)?.id;

  return (
    <section
      ref={region}
      className="toaster"
      aria-label={`Notifications (${JUMP_KEY})`}
      aria-live="polite"
      onPointerEnter={() => setPointerIn(true)}
      onPointerLeave={() => setPointerIn(false)}
      onFocus={() => setFocusIn(true)}
      onBlur={(event) => {
        if (region.current?.contains(event.relatedTarget as Node | null)) return;
        setFocusIn(false);
        cameFrom.current = null;
      }}
    >
      {items.map((n) => (
        <div
          key={n.id}
          className={`toast toast-${n.icon.toLowerCase()}`}
          role={n.icon === 'Error' ? 'alert' : undefined}
          data-testid="notification"
        >
          <span className="toast-icon" aria-hidden="true">
            {n.icon === 'Error' ? '!' : '✓'}
          </span>
          <div className="toast-text">
            <strong>{n.primaryText}</strong>
            <span>{n.secondaryText}</span>
            {/* Read out with the notice: the key shown on the button is hidden from screen readers. */}
            {n.action && n.id === newest && (
              <span className="visually-hidden">
                {' '}
                Press {JUMP_KEY} for {n.action.label}.
              </span>
            )}
          </div>
          <button type="button" className="toast-close" aria-label="Dismiss notification" onClick={leavingThen(() => dismiss(n.id))}>
            ×
          </button>
          {n.action && (
            // A line of its own, under the text: beside it and Dismiss, the text had a third of the toast.
            <div className="toast-actions">
              <button type="button" onClick={leavingThen(n.action.onClick)} aria-keyshortcuts={n.id === newest ? JUMP_KEY : undefined}>
                {n.action.label}
                {/* Shown on the newest, which F8 reaches: the region's label named it to screen readers only. */}
                {n.id === newest && (
                  <span className="toast-key" aria-hidden="true">
                    {JUMP_KEY}
                  </span>
                )}
              </button>
            </div>
          )}
        </div>
      ))}
    </section>
  );
}
