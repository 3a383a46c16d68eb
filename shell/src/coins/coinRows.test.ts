import { coinsFromRows, TrackedCoinSchema } from '@coinwatch/shared';
import { describe, expect, it } from '@rstest/core';

const coinRow = (ticker: string) => ({
  id: `c-${ticker}`,
  user_id: 'u1',
  chain_id: 1,
  coin_ticker: ticker,
  coin_name: `${ticker} coin`,
  coin_address: '0x52908400098527886e0f7030069857d2e4169ee7',
  created_at: '2024-01-01T00:00:00+00:00',
});
const addressRows = (ticker: string, addresses: Array<{ id: string; created_at: string }>) =>
  addresses.map((a, i) => ({
    ...a,
    coin_id: `c-${ticker}`,
    user_id: 'u1',
    address: `0x${String(i + 1).padStart(40, '0')}`,
    description: `d${i}`,
    color: '#abc',
  }));

describe('rows ↔ the spec’s tracked coin', () => {
  it('maps snake_case rows to the spec’s shape, coins by ticker, addresses oldest first', () => {
    const coins = coinsFromRows(
      [coinRow('ZED'), coinRow('ABC')],
      [
        // Read apart from their coins, and of a coin deleted between the two reads: left out.
        ...addressRows('ABC', [{ id: 'b', created_at: '2024-01-02T00:00:00.5+00:00' }]),
        ...addressRows('GONE', [{ id: 'g', created_at: '2024-01-02T00:00:00.5+00:00' }]),
        ...addressRows('ABC', [{ id: 'a', created_at: '2024-01-02T00:00:00.25+00:00' }]),
      ],
    );
    expect(coins.map((c) => c.coinTicker)).toEqual(['ABC', 'ZED']);
    expect(coins[1]?.addresses).toEqual([]);
    expect(coins[0]).toMatchObject({ userId: 'u1', coinName: 'ABC coin', chainId: 1, createdAt: '2024-01-01T00:00:00+00:00' });
    expect(coins[0]?.addresses.map((a) => a.id)).toEqual(['a', 'b']);
    expect(Object.keys(coins[0]?.addresses[0] ?? {}).sort()).toEqual(['address', 'color', 'createdAt', 'description', 'id']);
    for (const coin of coins) expect(TrackedCoinSchema.safeParse(coin).success).toBe(true);
  });

  it('refuses an answer that is not rows', () => {
    expect(() => coinsFromRows([{ id: 1 }], [])).toThrow();
    expect(() => coinsFromRows([coinRow('ABC')], [{ id: 1 }])).toThrow();
  });
});
