import { PendingButton } from '@coinwatch/shared/toolkit';
import { useState } from 'react';
import { SignOutButton } from '../auth/SignOutButton.tsx';
import { signOut, signOutOtherDevices } from '../auth/signOut.ts';
import { notifyError, notifySuccess } from '../notifications/notificationsState.ts';

/** Sign out every other device (scope others), or this one. */
export function SessionsSection() {
  const [busy, setBusy] = useState(false);
  async function others() {
    setBusy(true);
    const outcome = await signOutOtherDevices();
    setBusy(false);
    if (outcome === 'done') notifySuccess('Other devices signed out', 'Only this device is still signed in.');
    else if (outcome === 'failed') notifyError('Unable to sign out', 'Something went wrong while signing out.');
  }
  async function here() {
    setBusy(true);
    if (!(await signOut())) setBusy(false);
  }
  return (
    <section aria-labelledby="sessions-title">
      <h2 id="sessions-title">Sessions</h2>
      <div className="settings-actions">
        <PendingButton type="button" pending={busy} onClick={() => void others()}>
          Sign out other devices
        </PendingButton>
        <SignOutButton pending={busy} signOutNow={() => void here()} />
      </div>
    </section>
  );
}
