import { messages, resolveChains, type ToolHost, ToolMetaSchema } from '@coinwatch/shared';
import { fakeCoinsSource } from '@coinwatch/shared/testing';
import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { harnessCoins } from './testing/devnetCoins.ts';
import Tool, { toolMeta } from './tool.tsx';

const host = (loaded = true): ToolHost => {
  const coins = fakeCoinsSource(harnessCoins());
  return {
    contractVersion: 1,
    basePath: '/tools/txns',
    supabase: {} as ToolHost['supabase'],
    user: { id: 'u', email: 'u@example.com', displayName: '' },
    coins: { ...coins, isLoaded: () => loaded },
    notify: () => {},
    chains: resolveChains(),
    theme: 'dark',
    navigate: () => {},
  };
};

const at = (path: string, h = host()) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/tools/txns/*" element={<Tool host={h} />} />
      </Routes>
    </MemoryRouter>,
  );

afterEach(() => cleanup());

describe('txns routes', () => {
  it('declares itself under the contract it was built with', () => {
    expect(ToolMetaSchema.parse(toolMeta)).toEqual({ id: 'txns', title: 'Transactions', contractVersion: 1 });
  });

  it('lists the tracked coins on the index, linking to each', () => {
    at('/tools/txns');
    const links = screen.getAllByTestId('txns-coin-link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/tools/txns/DMO', '/tools/txns/DUSD']);
  });

  it("says 'Must be valid address' for a bad address in the URL", async () => {
    at('/tools/txns/dmo/0x1234');
    expect((await screen.findByTestId('txns-bad-address')).textContent).toContain('Must be valid address');
    expect(screen.getByRole('link', { name: 'Show all of dmo' }).getAttribute('href')).toBe('/tools/txns/dmo');
  });

  it('links a pasted token’s bad-address page to the token on the chain the link named', async () => {
    const token = `0x${'ab'.repeat(20)}`;
    at(`/tools/txns/${token}/0x1234?chain=8453`);
    expect((await screen.findByTestId('txns-bad-address')).textContent).toContain('Must be valid address');
    expect(screen.getByRole('link', { name: `Show all of ${token}` }).getAttribute('href')).toBe(`/tools/txns/${token}?chain=8453`);
  });

  it('refuses a token address in the URL whose capitals do not match its checksum, with a way back', async () => {
    // USDC's contract with one capital dropped
    at('/tools/txns/0xa0b86991C6218b36c1d19D4a2e9Eb0cE3606eB48?chain=1');
    expect((await screen.findByTestId('txns-bad-token')).textContent).toContain(messages.addressChecksum);
    expect(screen.getByRole('link', { name: 'Choose a coin' }).getAttribute('href')).toBe('/tools/txns');
  });

  it('says an unknown coin is not found, with a way back', async () => {
    at('/tools/txns/nope');
    const problem = await screen.findByTestId('txns-not-found');
    expect(problem.textContent).toContain('nope');
    expect(screen.getByRole('link', { name: 'Choose a coin' }).getAttribute('href')).toBe('/tools/txns');
  });

  it('tells the host a path deeper than an address page is none of its pages', () => {
    const notFound = rs.fn();
    at(`/tools/txns/DMO/0x${'ab'.repeat(20)}/more`, { ...host(), notFound });
    expect(notFound).toHaveBeenCalledTimes(1);
  });

  it('waits for the coins before calling a coin unknown', async () => {
    at('/tools/txns/nope', host(false));
    expect(await screen.findByText('Loading your coins…')).toBeTruthy();
    expect(screen.queryByTestId('txns-not-found')).toBeNull();
  });

  it('says no "Loading your coins…" under the host’s message that they could not be loaded', async () => {
    for (const path of ['/tools/txns/nope', '/tools/txns']) {
      // A load that fails while the page waits: the host says so (above the tool) and tells its listeners.
      let failed = false;
      const listeners = new Set<() => void>();
      const h = host(false);
      const coins = {
        ...h.coins,
        loadFailed: () => failed,
        subscribe: (listener: () => void) => {
          listeners.add(listener);
          return () => listeners.delete(listener);
        },
      };
      const { unmount } = at(path, { ...h, coins });
      expect(await screen.findByText('Loading your coins…')).toBeTruthy();
      failed = true;
      act(() => {
        for (const listener of listeners) listener();
      });
      await waitFor(() => expect(screen.queryByText('Loading your coins…')).toBeNull());
      expect(screen.queryByTestId('txns-not-found')).toBeNull();
      unmount();
    }
  });
});
