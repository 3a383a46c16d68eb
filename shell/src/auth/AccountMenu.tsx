import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { authState } from './authState.ts';
import { signOut } from './signOut.ts';

/** Who is signed in, and the sign-out button. */
export function AccountMenu() {
  const { user, account } = useSnapshot(authState);
  const [busy, setBusy] = useState(false);
  if (!user) return null;
  return (
    <div className="account-menu">
      <span className="muted" data-testid="account-name">
        {account?.displayName || user.email || user.phone}
      </span>
      <button
        type="button"
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          await signOut();
          setBusy(false);
        }}
      >
        Sign out
      </button>
    </div>
  );
}
