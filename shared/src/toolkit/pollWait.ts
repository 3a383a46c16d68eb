import { sleep } from './backoff.ts';

/**
 * The wait before the next poll: `ms` while the page is seen. While it is hidden, up to `hiddenMs`,
 * cut short as soon as it is shown again, so what it shows then is at most one poll old and a tab
 * left in the background does not ask a node every few seconds all day. Rejects with an AbortError
 * when the signal aborts.
 */
export function pollWait(ms: number, hiddenMs: number, signal: AbortSignal): Promise<void> {
  if (typeof document === 'undefined' || !document.hidden) return sleep(ms, signal);
  return new Promise((resolve, reject) => {
    const finish = (settle: () => void) => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
      signal.removeEventListener('abort', onAbort);
      settle();
    };
    const onVisibility = () => !document.hidden && finish(resolve);
    const onAbort = () => finish(() => reject(new DOMException('Aborted', 'AbortError')));
    const timer = setTimeout(() => finish(resolve), hiddenMs);
    document.addEventListener('visibilitychange', onVisibility);
    signal.addEventListener('abort', onAbort, { once: true });
    if (signal.aborted) onAbort();
  });
}
