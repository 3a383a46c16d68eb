import type { Factor } from '@supabase/supabase-js';
import { useCallback, useEffect, useState } from 'react';
import { authErrorMessage } from '../auth/authErrors.ts';
import { listFactors } from './accountActions.ts';

export type FactorsState = { status: 'loading' } | { status: 'ready'; factors: Factor[] } | { status: 'error'; message: string };

/** The account's factors, loaded on mount, again on demand, and again when back online after a failed load. */
export function useFactors(load: () => Promise<Factor[]> = listFactors) {
  const [state, setState] = useState<FactorsState>({ status: 'loading' });
  const reload = useCallback(async () => {
    try {
      setState({ status: 'ready', factors: await load() });
    } catch (error) {
      setState({ status: 'error', message: authErrorMessage(error) });
    }
  }, [load]);
  useEffect(() => {
    void reload();
  }, [reload]);
  const failed = state.status === 'error';
  useEffect(() => {
    if (!failed) return;
    const again = () => void reload();
    window.addEventListener('online', again);
    return () => window.removeEventListener('online', again);
  }, [failed, reload]);
  return { state, reload };
}
