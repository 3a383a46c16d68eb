import { describe, expect, it } from '@rstest/core';
import { messages } from '../validation/messages.ts';
import { TickerSchema } from './trackedCoin.ts';

const messageOf = (value: string) => TickerSchema.safeParse(value).error?.issues[0]?.message;

describe('TickerSchema', () => {
  it('refuses . and .., which browsers resolve away in a link (/tools/txns/.. opens /tools)', () => {
    expect(messageOf('.')).toBe(messages.dotTicker);
    expect(messageOf(' .. ')).toBe(messages.dotTicker);
  });
  it('keeps a ticker with dots in it, and trims it', () => {
    expect(TickerSchema.parse(' USDC.e ')).toBe('USDC.e');
    expect(TickerSchema.parse('...')).toBe('...');
  });
});
