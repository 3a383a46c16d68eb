import { PendingButton } from '@coinwatch/shared/toolkit';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { coinsState, loadCoins } from './coinsState.ts';

/** The coins could not be read: said where the list is used (Home, a tool's page), with a Retry. */
export function CoinsLoadError() {
  const { status, error } = useSnapshot(coinsState);
  const [pending, setPending] = useState(false);
  if (status !== 'error') return null;
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
