import { NO_ANSWER_REASON } from '@coinwatch/shared';
import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { fetchWithRetry } from './fetchWithRetry.ts';

const noWait = async () => {};
const realFetch = globalThis.fetch;

describe('fetchWithRetry (the first layer of remote failure handling)', () => {
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('retries a network error and a 5xx, then answers', async () => {
    const fetchMock = rs
      .fn<typeof fetch>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response('busy', { status: 503 }))
      .mockResolvedValueOnce(new Response('{}', { status: 200 }));
    globalThis.fetch = fetchMock;
    expect((await fetchWithRetry('/m.json', undefined, 2, noWait)).status).toBe(200);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('gives a 4xx back at once: a missing manifest is not a passing fault', async () => {
    const fetchMock = rs.fn<typeof fetch>().mockResolvedValue(new Response('gone', { status: 404 }));
    globalThis.fetch = fetchMock;
    expect((await fetchWithRetry('/m.json', undefined, 2, noWait)).status).toBe(404);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('gives up an attempt the server never answers, and tries again', async () => {
    // A request that hangs: it ends only when its signal is aborted.
    const hanging = rs.fn<typeof fetch>(
      (_url, init) => new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    );
    globalThis.fetch = rs
      .fn<typeof fetch>()
      .mockImplementationOnce(hanging)
      .mockResolvedValueOnce(new Response('{}', { status: 200 }));
    expect((await fetchWithRetry('/m.json', undefined, 2, noWait, 50)).status).toBe(200);
    expect(globalThis.fetch).toHaveBeenCalledTimes(2);
    globalThis.fetch = hanging;
    await expect(fetchWithRetry('/m.json', undefined, 1, noWait, 50)).rejects.toThrow(NO_ANSWER_REASON);
  });

  it('stops after the last retry with the last answer or error', async () => {
    globalThis.fetch = rs.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(fetchWithRetry('/m.json', undefined, 2, noWait)).rejects.toThrow('Failed to fetch');
    expect(globalThis.fetch).toHaveBeenCalledTimes(3);
  });
});
