import { PendingButton } from '@coinwatch/shared/toolkit';
import { useState } from 'react';
import { GuardDialog } from '../forms/GuardDialog.tsx';
import { unsavedChanges } from '../forms/unsavedChanges.ts';

/**
 * "Sign out", asking first when typing on the page is not saved yet, as leaving the page does
 * (LeaveGuard): signing out leaves it too, and a half-typed address went without a question.
 */
export function SignOutButton({ pending, signOutNow }: { pending: boolean; signOutNow(): void }) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <PendingButton type="button" pending={pending} onClick={() => (unsavedChanges.forms > 0 ? setAsking(true) : signOutNow())}>
        Sign out
      </PendingButton>
      <GuardDialog
        open={asking}
        title="Sign out?"
        text="What you typed here is not saved yet. Stay to save it, or sign out without saving."
        keep="Stay on this page"
        discard="Sign out without saving"
        onKeep={() => setAsking(false)}
        onDiscard={() => {
          setAsking(false);
          signOutNow();
        }}
      />
    </>
  );
}
