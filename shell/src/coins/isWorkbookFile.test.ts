import { describe, expect, it } from '@rstest/core';
import { isWorkbookFile } from './isWorkbookFile.ts';

describe('isWorkbookFile', () => {
  it('tells an .xlsx (a ZIP) and an old .xls from a CSV, whatever its encoding', () => {
    expect(isWorkbookFile(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]))).toBe(true);
    expect(isWorkbookFile(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0x00]))).toBe(true);
    expect(isWorkbookFile(new TextEncoder().encode('PK,coin_name\nA,B'))).toBe(false);
    expect(isWorkbookFile(new Uint8Array([0xff, 0xfe, 0x63, 0x00]))).toBe(false);
    expect(isWorkbookFile(new Uint8Array([]))).toBe(false);
  });
});
