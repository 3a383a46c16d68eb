import { describe, expect, it } from '@rstest/core';
import { createChunkSizer, suggestedRange } from './chunkSizer.ts';

describe('createChunkSizer', () => {
  it('doubles on fast small answers, up to max', () => {
    const s = createChunkSizer({ initial: 1000, max: 3000 });
    s.succeeded(10, 5);
    expect(s.size).toBe(2000);
    s.succeeded(10, 5);
    expect(s.size).toBe(3000);
  });

  it('halves on slow answers and on too many results', () => {
    const s = createChunkSizer({ initial: 1000, max: 10_000, slowMs: 100, maxResults: 50 });
    s.succeeded(500, 1);
    expect(s.size).toBe(500);
    s.succeeded(10, 51);
    expect(s.size).toBe(250);
  });

  it('shrinks on refusal, to the node’s suggestion when it gives one, and says when it cannot', () => {
    const s = createChunkSizer({ initial: 8, max: 100, min: 1 });
    expect(s.refused()).toBe(true);
    expect(s.size).toBe(4);
    expect(s.refused(3)).toBe(true);
    expect(s.size).toBe(3);
    s.refused();
    s.refused();
    expect(s.size).toBe(1);
    expect(s.refused()).toBe(false);
  });

  it('learns from a narrower range than its size only when the answer was bad', () => {
    const s = createChunkSizer({ initial: 1000, max: 10_000, maxResults: 50 });
    s.succeeded(10, 5, 300);
    expect(s.size).toBe(1000);
    s.succeeded(10, 51, 300);
    expect(s.size).toBe(150);
  });

  it('shrinks below the range that was refused, and only once for ranges sent before it shrank', () => {
    const s = createChunkSizer({ initial: 1000, max: 10_000 });
    expect(s.refused(undefined, 1000)).toBe(true);
    expect(s.size).toBe(500);
    // Another 1000-block range, sent along with the first.
    expect(s.refused(undefined, 1000)).toBe(true);
    expect(s.size).toBe(500);
    expect(s.refused(undefined, 100)).toBe(true);
    expect(s.size).toBe(50);
  });

  it('grows towards a refused range without reaching it, then tries beyond it again after a run of fast answers', () => {
    const s = createChunkSizer({ initial: 16, max: 1_000_000 });
    // "more than 10000 results" on a busy token's page, down to 1 block.
    for (let blocks = 16; blocks > 1; blocks /= 2) expect(s.refused(undefined, blocks)).toBe(true);
    expect(s.size).toBe(1);
    // An address of few transfers on the same chain: a refusal at 2 blocks must not hold it to 1
    // block per call for good.
    for (let i = 0; i < 15; i++) s.succeeded(10, 0);
    expect(s.size).toBe(1);
    s.succeeded(10, 0);
    expect(s.size).toBe(2);
    for (let i = 0; i < 10; i++) s.succeeded(10, 0);
    expect(s.size).toBe(2048);
    // A node's fixed cap is refused again, and then kept below for another run.
    expect(s.refused(undefined, 2048)).toBe(true);
    expect(s.size).toBe(1024);
    for (let i = 0; i < 20; i++) s.succeeded(10, 0);
    expect(s.size).toBeLessThan(2048);
  });

  it('reads the range an Alchemy-style refusal suggests', () => {
    expect(suggestedRange(new Error('Log response size exceeded. this block range should work: [0x10, 0x1f]'))).toBe(16);
    expect(suggestedRange(new Error('nope'))).toBeUndefined();
  });
});
