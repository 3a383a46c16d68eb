import type { CoinsSource } from '@coinwatch/shared';
import { subscribe } from 'valtio';
import { coinsState, loadCoins } from './coinsState.ts';
import { startCoinsSync } from './coinsSync.ts';

/** The tracked coins as the host contract offers them to tools: read and subscribe, plain data. */
export const coinsSource: CoinsSource = {
  getCoins: () => coinsState.items,
  // Not after a first load that failed: tools would take the empty list for the user's ("no coins").
  isLoaded: () => coinsState.loaded,
  // The shell's CoinsLoadError says it above the tool, with a Retry (it stays 'error' while retrying).
  loadFailed: () => !coinsState.loaded && coinsState.status === 'error',
  subscribe(listener) {
    startCoinsSync();
    if (coinsState.status === 'idle') void loadCoins();
    return subscribe(coinsState, listener);
  },
};
