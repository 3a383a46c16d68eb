import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { retryWait } from './backoff.ts';

/** Settles within `ms`, or says it is still waiting. */
const within = (wait: Promise<void>, ms: number) =>
  Promise.race([wait.then(() => 'done'), new Promise((resolve) => setTimeout(() => resolve('waiting'), ms))]);

describe('retryWait', () => {
  afterEach(() => {
    rs.unstubAllGlobals();
  });

  it('waits out the back-off while the browser stays offline, and ends as soon as it is back online', async () => {
    const browser = new EventTarget();
    rs.stubGlobal('window', browser);
    const wait = retryWait(30_000);
    expect(await within(wait, 50)).toBe('waiting');
    browser.dispatchEvent(new Event('online'));
    expect(await within(wait, 50)).toBe('done');
  });

  it('still ends when the back-off is over, and an abort still rejects', async () => {
    rs.stubGlobal('window', new EventTarget());
    expect(await within(retryWait(10), 500)).toBe('done');
    const controller = new AbortController();
    const aborted = retryWait(30_000, controller.signal);
    controller.abort();
    await expect(aborted).rejects.toThrow('Aborted');
  });
});
