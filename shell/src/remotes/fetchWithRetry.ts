export const FETCH_RETRIES = 2;
export const FETCH_RETRY_BASE_MS = 300;

/** fetch, retried on network errors and 5xx with linear back-off; a 4xx answer is final. */
export async function fetchWithRetry(
  url: RequestInfo | URL,
  init?: RequestInit,
  retries = FETCH_RETRIES,
  wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    try {
      const response = await fetch(url, init);
      if (response.status < 500 || attempt >= retries) return response;
    } catch (error) {
      if (attempt >= retries) throw error;
    }
    await wait(FETCH_RETRY_BASE_MS * (attempt + 1));
  }
}
