import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { authState } from './authState.ts';
import { loginName } from './loginName.ts';
import { SignOutButton } from './SignOutButton.tsx';
import { signOut } from './signOut.ts';

/** Who is signed in, and the sign-out button. */
export function AccountMenu() {
  const { user, account } = useSnapshot(authState);
  const [busy, setBusy] = useState(false);
  if (!user) return null;
  const name = account?.displayName || loginName(user);
  return (
    <div className="account-menu">
      <span className="account-name muted" data-testid="account-name" title={name}>
        <bdi>{name}</bdi>
      </span>
      <SignOutButton
        pending={busy}
        signOutNow={async () => {
          setBusy(true);
          await signOut();
          setBusy(false);
        }}
      />
    </div>
  );
}
