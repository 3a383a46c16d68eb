import { useEffect } from 'react';
import { type BlockerFunction, useBlocker } from 'react-router-dom';
import { subscribe } from 'valtio';
import { authState } from '../auth/authState.ts';
import { GuardDialog } from './GuardDialog.tsx';
import { unsavedChanges } from './unsavedChanges.ts';

// Another page, while signed in: a signed-out user's typing cannot be saved anyway, and the guard's
// own redirects (sign-out, an ended session) must go through.
const leavesUnsaved: BlockerFunction = ({ currentLocation, nextLocation }) =>
  unsavedChanges.forms > 0 && authState.user !== null && currentLocation.pathname !== nextLocation.pathname;

/**
 * Asks before a page with unsaved typing is left: in the app, with a dialog; on reload or closing
 * the tab, with the browser's own question.
 */
export function LeaveGuard() {
  const blocker = useBlocker(leavesUnsaved);

  useEffect(() => {
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    // Only while something is unsaved (a page that always listens loses the back-forward cache in
    // some browsers), and in step with the count, not a render later: a reload right after typing
    // came before the listener and went through without a question. Adding the same listener twice,
    // or removing one not added, does nothing.
    const follow = () =>
      unsavedChanges.forms > 0 ? window.addEventListener('beforeunload', ask) : window.removeEventListener('beforeunload', ask);
    follow();
    const stop = subscribe(unsavedChanges, follow, true);
    return () => {
      stop();
      window.removeEventListener('beforeunload', ask);
    };
  }, []);

  return (
    <GuardDialog
      open={blocker.state === 'blocked'}
      title="Leave this page?"
      text="What you typed here is not saved yet. Stay to save it, or leave without saving."
      keep="Stay on this page"
      discard="Leave without saving"
      onKeep={() => blocker.state === 'blocked' && blocker.reset()}
      onDiscard={() => blocker.state === 'blocked' && blocker.proceed()}
    />
  );
}
