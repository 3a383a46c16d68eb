/** The last load failure of each remote, for the tool boundary's message and the logs. */
const failures = new Map<string, { error: unknown; lifecycle: string; at: number }>();

export function recordRemoteFailure(id: string, error: unknown, lifecycle: string): void {
  failures.set(id.split('/')[0] ?? id, { error, lifecycle, at: Date.now() });
  console.warn(`[coinwatch] remote ${id} failed to load (${lifecycle})`, error);
}

export function lastRemoteFailure(remoteName: string) {
  return failures.get(remoteName);
}
