import { describe, expect, it } from '@rstest/core';
import { pad } from 'viem';
import { MAX_TOPIC_ADDRESSES, transferFilters } from './logFilters.ts';
import { TRANSFER_TOPIC } from './transfer.ts';

const TOKEN = '0x52908400098527886e0f7030069857d2e4169ee7';
const address = (n: number) => `0x${(n + 1).toString(16).padStart(40, '0')}` as const;

describe('transferFilters', () => {
  it('asks for transfers from, and to, the addresses: two filters', () => {
    const filters = transferFilters(TOKEN, [address(0)]);
    const topic = [pad(address(0), { size: 32 })];
    expect(filters).toEqual([
      { address: TOKEN, topics: [TRANSFER_TOPIC, topic] },
      { address: TOKEN, topics: [TRANSFER_TOPIC, null, topic] },
    ]);
  });

  it('splits more addresses than a node takes in one topic list into groups, each address in exactly one', () => {
    const addresses = Array.from({ length: 1_201 }, (_, n) => address(n));
    const filters = transferFilters(TOKEN, addresses);
    expect(filters).toHaveLength(6);
    const lists = filters.map((f) => (f.topics[1] ?? f.topics[2]) as string[]);
    for (const list of lists) expect(list.length).toBeLessThanOrEqual(MAX_TOPIC_ADDRESSES);
    const from = filters.filter((f) => f.topics[1] !== null).flatMap((f) => f.topics[1] as string[]);
    const to = filters.filter((f) => f.topics[1] === null).flatMap((f) => f.topics[2] as string[]);
    const all = addresses.map((a) => pad(a, { size: 32 }));
    expect(from).toEqual(all);
    expect(to).toEqual(all);
  });

  it('asks for every transfer of the token when no address is given', () => {
    expect(transferFilters(TOKEN, [])).toEqual([{ address: TOKEN, topics: [TRANSFER_TOPIC] }]);
  });
});
