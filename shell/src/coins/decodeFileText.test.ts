import { describe, expect, it } from '@rstest/core';
import { decodeFileText } from './decodeFileText.ts';

const TEXT = 'description\n“Kühlschrank” – 5€\n';

describe('decodeFileText', () => {
  it('reads UTF-8, with or without a byte-order mark', () => {
    const bytes = new TextEncoder().encode(TEXT);
    expect(decodeFileText(bytes)).toEqual({ text: TEXT, legacy: false });
    expect(decodeFileText(new Uint8Array([0xef, 0xbb, 0xbf, ...bytes]))).toEqual({ text: TEXT, legacy: false });
  });

  it('reads UTF-16 by its byte-order mark, little- and big-endian', () => {
    const le = new Uint8Array([0xff, 0xfe, ...[...TEXT].flatMap((c) => [c.charCodeAt(0) & 0xff, c.charCodeAt(0) >> 8])]);
    const be = new Uint8Array([0xfe, 0xff, ...[...TEXT].flatMap((c) => [c.charCodeAt(0) >> 8, c.charCodeAt(0) & 0xff])]);
    expect(decodeFileText(le)).toEqual({ text: TEXT, legacy: false });
    expect(decodeFileText(be)).toEqual({ text: TEXT, legacy: false });
  });

  it('reads a file that is not UTF-8 as Windows-1252, as Excel saves CSV, and says so', () => {
    // Letters only: Node reads Windows-1252's 0x80-0x9f (“ ” – €) as Latin-1's control characters,
    // where browsers do not; the browser test of the import checks those.
    const cp1252 = new Uint8Array([
      ...new TextEncoder().encode('description\nCaf'),
      0xe9,
      0x20,
      0x4d,
      0xfc,
      ...new TextEncoder().encode('ller\n'),
    ]);
    expect(decodeFileText(cp1252)).toEqual({ text: 'description\nCafé Müller\n', legacy: true });
  });
});
