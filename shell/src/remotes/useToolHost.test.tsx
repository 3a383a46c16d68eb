import { afterEach, describe, expect, it, rs } from '@rstest/core';
import type { User } from '@supabase/supabase-js';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { setUser } from '../auth/authState.ts';
import { dismissOtherAccounts, notificationsState } from '../notifications/notificationsState.ts';
import { useToolHost } from './useToolHost.ts';

// No auth server or config file here: the hook is about what it hands the tool, and when anew.
rs.mock('../auth/supabaseClient.ts', () => ({ supabase: () => ({}) }));
rs.mock('../config/useAppConfig.ts', () => ({ useAppConfig: () => CONFIG }));
const CONFIG = { resolvedChains: [] };

const userNamed = (email: string) =>
  ({ id: 'user-1', email, app_metadata: {}, user_metadata: {}, aud: 'authenticated', created_at: '' }) as User;
const notFound = () => {};
const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter>{children}</MemoryRouter>;

describe('useToolHost', () => {
  afterEach(() => {
    cleanup();
    setUser(null);
  });

  it('stays the same host when supabase-js hands over the same user again (a return to the tab, a token refresh)', async () => {
    setUser(userNamed('ada@example.com'));
    const { result } = renderHook(() => useToolHost('wallet', notFound), { wrapper });
    const first = result.current;
    expect(first?.user).toEqual({ id: 'user-1', email: 'ada@example.com', displayName: '' });
    await act(async () => setUser(userNamed('ada@example.com')));
    expect(result.current).toBe(first);
    await act(async () => setUser(userNamed('ada@new.example.com')));
    expect(result.current?.user.email).toBe('ada@new.example.com');
  });

  it('a tool’s notices go with its user at sign-out, and one raised once another account is signed in is not shown', async () => {
    setUser(userNamed('ada@example.com'));
    const { result } = renderHook(() => useToolHost('txns', notFound), { wrapper });
    const host = result.current;
    host?.notify({ icon: 'Success', primaryText: 'Received 5 USDC', secondaryText: 'To Cold wallet' });
    expect(notificationsState.items.map((n) => n.primaryText)).toEqual(['Received 5 USDC']);
    // What the shell does when the user signs out (applyUser).
    dismissOtherAccounts(null);
    await act(async () => setUser(null));
    expect(notificationsState.items).toEqual([]);
    await act(async () => setUser({ ...userNamed('bob@example.com'), id: 'user-2' }));
    host?.notify({ icon: 'Error', primaryText: 'Proof not brought back', secondaryText: 'Try again.' });
    expect(notificationsState.items).toEqual([]);
  });

  it('a tool takes back a notice of its own before its time, and only that one', async () => {
    setUser(userNamed('ada@example.com'));
    const { result } = renderHook(() => useToolHost('wallet', notFound), { wrapper });
    const takeBack = result.current?.notify({ icon: 'Error', primaryText: 'Not connected yet', secondaryText: 'Answer the prompt.' });
    result.current?.notify({ icon: 'Success', primaryText: 'Ownership proven', secondaryText: 'Signed.' });
    takeBack?.();
    expect(notificationsState.items.map((n) => n.primaryText)).toEqual(['Ownership proven']);
    dismissOtherAccounts(null);
  });
});
