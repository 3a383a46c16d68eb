import type { TrackedCoin } from '@coinwatch/shared';
import { describe, expect, it } from '@rstest/core';
import { addressTaken, patchCoin, putAddress, putCoin, removeAddress, removeCoin, tickerTaken } from './coinsList.ts';

const coin = (ticker: string, addresses: TrackedCoin['addresses'] = []): TrackedCoin => ({
  id: ticker,
  userId: 'u',
  chainId: 1,
  coinTicker: ticker,
  coinName: ticker,
  coinAddress: '0x52908400098527886e0f7030069857d2e4169ee7',
  createdAt: '2024',
  addresses,
});
const addr = (id: string, address: string, createdAt: string) => ({ id, address, description: '', color: '#fff', createdAt });

describe('coinsList', () => {
  it('keeps coins sorted by ticker and never mutates the list it is given', () => {
    const list = Object.freeze([coin('B'), coin('D')]);
    expect(putCoin(list, coin('C')).map((c) => c.coinTicker)).toEqual(['B', 'C', 'D']);
    expect(patchCoin(list, 'B', { coinTicker: 'E' }).map((c) => c.coinTicker)).toEqual(['D', 'E']);
    expect(removeCoin(list, 'B').map((c) => c.id)).toEqual(['D']);
  });

  it('puts an address back in its place by age, and removes it', () => {
    const list = [coin('A', [addr('1', '0xaa', '2024-01-01'), addr('3', '0xcc', '2024-01-03')])];
    const back = putAddress(list, 'A', addr('2', '0xbb', '2024-01-02'));
    expect(back[0]?.addresses.map((a) => a.id)).toEqual(['1', '2', '3']);
    expect(removeAddress(back, 'A', '2')[0]?.addresses.map((a) => a.id)).toEqual(['1', '3']);
    // PostgREST leaves out a zero fraction of a second: that address is still the older one.
    const second = [coin('A', [addr('4', '0xdd', '2024-01-01T00:00:05+00:00'), addr('5', '0xee', '2024-01-01T00:00:05.123+00:00')])];
    expect(putAddress(second, 'A', addr('6', '0xff', '2024-01-01T00:00:06+00:00'))[0]?.addresses.map((a) => a.id)).toEqual(['4', '5', '6']);
  });

  it('compares tickers and addresses as the database does', () => {
    const hex = '8617e340b3d01fa5f11f306f4090fd50e238070d';
    const list = [coin('USDC', [addr('1', `0x${hex}`, '2024')])];
    expect(tickerTaken(list, ' usdc ')).toBe(true);
    expect(tickerTaken(list, 'usdc', 'USDC')).toBe(false);
    expect(addressTaken(list[0], hex.toUpperCase())).toBe(true);
    expect(addressTaken(list[0], hex, '1')).toBe(false);
  });
});
