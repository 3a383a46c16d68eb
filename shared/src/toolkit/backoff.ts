/** Reconnect and retry delays: the product's realtime schedule (1, 2, 5, 10 s), then 30 s. */
const DELAYS_MS = [1000, 2000, 5000, 10_000, 30_000];

export function backoffDelay(attempt: number): number {
  return DELAYS_MS[Math.min(attempt, DELAYS_MS.length - 1)] ?? 30_000;
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
