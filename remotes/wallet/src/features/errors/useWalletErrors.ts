import type { ToolHost } from '@coinwatch/shared';
import { useCallback } from 'react';
import { describeWalletError } from './walletError.ts';

/**
 * Reports a failed wallet request as an error notification that says what happened and what to do;
 * returns what takes it back (see ToolHost's notify).
 */
export function useWalletErrors(host: ToolHost): (action: string, error: unknown) => (() => void) | undefined {
  return useCallback(
    (action: string, error: unknown) => {
      const { title, detail } = describeWalletError(error);
      return host.notify({ icon: 'Error', primaryText: `${action}: ${title}`, secondaryText: detail });
    },
    [host],
  );
}
