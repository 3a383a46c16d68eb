import { PendingButton } from '@coinwatch/shared/toolkit';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { refocusIfLost } from '../a11y/focus.ts';
import { coinsState, loadCoins } from './coinsState.ts';

/** The coins could not be read: said where the list is used (Home, a tool's page), with a Retry. */
export function CoinsLoadError() {
  const { status, error } = useSnapshot(coinsState);
  if (status !== 'error') return null;
  return <LoadErrorAlert error={error} />;
}

function LoadErrorAlert({ error }: { error: string | null }) {
  const [pending, setPending] = useState(false);
  // A Retry that worked takes this message away with the button that had the focus: the keyboard
  // goes on from the main region, where the coins now are, not from the top of the page.
  useEffect(() => () => refocusIfLost(), []);
  const retry = async () => {
    setPending(true);
    try {
      await loadCoins();
    } finally {
      setPending(false);
    }
  };
  return (
    <p className="form-error" role="alert" data-testid="coins-load-error">
      {error}{' '}
      <PendingButton pending={pending} onClick={() => void retry()}>
        Retry
      </PendingButton>
    </p>
  );
}
