import { afterEach, describe, expect, it } from '@rstest/core';
import { cleanup, render } from '@testing-library/react';
import { AddressLabel } from './AddressLabel.tsx';

const ADDRESS = '0x8617E340B3D01FA5F11F306F4090FD50E238070D' as const;
const TRACKED = { address: ADDRESS, description: '', color: '#3366ff', tickers: ['DMO'] };

afterEach(cleanup);

describe('AddressLabel', () => {
  it('names a tracked address with no description as tracked for a screen reader, which cannot see its colour', () => {
    const { container } = render(<AddressLabel address={ADDRESS} tracked={{ ...TRACKED, description: '' }} />);
    expect(container.textContent).toBe('Tracked address 0x8617…070D');
  });

  it('reads a described address by its description, and an untracked one as the address alone', () => {
    const described = render(<AddressLabel address={ADDRESS} tracked={{ ...TRACKED, description: 'Cold wallet' }} />);
    expect(described.container.textContent).toBe('Cold wallet0x8617…070D');
    cleanup();
    const untracked = render(<AddressLabel address={ADDRESS} tracked={undefined} />);
    expect(untracked.container.textContent).toBe('0x8617…070D');
  });
});
