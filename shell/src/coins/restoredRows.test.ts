import { describe, expect, it } from '@rstest/core';
import { restoredAddressRow, restoredCoinRow } from './restoredRows.ts';

const TOKEN = '0x52908400098527886e0f7030069857d2e4169ee7';
const coin = (coinTicker: string, coinName: string) => ({
  id: 'c1',
  userId: 'u1',
  chainId: 1,
  coinTicker,
  coinName,
  coinAddress: TOKEN,
  createdAt: '2024-01-01T00:00:00+00:00',
  addresses: [],
});

describe('rows Undo puts back', () => {
  it('are the rows deleted: same ids, dates and values', () => {
    expect(restoredCoinRow(coin('ETH', 'Ether'))).toEqual({
      id: 'c1',
      chain_id: 1,
      coin_ticker: 'ETH',
      coin_name: 'Ether',
      coin_address: TOKEN,
      created_at: '2024-01-01T00:00:00+00:00',
    });
  });

  // Stored before the database trimmed texts and kept tickers in NFKC: as they were, its checks
  // (which every new row meets) refuse them, and the deleted coin could never come back.
  it('put texts stored before today’s checks in the form those checks take', () => {
    expect(restoredCoinRow(coin('ＥＴＨ', 'Ether '))).toMatchObject({ coin_ticker: 'ETH', coin_name: 'Ether' });
    const address = { id: 'a1', address: TOKEN, description: 'Cold ', color: '#abc', createdAt: '2024-01-02T00:00:00+00:00' };
    expect(restoredAddressRow('c1', address)).toEqual({
      id: 'a1',
      coin_id: 'c1',
      address: TOKEN,
      description: 'Cold',
      color: '#abc',
      created_at: '2024-01-02T00:00:00+00:00',
    });
  });

  it('keep a text no form would save as it is: the database then says what is wrong', () => {
    expect(restoredCoinRow(coin('A\u200bB', 'Ether'))).toMatchObject({ coin_ticker: 'A\u200bB' });
  });
});
