/// <reference lib="webworker" />
import { PRERENDERED_PAGES, TOOL_FRAME_PAGES } from '../prerender/prerenderedPages.ts';
import type { InstallEventWithRoutes, RouterRule } from './staticRoutes.ts';

const sw = self as unknown as ServiceWorkerGlobalScope;
// The service worker: caches the app shell so a reload works offline. One cache per build; a new
// build's worker waits until the page asks it to take over (the need-refresh notification).

const CACHE = `coinwatch-shell-${__BUILD_ID__}`;
/** Fetched fresh when online, served from the cache when not. */
const NETWORK_FIRST = ['/', '/index.html', '/config.json', '/remotes.json'];
/** Never cached: answering these from a cache would hide a new build. */
const NEVER = ['/builds/latest.json', '/sw.js'];

/** The app shell: the page and every script and style of this build (from Rsbuild's manifest). */
async function precacheShell(): Promise<void> {
  const cache = await caches.open(CACHE);
  const [page, manifest] = await Promise.all([fetch('/', { cache: 'no-store' }), fetch('/asset-manifest.json', { cache: 'no-store' })]);
  // A failed install keeps the worker (and the cache) of the build before, and the browser tries
  // again at its next update check: installed with an empty cache, this build's activation would
  // delete the last cache that works offline.
  if (!page.ok || !manifest.ok) throw new Error(`precaching the app failed: / ${page.status}, /asset-manifest.json ${manifest.status}`);
  await cache.put('/', page);
  const { allFiles } = (await manifest.json()) as { allFiles?: unknown };
  const files = Array.isArray(allFiles)
    ? allFiles.filter((f): f is string => typeof f === 'string' && /^\/static\/.*\.(js|css)$/.test(f))
    : [];
  // The runtime config too: without it the app cannot start, and it is fetched fresh when online.
  await cache.addAll([...files, '/config.json']);
}

/**
 * Routes the browser follows without waking this worker (the static routing API, where the browser
 * has it): every request of a page otherwise waits for the worker to start and run its fetch
 * handler, even one the handler lets go to the network. First match wins.
 */
const ROUTES: RouterRule[] = [
  // Pages, the runtime config and the remotes list: network first, with the cache offline (below).
  { condition: { requestMode: 'navigate' }, source: 'fetch-event' },
  { condition: { or: NETWORK_FIRST.map((pathname) => ({ urlPattern: { pathname } })) }, source: 'fetch-event' },
  // This build's hashed scripts and styles, precached at install; one missing goes to the network.
  { condition: { urlPattern: { pathname: '/static/*' } }, source: { cacheName: CACHE } },
  // Everything else (the tools' files, the APIs, the chain's nodes) the handler leaves alone anyway.
  // A pattern takes the parts before its first given one from the worker's URL: from the protocol
  // on, nothing, so this one matches any origin.
  { condition: { urlPattern: { protocol: '*' } }, source: 'network' },
];

sw.addEventListener('install', (event) => {
  const routes = (event as InstallEventWithRoutes).addRoutes?.(ROUTES).catch((error: unknown) => {
    // An older browser that knows only some of the rules: the fetch handler does the same work.
    console.warn('[coinwatch] service worker routes not added', error);
  });
  event.waitUntil(Promise.all([precacheShell(), routes]));
});

sw.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) if (key !== CACHE) await caches.delete(key);
      // A page's request goes out while this worker starts, instead of after.
      await sw.registration.navigationPreload?.enable();
      await sw.clients.claim();
    })(),
  );
});

sw.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void sw.skipWaiting();
  // The page asks which build this worker caches: one of the page's own build needs no prompt.
  if (event.data?.type === 'BUILD_ID') event.ports[0]?.postMessage(__BUILD_ID__);
});

/**
 * Whether a navigation's answer may stand in for the page offline. A file opened in the tab (a
 * typed /config.json) is no page. Nor is a page of another build, as the server gives once a new
 * build is deployed while this worker still runs: offline, its scripts are not in this cache. The
 * page names its build in a meta tag (rsbuild.config.ts).
 */
async function isPageOfThisBuild(response: Response): Promise<boolean> {
  return response.headers.get('content-type')?.includes('text/html') === true && (await response.text()).includes(__BUILD_ID__);
}

async function networkFirst(event: FetchEvent, cacheKey: string, fallbackKey = cacheKey): Promise<Response> {
  try {
    const response = ((await event.preloadResponse) as Response | undefined) ?? (await fetch(event.request));
    if (response.ok) {
      // Kept for offline after the answer is on its way, not before.
      const copy = response.clone();
      event.waitUntil(
        (async () => {
          if (event.request.mode === 'navigate' && !(await isPageOfThisBuild(copy.clone()))) return;
          await (await caches.open(CACHE)).put(cacheKey, copy);
        })(),
      );
    }
    return response;
  } catch (error) {
    const cache = await caches.open(CACHE);
    const cached = (await cache.match(cacheKey)) ?? (await cache.match(fallbackKey));
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(request: Request): Promise<Response> {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  // Hashed file names never change content, so a copy is good for as long as this build lives.
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

sw.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== 'GET' || url.origin !== sw.location.origin || NEVER.includes(url.pathname)) return;
  if (event.request.mode === 'navigate') {
    // A prerendered page, or a tool's page with its first frame, is kept under its own path
    // (offline, the app page stands in for it); every other route is the app page.
    const page = url.pathname.replace(/(.)\/$/, '$1');
    const ownPage = PRERENDERED_PAGES.includes(page) || TOOL_FRAME_PAGES.includes(page);
    event.respondWith(ownPage ? networkFirst(event, page, '/') : networkFirst(event, '/'));
  } else if (NETWORK_FIRST.includes(url.pathname)) {
    event.respondWith(networkFirst(event, url.pathname));
  } else if (url.pathname.startsWith('/static/')) {
    event.respondWith(cacheFirst(event.request));
  }
});
