import { backoffDelay, sleep } from '@coinwatch/shared/toolkit';

/** Runs fn until it succeeds, waiting with back-off between failures; stops when the signal aborts. */
export async function withRetry<T>(
  fn: () => Promise<T>,
  onRetry: (error: unknown, delayMs: number) => void,
  signal: AbortSignal,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    signal.throwIfAborted();
    try {
      return await fn();
    } catch (error) {
      signal.throwIfAborted();
      const delay = backoffDelay(attempt);
      onRetry(error, delay);
      await sleep(delay, signal);
    }
  }
}
