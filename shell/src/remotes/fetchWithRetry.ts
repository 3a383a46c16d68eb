import { fetchWithDeadline } from '../auth/fetchWithDeadline.ts';

export const FETCH_RETRIES = 2;
export const FETCH_RETRY_BASE_MS = 300;
/** A manifest is a few hundred bytes: an attempt not answered in this time is given up and tried again. */
export const FETCH_TIMEOUT_MS = 10_000;

/**
 * fetch, retried on network errors, 5xx and attempts left unanswered (a request that hung showed
 * "Loading…" for good), with linear back-off; a 4xx answer is final.
 */
export async function fetchWithRetry(
  url: RequestInfo | URL,
  init?: RequestInit,
  retries = FETCH_RETRIES,
  wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms)),
  timeoutMs = FETCH_TIMEOUT_MS,
): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    try {
      // Not AbortSignal.any with AbortSignal.timeout: it needs Safari 17.4, newer than the build's targets.
      const response = await fetchWithDeadline(url, init, timeoutMs);
      if (response.status < 500 || attempt >= retries) return response;
    } catch (error) {
      if (attempt >= retries) throw error;
    }
    await wait(FETCH_RETRY_BASE_MS * (attempt + 1));
  }
}
