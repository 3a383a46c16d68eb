import { describe, expect, it } from '@rstest/core';
import { requestChunks } from './requestChunks.ts';

const bytesOf = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).length;

describe('requestChunks', () => {
  it('keeps every request body within the byte limit, counting letters of several bytes, and every row in its order', () => {
    const rows = Array.from({ length: 2_000 }, (_, n) => ({ n, description: '財'.repeat(200) }));
    const parts = requestChunks(rows, 100_000);
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(bytesOf(part)).toBeLessThanOrEqual(100_000);
    expect(parts.flat()).toEqual(rows);
  });

  it('sends small rows together, and a row larger than the limit on its own', () => {
    expect(requestChunks([{ a: 1 }, { a: 2 }], 100)).toEqual([[{ a: 1 }, { a: 2 }]]);
    expect(requestChunks([{ a: 1 }, { big: 'x'.repeat(200) }, { a: 2 }], 100)).toEqual([
      [{ a: 1 }],
      [{ big: 'x'.repeat(200) }],
      [{ a: 2 }],
    ]);
    expect(requestChunks([], 100)).toEqual([]);
  });
});
