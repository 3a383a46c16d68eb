import { expect, it } from '@rstest/core';
import { toolCrumbs } from './toolCrumbs.ts';

it('shortens addresses, spaces around them dropped, and keeps a ticker as it is', () => {
  expect(toolCrumbs?.(['DMO', ' 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266 '])).toEqual(['DMO', '0xf39F…2266']);
  expect(toolCrumbs?.(['0x5FbDB2315678afecb367f032d93F642f64180aa3'])).toEqual(['0x5FbD…0aa3']);
});

it('shortens a segment longer than any ticker, as a link’s junk would be, and keeps the longest ticker whole', () => {
  expect(toolCrumbs?.([`0x${'ab12'.repeat(16)}`])).toEqual(['0xab12ab12…ab12']);
  // Tickers have at most 16 characters; up to 20 pass whole, 21 are cut.
  expect(toolCrumbs?.(['WrappedStakedEth'])).toEqual(['WrappedStakedEth']);
  expect(toolCrumbs?.(['A'.repeat(20)])).toEqual(['A'.repeat(20)]);
  expect(toolCrumbs?.(['A'.repeat(21)])).toEqual([`${'A'.repeat(10)}…AAAA`]);
  expect(toolCrumbs?.(['🦊'.repeat(30)])).toEqual([`${'🦊'.repeat(10)}…${'🦊'.repeat(4)}`]);
});
