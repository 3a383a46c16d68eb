import { isOffline } from './isOffline.ts';
import { retryAfterMs } from './rpcErrors.ts';

/** Reconnect and retry delays: the product's realtime schedule (1, 2, 5, 10 s), then 30 s. */
const DELAYS_MS = [1000, 2000, 5000, 10_000, 30_000];
/**
 * The longest a node's Retry-After is followed: a quota that refills in an hour is still asked
 * every two minutes, so a page left open carries on soon after it does.
 */
const MAX_RETRY_AFTER_MS = 120_000;

export function backoffDelay(attempt: number): number {
  return DELAYS_MS[Math.min(attempt, DELAYS_MS.length - 1)] ?? 30_000;
}

/**
 * The wait before trying a failed call again: the back-off, or longer when the node said how long
 * (a rate limit's Retry-After): asking sooner only spends the quota it is waiting to refill.
 */
export function retryDelay(attempt: number, error: unknown): number {
  return Math.max(backoffDelay(attempt), Math.min(retryAfterMs(error) ?? 0, MAX_RETRY_AFTER_MS));
}

/** Resolves after ms, or rejects with an AbortError as soon as the signal aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException('Aborted', 'AbortError'));
    const onAbort = () => {
      clearTimeout(timer);
      reject(new DOMException('Aborted', 'AbortError'));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * The wait before a retry: `ms`, cut short if the browser was offline as it began and comes back
 * online meanwhile. A call that failed offline goes through at once then, not after what is left of
 * a back-off of up to 30 s; a wait begun online (a node's Retry-After) is kept whole. Resolves true
 * when cut short (undefined otherwise): the caller starts its back-off over, as the first call on a
 * new connection can fail too (Chrome's ERR_NETWORK_CHANGED) and should not wait 30 s for it.
 */
export function retryWait(ms: number, signal?: AbortSignal): Promise<boolean | undefined> {
  // sleep resolves with nothing: undefined, not cut short.
  const slept = sleep(ms, signal) as Promise<undefined>;
  const target = globalThis.window;
  if (!target || !isOffline()) return slept;
  return new Promise((resolve, reject) => {
    const wake = () => resolve(true);
    target.addEventListener('online', wake);
    slept.then(resolve, reject).finally(() => target.removeEventListener('online', wake));
  });
}
