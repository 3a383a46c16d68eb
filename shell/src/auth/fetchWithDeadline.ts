import { NO_ANSWER_REASON } from '@coinwatch/shared';

/** How long a call to the backend may take before the user is told it did not answer. */
export const BACKEND_DEADLINE_MS = 20_000;

/**
 * fetch for supabase-js: a call the server never answers ends after BACKEND_DEADLINE_MS, so a
 * hung backend gets a message and Retry instead of a spinner that never stops. It aborts with an
 * AbortError, not AbortSignal.timeout's TimeoutError: supabase-js retries a read that timed out
 * (unless its own signal fired) up to three times, which would make the deadline four deadlines.
 */
export function fetchWithDeadline(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException(NO_ANSWER_REASON, 'AbortError')), BACKEND_DEADLINE_MS);
  const caller = init.signal;
  if (caller?.aborted) controller.abort(caller.reason);
  caller?.addEventListener('abort', () => controller.abort(caller.reason), { once: true });
  return fetch(input, { ...init, signal: controller.signal }).finally(() => clearTimeout(timer));
}
