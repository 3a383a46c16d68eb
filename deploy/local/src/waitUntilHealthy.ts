/** Every part answers through the same doors a client uses: auth health, PostgREST root, inbox API. */
export async function waitUntilHealthy(url: string, anonKey: string, inboxUrl: string): Promise<void> {
  const checks = [
    fetch(`${url}/auth/v1/health`),
    fetch(`${url}/rest/v1/`, { headers: { apikey: anonKey, authorization: `Bearer ${anonKey}` } }),
    fetch(`${inboxUrl}/api/v1/messages`),
  ];
  const results = await Promise.all(checks);
  const failed = results.filter((r) => !r.ok).map((r) => `${r.url} → ${r.status}`);
  await Promise.all(results.map((r) => r.arrayBuffer()));
  if (failed.length > 0) throw new Error(`local stack unhealthy: ${failed.join(', ')}`);
}
