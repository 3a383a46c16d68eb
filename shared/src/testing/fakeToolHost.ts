import { createClient } from '@supabase/supabase-js';
import { resolveChains } from '../chains/chains.ts';
import { CONTRACT_VERSION } from '../contract/contractVersion.ts';
import type { ToolHost } from '../contract/toolHost.ts';
import type { NotificationInput } from '../schemas/notification.ts';
import type { TrackedCoin } from '../schemas/trackedCoin.ts';
import { fakeCoinsSource } from './fakeCoinsSource.ts';

/**
 * A host for a tool's unit tests: real chain configs, a real (never signed-in) supabase client,
 * the given coins, and notifications (each one shown, and those taken back) and navigations
 * recorded for the test to check.
 */
export function fakeToolHost(id: string, coins: TrackedCoin[] = [], overrides: Partial<ToolHost> = {}) {
  const notifications: NotificationInput[] = [];
  const takenBack: NotificationInput[] = [];
  const navigations: string[] = [];
  const host: ToolHost = {
    contractVersion: CONTRACT_VERSION,
    basePath: `/tools/${id}`,
    // No server behind it, even beside `npm start` (whose stack holds localhost:54321): port 9 refuses.
    supabase: createClient('http://127.0.0.1:9', 'test-anon-key', { auth: { persistSession: false, autoRefreshToken: false } }),
    user: { id: '00000000-0000-4000-8000-000000000001', email: 'tester@example.com', displayName: 'Tester' },
    coins: fakeCoinsSource(coins),
    notify: (n) => {
      notifications.push(n);
      return () => void takenBack.push(n);
    },
    chains: resolveChains(),
    theme: 'dark',
    navigate: (to) => void navigations.push(to),
    ...overrides,
  };
  return { host, notifications, takenBack, navigations };
}
