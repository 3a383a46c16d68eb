import type { ChainConfig } from '@coinwatch/shared';
import { afterEach, describe, expect, it } from '@rstest/core';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AddressCell } from './AddressCell.tsx';

const TRACKED = '0x8617e340b3d01fa5f11f306f4090fd50e238070d';
const OTHER = '0x52908400098527886e0f7030069857d2e4169ee7';
const chain: ChainConfig = {
  id: 1,
  name: 'Ethereum',
  rpcHttp: 'http://node.test',
  rpcWs: 'ws://node.test',
  explorerUrl: 'https://etherscan.io',
  nativeSymbol: 'ETH',
};

function cell(address: string, description: string) {
  const tracked = new Map([[TRACKED, { id: 'a', address: TRACKED, description, color: '#c33', createdAt: '2026-01-01T00:00:00Z' }]]);
  render(
    <MemoryRouter>
      <AddressCell address={address} tracked={tracked} chain={chain} addressPath={(a) => `/tools/txns/DMO/${a}`} />
    </MemoryRouter>,
  );
  // The address's own link, beside the one to the explorer.
  return screen.getByRole('link', { name: /^(?!.*on the explorer$)/ });
}

afterEach(() => cleanup());

describe('an address in a transfer', () => {
  it('is named tracked when the user gave it no description, not by its colour alone', () => {
    expect(cell(TRACKED, '').textContent).toBe('Tracked address 0x8617…070D');
  });

  it('is named by its description when it has one, and plainly when it is not tracked', () => {
    expect(cell(TRACKED, 'Treasury').textContent).toBe('Treasury0x8617…070D');
    cleanup();
    expect(cell(OTHER, '').textContent).toBe('0x5290…9EE7');
  });
});
