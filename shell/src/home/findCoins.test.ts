import type { TrackedCoin } from '@coinwatch/shared';
import { describe, expect, it } from '@rstest/core';
import { findCoins } from './findCoins.ts';

const address = (id: string, hex: string, description: string) => ({ id, address: hex, description, color: '#123', createdAt: '' });
const coin = (ticker: string, name: string, contract: string, addresses: TrackedCoin['addresses']): TrackedCoin => ({
  id: ticker,
  userId: 'u',
  chainId: 1,
  coinTicker: ticker,
  coinName: name,
  coinAddress: contract,
  createdAt: '',
  addresses,
});

const usdc = coin('USDC', 'USD Coin', '0x52908400098527886e0f7030069857d2e4169ee7', [
  address('a1', '0x8617e340b3d01fa5f11f306f4090fd50e238070d', 'Cold wallet'),
  address('a2', '0xde709f2102306220921060314715629080e2fb77', 'Exchange hot'),
]);
const weth = coin('WETH', 'Wrapped Ether', '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2', [
  address('b1', '0x27b1fdb04752bbc536007a920d24acb045561c26', 'Cold storage'),
]);
const items = [usdc, weth];
const shown = (text: string) => findCoins(items, text).map((f) => `${f.coin.coinTicker}:${f.addresses.map((a) => a.id).join(',')}`);

describe('findCoins', () => {
  it('shows every coin and address when nothing, or only spaces, is typed', () => {
    expect(shown('')).toEqual(['USDC:a1,a2', 'WETH:b1']);
    expect(shown('   ')).toEqual(['USDC:a1,a2', 'WETH:b1']);
  });

  it('finds a coin by its ticker, its name or its contract, with all its addresses', () => {
    expect(shown('usdc')).toEqual(['USDC:a1,a2']);
    expect(shown('wrapped')).toEqual(['WETH:b1']);
    expect(shown('0xC02AAA39')).toEqual(['WETH:b1']);
    expect(shown('4169ee7')).toEqual(['USDC:a1,a2']);
  });

  it('finds addresses by their description or their hex, with or without 0x, in any case', () => {
    expect(shown('cold')).toEqual(['USDC:a1', 'WETH:b1']);
    expect(shown('HOT')).toEqual(['USDC:a2']);
    expect(shown('0x8617E340')).toEqual(['USDC:a1']);
    expect(shown('27b1fdb0')).toEqual(['WETH:b1']);
  });

  it('reads full-width letters as the ones they stand for', () => {
    expect(shown('ＵＳＤＣ')).toEqual(['USDC:a1,a2']);
  });

  it('finds nothing for text in none of them', () => {
    expect(shown('dai')).toEqual([]);
    expect(shown('0xzz')).toEqual([]);
  });

  it('searches words for hex-looking text as well as addresses', () => {
    // "cafe" is all hex digits: a description holding it is found too.
    expect(
      findCoins(
        [
          coin('DAI', 'Dai', '0x6b175474e89094c44da98b954eedeac495271d0f', [
            address('c1', '0x8617e340b3d01fa5f11f306f4090fd50e238070d', 'Cafe till'),
          ]),
        ],
        'cafe',
      ),
    ).toHaveLength(1);
  });
});
