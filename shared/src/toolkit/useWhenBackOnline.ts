import { useEffect, useRef } from 'react';

/** While `active`, runs `onOnline` each time the browser is back online: what failed can be had again. */
export function useWhenBackOnline(active: boolean, onOnline: () => void): void {
  // The latest callback, without re-subscribing on each render.
  const latest = useRef(onOnline);
  latest.current = onOnline;
  useEffect(() => {
    if (!active) return;
    const handle = () => latest.current();
    window.addEventListener('online', handle);
    return () => window.removeEventListener('online', handle);
  }, [active]);
}
