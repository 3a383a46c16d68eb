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

// A "Try now" button's press: it ends every retry wait of the tool that has it.
const tryNow = new EventTarget();

/** Ends every retry wait of this tool now, as cut short: the user asked for the try (a "Try now" button). */
export function retryNow(): void {
  tryNow.dispatchEvent(new Event('now'));
}

/**
 * The wait before a retry: `ms`, cut short by retryNow(), or if the browser was offline as it began
 * and comes back online meanwhile. A call that failed offline goes through at once then, not after
 * what is left of a back-off of up to 30 s; a wait begun online (a node's Retry-After) is kept whole
 * unless the user asks. Resolves true when cut short (undefined otherwise): the caller starts its
 * back-off over, as the first call on a new connection can fail too (Chrome's ERR_NETWORK_CHANGED)
 * and should not wait 30 s for it.
 */
export function retryWait(ms: number, signal?: AbortSignal): Promise<boolean | undefined> {
  const browser = isOffline() ? globalThis.window : undefined;
  return new Promise((resolve, reject) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settle = (how: () => void) => () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', aborted);
      tryNow.removeEventListener('now', woken);
      browser?.removeEventListener('online', woken);
      how();
    };
    const aborted = settle(() => reject(new DOMException('Aborted', 'AbortError')));
    const woken = settle(() => resolve(true));
    if (signal?.aborted) return aborted();
    timer = setTimeout(
      settle(() => resolve(undefined)),
      ms,
    );
    signal?.addEventListener('abort', aborted, { once: true });
    tryNow.addEventListener('now', woken);
    browser?.addEventListener('online', woken);
  });
}
