import { useEffect } from 'react';

/**
 * While `active`, runs `onOnline` each time the browser is back online: what failed can be had
 * again. `onOnline` should be stable (a useCallback, a method of a lasting object).
 */
export function useWhenBackOnline(active: boolean, onOnline: () => void): void {
  useEffect(() => {
    if (!active) return;
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [active, onOnline]);
}
