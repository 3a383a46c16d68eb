import type { ToolHost } from '@coinwatch/shared';
import { CONTRACT_VERSION } from '@coinwatch/shared/contract-version';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { authState } from '../auth/authState.ts';
import { supabase } from '../auth/supabaseClient.ts';
import { coinsSource } from '../coins/coinsSource.ts';
import { useAppConfig } from '../config/useAppConfig.ts';
import { dismiss, notify } from '../notifications/notificationsState.ts';
import { useIsDarkMode } from '../theme/useIsDarkMode.ts';

/**
 * The host contract for one tool: functions and plain data only, no proxies, no tokens.
 * `notFound` is what the tool's page does when the tool says its path is none of its pages.
 */
export function useToolHost(id: string, notFound: () => void): ToolHost | null {
  const { user, account } = useSnapshot(authState);
  // Only what the tool is given: supabase-js hands over a new user object on every return to the tab
  // and every token refresh, and a new host would have each tool read its data again.
  const userId = user?.id;
  const email = user?.email ?? '';
  const isDarkMode = useIsDarkMode();
  const config = useAppConfig();
  const navigate = useNavigate();
  return useMemo(() => {
    if (!userId || !config) return null;
    return {
      contractVersion: CONTRACT_VERSION,
      basePath: `/tools/${id}`,
      supabase: supabase(),
      user: { id: userId, email, displayName: account?.displayName ?? '' },
      coins: coinsSource,
      // Every notice goes with this user: it tells of their data (their labels, their transfers), and
      // a button (an Undo) runs with the session of whoever is signed in when it is pressed, so it
      // must never write into the next account. One raised once another account is here (a late answer)
      // is not shown; signed out, it is, as the shell's own failures are, until someone signs in.
      notify: (n) => {
        if (authState.user && authState.user.id !== userId) return undefined;
        if (!n.action) {
          const shown = notify(n, { accountId: userId });
          return () => dismiss(shown);
        }
        const { onClick } = n.action;
        const notification = notify(
          {
            ...n,
            action: {
              ...n.action,
              onClick: () => {
                dismiss(notification);
                onClick();
              },
            },
          },
          { accountId: userId },
        );
        return () => dismiss(notification);
      },
      chains: config.resolvedChains,
      homeChainId: config.homeChainId,
      theme: isDarkMode ? 'dark' : 'light',
      navigate: (to) => void navigate(to),
      notFound,
    };
  }, [id, userId, email, account?.displayName, config, isDarkMode, navigate, notFound]);
}
