import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join, normalize, posix, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream';
import { isAppPath } from '@coinwatch/shared/app-paths';
import { firstFramePage } from './firstFramePage.ts';
import { cacheControl, contentSecurityPolicy, contentType, NAVIGATION_PRELOAD_HEADER } from './headers.ts';
import { preloadLinks } from './preloadLinks.ts';
import { isUnknownToolPage } from './toolPages.ts';

export type StaticServerOptions = { siteDir: string; port: number; host?: string; connectSources: readonly string[] };
export type StaticServer = { url: string; stop(): Promise<void> };

/**
 * Build files are never replaced by the app page: a missing one must 404 (stale-chunk detection).
 * They live in the build folders or at the site's root (sw.js, config.json); any deeper path is
 * an app route, whose last part may well have a dot in it (/tools/txns/USDC.e).
 */
const isAsset = (path: string) => /^\/(static|remotes|builds)\//.test(path) || /^\/[^/]*\.[a-z0-9]+$/i.test(path);

/**
 * A release's own bookkeeping, never a page's: its lock (.release.lock), a file being written
 * (remotes.json.<pid>.tmp) and a folder being copied or thrown away (incoming.partial-<pid>).
 */
const isBookkeeping = (path: string) =>
  path === '/.release.lock' ||
  (isAsset(path) && /\.\d+\.tmp$/.test(path)) ||
  /^\/remotes\/[^/]+\/[^/]+\.(partial|trash)-\d+(\/|$)/.test(path);

const safeDecode = (path: string) => {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
};

const fileAt = (path: string) =>
  stat(path).then(
    (s) => (s.isFile() ? path : null),
    () => null,
  );

/** Serves the assembled site: files with cache headers, and index.html (or the route's prerendered page) for every app route. */
export async function startStaticServer({
  siteDir: given,
  port,
  host = '127.0.0.1',
  connectSources,
}: StaticServerOptions): Promise<StaticServer> {
  // Absolute and without a trailing slash: 'dist/' or './dist' would make every file look outside it.
  const siteDir = resolve(given);
  const csp = contentSecurityPolicy(connectSources);
  const server: Server = createServer((req, res) => {
    // An answer that fails (a file that cannot be read) is a 500 to this request, never an
    // unhandled rejection, which would end the server for every page.
    answer(req, res).catch(() => {
      if (res.headersSent) res.destroy();
      else res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' }).end('Server error');
    });
  });
  const answer = async (req: IncomingMessage, res: ServerResponse) => {
    // Node's parser lets through request targets no URL is made of ('//[', 'http://%/').
    if (!URL.canParse(req.url ?? '/', 'http://localhost')) {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' }).end('Bad request');
      return;
    }
    const url = new URL(req.url ?? '/', 'http://localhost');
    // A path that is not valid percent-encoding ('/tools/txns/%') names no file: the app page (the
    // root's) answers it, with status 400, and the app says what it makes of the address bar's path.
    const decoded = safeDecode(url.pathname);
    // Dots resolved once, so every decision (the file, its cache headers) is about the file sent:
    // '/remotes/x/..%2F..%2Findex.html' is the app page, never cached as an immutable build file.
    const path = posix.normalize(decoded ?? '/');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const file = normalize(join(siteDir, path));
    if ((!file.startsWith(siteDir + sep) && file !== siteDir) || isBookkeeping(path)) {
      res.writeHead(404).end('Not found');
      return;
    }
    // A tool's page answers with the tool's first frame in it; another app route with its
    // prerendered page (<route>/index.html) if the build made one, else the app page. So does an
    // unknown path, whose app page shows "Page Not Found", but with status 404: one the shell does
    // not know, or one under a tool that its live release does not list among its pages.
    const framed = await firstFramePage(siteDir, path);
    const own = framed !== null ? null : ((await fileAt(file)) ?? (isAsset(path) ? null : await fileAt(join(file, 'index.html'))));
    const appPage = framed === null && own === null && !isAsset(path);
    const target = own ?? (appPage ? join(siteDir, 'index.html') : null);
    if (framed === null && target === null) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' }).end('Not found');
      return;
    }
    const headers: Record<string, string> = {
      // A framed page is composed here, not a file: an HTML page all the same.
      'Content-Type': contentType(target ?? 'frame.html'),
      'Cache-Control': cacheControl(path),
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      // Tools' dev servers run on other ports and read the runtime config from here.
      'Access-Control-Allow-Origin': '*',
    };
    if (target === null || target.endsWith('.html')) {
      headers['Content-Security-Policy'] = csp;
      // The preloads are for a first visit. A page the app's service worker asks for (its navigation
      // preload: a returning visitor) finds its files in the worker's and the browser's caches; a
      // tool page's dozen and more preloads, all answered at once, then only hold up the page's
      // parsing, and its first paint with it (a new tab's, measured: 140 → 108 ms).
      headers.Vary = NAVIGATION_PRELOAD_HEADER;
      const links = req.headers[NAVIGATION_PRELOAD_HEADER] === undefined ? await preloadLinks(siteDir, path) : null;
      if (links) headers.Link = links;
    }
    if (path === '/sw.js') headers['Service-Worker-Allowed'] = '/';
    // The tool's pages by the link's own segments, as its router reads them: a ticker "ETH/USD" is
    // one segment, ETH%2FUSD, which the decoded path would split in two.
    const unknown = appPage && (!isAppPath(path) || (await isUnknownToolPage(siteDir, url.pathname)));
    res.writeHead(decoded === null ? 400 : unknown ? 404 : 200, headers);
    if (req.method === 'HEAD') res.end();
    else if (target === null) res.end(framed);
    // pipeline, not pipe: a request the browser cancels closes the file too (pipe kept it open,
    // and the server ran out of file handles over time).
    else pipeline(createReadStream(target), res, () => {});
  };
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address();
  return {
    url: `http://localhost:${typeof address === 'object' && address ? address.port : port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
