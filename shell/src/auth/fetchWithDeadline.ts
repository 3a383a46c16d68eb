import { NO_ANSWER_REASON } from '@coinwatch/shared';

/** How long a call to the backend may take before the user is told it did not answer. */
export const BACKEND_DEADLINE_MS = 20_000;

/**
 * fetch for supabase-js (and the tools' manifests), never cached: a call the server never answers
 * ends after `deadlineMs`, so a hung backend gets a message and Retry instead of a spinner that
 * never stops. It aborts with an AbortError, not AbortSignal.timeout's TimeoutError: supabase-js
 * retries a read that timed out (unless its own signal fired) up to three times, which would make
 * the deadline four deadlines.
 */
export function fetchWithDeadline(input: RequestInfo | URL, init: RequestInit = {}, deadlineMs = BACKEND_DEADLINE_MS): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException(NO_ANSWER_REASON, 'AbortError')), deadlineMs);
  const caller = init.signal;
  if (caller?.aborted) controller.abort(caller.reason);
  caller?.addEventListener('abort', () => controller.abort(caller.reason), { once: true });
  // Never from the HTTP cache: a back/forward load takes cached answers without asking the server,
  // and gave one user's /auth/v1/user answer to the next user's token.
  return fetch(input, { ...init, cache: 'no-store', signal: controller.signal }).finally(() => clearTimeout(timer));
}
