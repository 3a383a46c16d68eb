import { useEffect } from 'react';

/** While `active`, the page reloads once the browser is back online: what was missing comes then. */
export function useReloadWhenOnline(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const onOnline = () => window.location.reload();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [active]);
}
