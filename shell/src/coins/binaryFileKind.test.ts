import { describe, expect, it } from '@rstest/core';
import { binaryFileKind, WORKBOOK } from './binaryFileKind.ts';

const bytesOf = (text: string) => new TextEncoder().encode(text);

describe('binaryFileKind', () => {
  it('names an image or document by its first bytes', () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52]);
    expect(binaryFileKind(png)).toBe('a PNG image');
    expect(binaryFileKind(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]))).toBe('a JPEG image');
    expect(binaryFileKind(bytesOf('%PDF-1.7\n'))).toBe('a PDF document');
  });

  it('names a spreadsheet workbook: a ZIP (.xlsx, .ods) or an OLE file (.xls), not a CSV whose first cell starts "PK"', () => {
    expect(binaryFileKind(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]))).toBe(WORKBOOK);
    expect(binaryFileKind(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0x00]))).toBe(WORKBOOK);
    expect(binaryFileKind(bytesOf('PK,coin_name\nA,B'))).toBeNull();
  });

  it('tells other binary data by a NUL byte or by many control characters', () => {
    expect(binaryFileKind(new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]))).toBe('binary data');
    const noNul = new Uint8Array(Array.from({ length: 1000 }, (_, i) => (i % 8 === 0 ? 0x03 : 0x41)));
    expect(binaryFileKind(noNul)).toBe('binary data');
  });

  it('takes text for text: UTF-8, UTF-16 with its byte-order mark, Windows-1252 with accents and quotes, an empty file', () => {
    expect(binaryFileKind(bytesOf('\uFEFFcoin_ticker,coin_name\r\nUSDC,"USD\tCoin"\r\n'))).toBeNull();
    expect(binaryFileKind(new Uint8Array([0xff, 0xfe, 0x63, 0x00, 0x6f, 0x00, 0x0d, 0x00, 0x0a, 0x00]))).toBeNull();
    // “Kühlschrank” – 5€ as Excel's "CSV (Comma delimited)" writes it.
    const cp1252 = new Uint8Array([0x93, 0x4b, 0xfc, 0x68, 0x6c, 0x94, 0x20, 0x96, 0x20, 0x35, 0x80, 0x0d, 0x0a]);
    expect(binaryFileKind(cp1252)).toBeNull();
    expect(binaryFileKind(new Uint8Array([]))).toBeNull();
  });
});
