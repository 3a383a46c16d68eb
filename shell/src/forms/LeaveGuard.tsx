import { useEffect, useRef } from 'react';
import { type BlockerFunction, useBlocker } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { authState } from '../auth/authState.ts';
import { unsavedChanges } from './unsavedChanges.ts';
import './leaveGuard.css';

// Another page, while signed in: a signed-out user's typing cannot be saved anyway, and the guard's
// own redirects (sign-out, an ended session) must go through.
const leavesUnsaved: BlockerFunction = ({ currentLocation, nextLocation }) =>
  unsavedChanges.forms > 0 && authState.user !== null && currentLocation.pathname !== nextLocation.pathname;

/**
 * Asks before a page with unsaved typing is left: in the app, with a dialog (Stay is the safe
 * choice, and Escape); on reload or closing the tab, with the browser's own question.
 */
export function LeaveGuard() {
  const { forms } = useSnapshot(unsavedChanges);
  const blocker = useBlocker(leavesUnsaved);
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    if (forms === 0) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [forms]);

  const blocked = blocker.state === 'blocked';
  useEffect(() => {
    if (blocked) dialog.current?.showModal();
    else dialog.current?.close();
  }, [blocked]);

  return (
    <dialog
      ref={dialog}
      className="leave-guard"
      aria-labelledby="leave-guard-title"
      aria-describedby="leave-guard-text"
      // Escape, or the dialog closing any other way, is Stay.
      onClose={() => blocker.state === 'blocked' && blocker.reset()}
    >
      <h2 id="leave-guard-title">Leave this page?</h2>
      <p id="leave-guard-text">What you typed here is not saved yet. Stay to save it, or leave without saving.</p>
      <div className="leave-guard-actions">
        <button type="button" onClick={() => blocker.state === 'blocked' && blocker.reset()}>
          Stay on this page
        </button>
        <button type="button" className="leave-guard-leave" onClick={() => blocker.state === 'blocked' && blocker.proceed()}>
          Leave without saving
        </button>
      </div>
    </dialog>
  );
}
