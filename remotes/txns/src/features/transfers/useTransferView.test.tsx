import { resolveChains, type ToolHost } from '@coinwatch/shared';
import { fakeCoinsSource } from '@coinwatch/shared/testing';
import { expect, it } from '@rstest/core';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { harnessCoins } from '../../testing/devnetCoins.ts';
import { useTransferView } from './useTransferView.ts';

const host = { coins: fakeCoinsSource(harnessCoins()), chains: resolveChains() } as unknown as ToolHost;

const viewAt = (path: string) =>
  renderHook(() => useTransferView(host), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/tools/txns/:coin" element={children} />
        </Routes>
      </MemoryRouter>
    ),
  }).result.current;

it('opens a pasted token on Ethereum when the link’s ?chain= is empty (a link cut short), as when it has none', () => {
  const token = `0x${'ab'.repeat(20)}`;
  for (const path of [`/tools/txns/${token}`, `/tools/txns/${token}?chain=`]) {
    expect(viewAt(path)).toMatchObject({ status: 'ready', chain: { id: 1 } });
  }
});
