import { describe, expect, it } from '@rstest/core';
import { getAddress } from 'viem';
import type { TrackedLabel } from '../addresses/trackedAddresses.ts';
import type { Trade } from '../trades/trade.ts';
import { holderCandidates } from './holderCandidates.ts';

const subject = getAddress(`0x${'a'.repeat(40)}`);
const trader = getAddress(`0x${'b'.repeat(40)}`);
const mine = getAddress(`0x${'c'.repeat(40)}`);
const tradeBy = (address: string) => ({ trader: address }) as Trade;
const label = (address: typeof mine): TrackedLabel => ({ address, description: 'mine', color: '#fff', tickers: ['X'] });

describe('holderCandidates', () => {
  it('asks the subject too, who bought the first key: with no trades in the blocks scanned it is the likeliest holder', () => {
    expect(holderCandidates(subject, [], new Map())).toEqual([subject]);
  });

  it('lists each address once, whatever its case', () => {
    const trades = [tradeBy(trader), tradeBy(trader.toLowerCase()), tradeBy(subject.toLowerCase())];
    expect(holderCandidates(subject, trades, new Map([[mine.toLowerCase(), label(mine)]]))).toEqual([subject, trader, mine]);
  });
});
