import type { TrackedCoin } from '@coinwatch/shared';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { coinsState, loadCoins } from '../coins/coinsState.ts';
import { startCoinsSync } from '../coins/coinsSync.ts';

/** The coins for the page: loaded on first use, kept fresh across tabs. Items stay the frozen array; a load error shows in CoinsLoadError. */
export function useCoins() {
  const snap = useSnapshot(coinsState);
  useEffect(() => {
    startCoinsSync();
    if (coinsState.status === 'idle' || coinsState.status === 'error') void loadCoins();
  }, []);
  // items is a ref: the snapshot hands back the very frozen array, only typed as readonly.
  return { status: snap.status, loaded: snap.loaded, items: snap.items as TrackedCoin[] };
}
