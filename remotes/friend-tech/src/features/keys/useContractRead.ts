import { useWhenBackOnline } from '@coinwatch/shared/toolkit';
import { useCallback, useEffect, useState } from 'react';

export type ReadView<T> = { status: 'loading' | 'ready' | 'failed'; data: T | null; error: unknown };

/**
 * Runs a read whenever `key` changes (or on refresh()), keeping the last data on screen while the
 * next read runs. A failed read keeps the data it had, marked failed, and runs again by itself once
 * the browser is back online (a read that failed offline needs no Refresh).
 */
export function useContractRead<T>(read: () => Promise<T>, key: string): ReadView<T> & { refresh(): void } {
  const [view, setView] = useState<ReadView<T>>({ status: 'loading', data: null, error: null });
  const [attempt, setAttempt] = useState(0);
  const refresh = useCallback(() => setAttempt((n) => n + 1), []);
  // `key` names everything `read` depends on; `attempt` re-runs it.
  useEffect(() => {
    let live = true;
    setView((v) => ({ ...v, status: 'loading' }));
    read().then(
      (data) => live && setView({ status: 'ready', data, error: null }),
      (error: unknown) => live && setView((v) => ({ ...v, status: 'failed', error })),
    );
    return () => {
      live = false;
    };
  }, [key, attempt]);
  useWhenBackOnline(view.status === 'failed', refresh);
  return { ...view, refresh };
}
