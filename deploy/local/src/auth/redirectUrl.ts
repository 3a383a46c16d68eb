const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/**
 * GoTrue accepts a redirect_to with the site URL's scheme and host (any port for loopback hosts) and
 * falls back to the site URL otherwise, so a mail link can never send a session to a stranger.
 * Deviation: all loopback names count as one host, since local apps use localhost and 127.0.0.1 alike.
 */
export function resolveRedirect(requested: string | null | undefined, siteUrl: string): string {
  if (!requested) return siteUrl;
  let target: URL;
  let site: URL;
  try {
    target = new URL(requested);
    site = new URL(siteUrl);
  } catch {
    return siteUrl;
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return siteUrl;
  if (LOOPBACK.has(site.hostname) && LOOPBACK.has(target.hostname)) return target.toString();
  if (target.protocol === site.protocol && target.host === site.host) return target.toString();
  return siteUrl;
}
