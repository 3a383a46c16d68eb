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
 * The wait before a retry: `ms`, cut short when the browser comes back online. A call that failed
 * offline can go through at once then, not after what is left of a back-off of up to 30 s.
 */
export function retryWait(ms: number, signal?: AbortSignal): Promise<void> {
  const target = globalThis.window;
  if (!target) return sleep(ms, signal);
  return new Promise((resolve, reject) => {
    const wake = () => {
      target.removeEventListener('online', wake);
      resolve();
    };
    target.addEventListener('online', wake);
    sleep(ms, signal).then(wake, (error: unknown) => {
      target.removeEventListener('online', wake);
      reject(error);
    });
  });
}
