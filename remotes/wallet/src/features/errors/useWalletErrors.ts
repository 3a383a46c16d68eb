import type { ToolHost } from '@coinwatch/shared';
import { useCallback, useRef } from 'react';
import { describeWalletError } from './walletError.ts';

/**
 * Reports a failed wallet request as an error notification that says what happened and what to do;
 * returns what takes it back (see ToolHost's notify). A report takes back the one before it: the
 * latest attempt is what the page is about, and a few tries in a row stacked their toasts over the
 * very buttons to try again with.
 */
export function useWalletErrors(host: ToolHost): (action: string, error: unknown) => (() => void) | undefined {
  const shown = useRef<(() => void) | undefined>(undefined);
  return useCallback(
    (action: string, error: unknown) => {
      shown.current?.();
      const { title, detail } = describeWalletError(error);
      shown.current = host.notify({ icon: 'Error', primaryText: `${action}: ${title}`, secondaryText: detail });
      return shown.current;
    },
    [host],
  );
}
