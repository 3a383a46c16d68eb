import { expect, it } from '@rstest/core';
import { parseQuoteAmount, sellLimitMessage } from './quoteAmount.ts';

it('takes a whole number of keys from 1 to 1000, spaces around allowed', () => {
  expect(parseQuoteAmount('1')).toBe(1n);
  expect(parseQuoteAmount(' 25 ')).toBe(25n);
  expect(parseQuoteAmount('1000')).toBe(1000n);
  for (const bad of ['', '0', '00', '1001', '2.5', '-1', '1e3', '0x10', 'abc', '99999999999999999999'])
    expect(parseQuoteAmount(bad)).toBeNull();
});

it('reads leading zeros, and digits of other scripts, as the number they write', () => {
  expect(parseQuoteAmount('00005')).toBe(5n);
  expect(parseQuoteAmount('０１２')).toBe(12n);
  expect(parseQuoteAmount('١٢')).toBe(12n);
  expect(parseQuoteAmount('१२')).toBe(12n);
  expect(parseQuoteAmount('0001000')).toBe(1000n);
  expect(parseQuoteAmount('01001')).toBeNull();
});

it('reads thousands written as the page writes them ("1,000"), and a point as no separator', () => {
  expect(parseQuoteAmount('1,000')).toBe(1000n);
  expect(parseQuoteAmount('1 000')).toBe(1000n);
  expect(parseQuoteAmount('1\u202f000')).toBe(1000n);
  expect(parseQuoteAmount("1'000")).toBe(1000n);
  for (const bad of ['1.000', '10,00', '1,0000', ',100', '1,,000', '1,001']) expect(parseQuoteAmount(bad)).toBeNull();
});

it('says how many keys can be sold when a sale has no price, never "only 0"', () => {
  expect(sellLimitMessage(0n)).toBe('No keys exist yet, so none can be sold.');
  expect(sellLimitMessage(1n)).toBe('None can be sold: the last key stays.');
  expect(sellLimitMessage(2n)).toBe('Only 1 can be sold: the last key stays.');
  expect(sellLimitMessage(40n)).toBe('Only 39 can be sold: the last key stays.');
  expect(sellLimitMessage(1201n)).toBe('Only 1,200 can be sold: the last key stays.');
});
