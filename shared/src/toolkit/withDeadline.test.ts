import { describe, expect, it } from '@rstest/core';
import { withDeadline } from './withDeadline.ts';

describe('withDeadline', () => {
  it('gives the answer that comes in time, or its error', async () => {
    expect(await withDeadline(Promise.resolve(7), 50, () => new Error('late'))).toBe(7);
    await expect(withDeadline(Promise.reject(new Error('refused')), 50, () => new Error('late'))).rejects.toThrow('refused');
  });

  it('rejects with the late error when no answer comes', async () => {
    const never = new Promise<number>(() => {});
    await expect(withDeadline(never, 20, () => new Error('The wallet did not answer.'))).rejects.toThrow('The wallet did not answer.');
  });
});
