import { retryDelay, retryWait } from '@coinwatch/shared/toolkit';

/**
 * Runs fn until it succeeds, waiting with back-off (or the node's Retry-After) between failures (a
 * wait begun offline ends once the browser is back online); stops when the signal aborts.
 * An answer that comes after the abort is dropped (it rejects): its page may have moved on to
 * another coin, whose state it must not reach.
 */
export async function withRetry<T>(
  fn: () => Promise<T>,
  onRetry: (error: unknown, delayMs: number) => void,
  signal: AbortSignal,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    signal.throwIfAborted();
    try {
      const value = await fn();
      signal.throwIfAborted();
      return value;
    } catch (error) {
      signal.throwIfAborted();
      const delay = retryDelay(attempt, error);
      onRetry(error, delay);
      // Back online: the back-off starts over.
      if (await retryWait(delay, signal)) attempt = -1;
    }
  }
}
