import { expect, it } from '@rstest/core';
import { parseQuoteAmount } from './quoteAmount.ts';

it('takes a whole number of keys from 1 to 1000, spaces around allowed', () => {
  expect(parseQuoteAmount('1')).toBe(1n);
  expect(parseQuoteAmount(' 25 ')).toBe(25n);
  expect(parseQuoteAmount('1000')).toBe(1000n);
  for (const bad of ['', '0', '1001', '2.5', '-1', '1e3', '0x10', 'abc', '99999999999999999999']) expect(parseQuoteAmount(bad)).toBeNull();
});
