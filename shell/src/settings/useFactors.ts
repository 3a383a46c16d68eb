import { useWhenBackOnline } from '@coinwatch/shared/toolkit';
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
  useWhenBackOnline(state.status === 'error', reload);
  return { state, reload };
}
