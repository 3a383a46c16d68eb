import type { TrackedCoin } from '@coinwatch/shared';
import { expect, it } from '@rstest/core';
import { trackedAddresses } from './trackedAddresses.ts';

const coin = (ticker: string, addresses: Array<[string, string, string]>): TrackedCoin => ({
  id: ticker,
  userId: 'u',
  chainId: 8453,
  coinTicker: ticker,
  coinName: ticker,
  coinAddress: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  createdAt: '2024-01-01T00:00:00Z',
  addresses: addresses.map(([address, description, color], i) => ({ id: `${ticker}${i}`, address, description, color, createdAt: '' })),
});

it('lists each address once across coins, however it was written, with the coins it is tracked under', () => {
  const map = trackedAddresses([
    coin('DMO', [['70997970c51812dc3a010c7d01b50e0d17dc79c8', '', '#e53935']]),
    coin('DUSD', [
      ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8', 'Treasury', '#1e88e5'],
      ['0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC', 'Hot wallet', '#43a047'],
    ]),
  ]);
  expect([...map.keys()]).toEqual(['0x70997970c51812dc3a010c7d01b50e0d17dc79c8', '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc']);
  expect(map.get('0x70997970c51812dc3a010c7d01b50e0d17dc79c8')).toEqual({
    address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    description: 'Treasury',
    color: '#e53935',
    tickers: ['DMO', 'DUSD'],
  });
});
