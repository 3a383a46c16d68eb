import { extname } from 'node:path';

export const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * Hashed build files never change, nor does anything in a released tool's version folder (the
 * version is the hash of its files); everything that names or points at them must always be fresh.
 */
export function cacheControl(path: string): string {
  if (/\/static\//.test(path) && /\.[0-9a-f]{8,}\./.test(path)) return 'public, max-age=31536000, immutable';
  if (/^\/remotes\/[a-z-]+\/[0-9a-f]{12}\//.test(path)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

export function contentType(path: string): string {
  return CONTENT_TYPES[extname(path)] ?? 'application/octet-stream';
}

/** The page's content security policy: scripts only from this origin; data only from the API and RPCs. */
export function contentSecurityPolicy(connectSources: readonly string[]): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    `connect-src 'self' ${[...new Set(connectSources)].join(' ')}`,
    "worker-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** Sent with a page request by a service worker's navigation preload (lower case, as Node reads it). */
export const NAVIGATION_PRELOAD_HEADER = 'service-worker-navigation-preload';
