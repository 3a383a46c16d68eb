import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { retryNow, retryWait } from './backoff.ts';

/** What the wait resolved with within `ms`, or that it is still waiting. */
const within = (wait: Promise<unknown>, ms: number) =>
  Promise.race([wait, new Promise((resolve) => setTimeout(() => resolve('waiting'), ms))]);

describe('retryWait', () => {
  afterEach(() => {
    rs.unstubAllGlobals();
  });

  it('begun offline, waits out the back-off while the browser stays offline, and ends (true) as soon as it is back online', async () => {
    const browser = new EventTarget();
    rs.stubGlobal('window', browser);
    rs.stubGlobal('navigator', { onLine: false });
    const wait = retryWait(30_000);
    expect(await within(wait, 50)).toBe('waiting');
    browser.dispatchEvent(new Event('online'));
    expect(await within(wait, 50)).toBe(true);
  });

  it('begun online (a rate limit’s wait), is not cut short by an online event', async () => {
    const browser = new EventTarget();
    rs.stubGlobal('window', browser);
    rs.stubGlobal('navigator', { onLine: true });
    const wait = retryWait(300);
    browser.dispatchEvent(new Event('online'));
    expect(await within(wait, 50)).toBe('waiting');
    expect(await within(wait, 500)).toBeUndefined();
  });

  it('still ends when the back-off is over, and an abort still rejects', async () => {
    rs.stubGlobal('window', new EventTarget());
    rs.stubGlobal('navigator', { onLine: false });
    expect(await within(retryWait(10), 500)).toBeUndefined();
    const controller = new AbortController();
    const aborted = retryWait(30_000, controller.signal);
    controller.abort();
    await expect(aborted).rejects.toThrow('Aborted');
  });

  it('asked to try now (a button), ends every wait at once (true, so the back-off starts over), and not a wait begun after', async () => {
    rs.stubGlobal('navigator', { onLine: true });
    const [first, second] = [retryWait(30_000), retryWait(10_000)];
    expect(await within(first, 50)).toBe('waiting');
    retryNow();
    expect(await within(first, 50)).toBe(true);
    expect(await within(second, 50)).toBe(true);
    const later = retryWait(300);
    expect(await within(later, 50)).toBe('waiting');
    expect(await within(later, 500)).toBeUndefined();
  });
});
