import { subscribe } from 'valtio';
import { authState } from '../auth/authState.ts';
import { coinsState, loadCoins, resetCoins } from './coinsState.ts';

const CHANNEL = 'coinwatch:coins';
const REFETCH_GAP_MS = 1000;

let channel: BroadcastChannel | null = null;
let started = false;
let lastRefetch = 0;
let userId: string | null = null;

/** There is no realtime server locally: tabs tell each other after each successful write. */
export function announceCoinsChanged(): void {
  channel?.postMessage({ type: 'changed', userId });
}

function refetch(): void {
  if (coinsState.status === 'idle' || !authState.user) return;
  const now = Date.now();
  if (now - lastRefetch < REFETCH_GAP_MS) return;
  lastRefetch = now;
  void loadCoins();
}

/** Starts, once per page, the cross-tab sync and the refetch on return to the tab. */
export function startCoinsSync(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  userId = authState.user?.id ?? null;
  if (typeof BroadcastChannel !== 'undefined') {
    channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = (event: MessageEvent<{ type?: string; userId?: string | null }>) => {
      if (event.data?.type === 'changed' && event.data.userId === userId && coinsState.status !== 'idle') void loadCoins();
    };
  }
  document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && refetch());
  window.addEventListener('focus', refetch);
  // Back online after a load or a write failed: the list is read again without a click on Retry.
  window.addEventListener('online', () => {
    // However soon after the read that failed.
    lastRefetch = 0;
    refetch();
  });
  // Another user signing in on this page must never see the previous user's coins.
  subscribe(authState, () => {
    const next = authState.user?.id ?? null;
    if (next === userId) return;
    const wasLoaded = coinsState.status !== 'idle';
    userId = next;
    resetCoins();
    if (next && wasLoaded) void loadCoins();
  });
}
