import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { get as httpGet } from 'node:http';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { type StaticServer, startStaticServer } from './server.ts';

let server: StaticServer;
let site: string;

beforeAll(async () => {
  site = await mkdtemp(join(tmpdir(), 'static-test-'));
  await mkdir(join(site, 'static/js'), { recursive: true });
  await mkdir(join(site, 'builds'), { recursive: true });
  await writeFile(join(site, 'index.html'), '<!doctype html><title>app</title>');
  await writeFile(join(site, 'static/js/index.0123456789.js'), 'console.log(1)');
  await writeFile(join(site, 'builds/latest.json'), '{"id":"b1"}');
  await writeFile(join(site, 'sw.js'), 'self');
  await mkdir(join(site, 'login'), { recursive: true });
  await writeFile(join(site, 'login/index.html'), '<!doctype html><title>prerendered login</title>');
  server = await startStaticServer({ siteDir: site, port: 0, connectSources: ['http://localhost:54321'] });
});
afterAll(async () => {
  await server.stop();
  await rm(site, { recursive: true, force: true });
});

const get = (path: string, init?: RequestInit) => fetch(`${server.url}${path}`, init);

describe('static server', () => {
  it('serves app routes with index.html, a CSP and no caching', async () => {
    const response = await get('/tools/txns/DMO');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>app</title>');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-security-policy')).toContain("connect-src 'self' http://localhost:54321");
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it("answers a prerendered route with its own page, and the routes below it with the app's", async () => {
    for (const path of ['/login', '/login/']) {
      const response = await get(path);
      expect(await response.text()).toContain('<title>prerendered login</title>');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    }
    expect(await (await get('/login/reset')).text()).toContain('<title>app</title>');
  });

  const txnsPreloads = JSON.stringify({
    page: [{ path: '/static/js/index.0123456789.js', as: 'script' }],
    routes: [{ path: '^/tools/txns(/|$)', tool: 'txns', files: [] }],
  });

  it('sends a tool page with preloads of what it needs first, and other pages without', async () => {
    await writeFile(join(site, 'route-preloads.json'), txnsPreloads);
    const link = (await get('/tools/txns/DMO')).headers.get('link') ?? '';
    expect(link).toContain('</static/js/index.0123456789.js>; rel=preload; as=script');
    expect(link).toContain('</remotes.json>; rel=preload; as=fetch; crossorigin=anonymous');
    for (const path of ['/login', '/', '/settings']) expect((await get(path)).headers.get('link')).toBeNull();
    await rm(join(site, 'route-preloads.json'));
  });

  it('sends no preloads to the service worker’s navigation preload, whose page finds its files in a cache', async () => {
    await writeFile(join(site, 'route-preloads.json'), txnsPreloads);
    const fromWorker = await get('/tools/txns/DMO', { headers: { 'Service-Worker-Navigation-Preload': 'true' } });
    expect(fromWorker.status).toBe(200);
    expect(await fromWorker.text()).toContain('<title>app</title>');
    expect(fromWorker.headers.get('link')).toBeNull();
    expect(fromWorker.headers.get('vary')).toMatch(/service-worker-navigation-preload/i);
    expect((await get('/tools/txns/DMO')).headers.get('link')).toContain('/static/js/index.0123456789.js');
    await rm(join(site, 'route-preloads.json'));
  });

  it("answers a tool's own page with the live release's first frame in the shell's page for it, and falls back to the app page", async () => {
    const slot = '<!--coinwatch:first-frame-->';
    await mkdir(join(site, 'tools/txns'), { recursive: true });
    await writeFile(join(site, 'tools/txns/frame.html'), `<!doctype html><title>txns page</title><div class="tool-frame">${slot}</div>`);
    for (const [version, frame] of [
      ['aaaaaaaaaaaa', '<section>first frame of release a</section>'],
      ['bbbbbbbbbbbb', '<section>first frame of release b $& $1</section>'],
    ] as const) {
      await mkdir(join(site, 'remotes/txns', version), { recursive: true });
      await writeFile(join(site, 'remotes/txns', version, 'first-frame.html'), frame);
    }
    const release = (version: string) =>
      writeFile(
        join(site, 'remotes.json'),
        JSON.stringify({ remotes: { txns: { version, entry: `/remotes/txns/${version}/mf-manifest.json` } } }),
      );

    await release('aaaaaaaaaaaa');
    for (const path of ['/tools/txns', '/tools/txns/']) {
      const response = await get(path);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(await response.text()).toBe(
        '<!doctype html><title>txns page</title><div class="tool-frame"><section>first frame of release a</section></div>',
      );
    }
    // A release (or a rollback) is the next page's frame; the frame's text is put in as it is.
    await release('bbbbbbbbbbbb');
    expect(await (await get('/tools/txns')).text()).toContain('<section>first frame of release b $& $1</section>');
    // A coin's page is not the tool's first render: the app page.
    expect(await (await get('/tools/txns/DMO')).text()).toContain('<title>app</title>');
    // A release without a first frame (an older build), or a shell page without the slot: the app page.
    await rm(join(site, 'remotes/txns/bbbbbbbbbbbb/first-frame.html'));
    expect(await (await get('/tools/txns')).text()).toContain('<title>app</title>');
    await release('aaaaaaaaaaaa');
    await writeFile(join(site, 'tools/txns/frame.html'), '<!doctype html><title>no slot</title>');
    expect(await (await get('/tools/txns')).text()).toContain('<title>app</title>');
    await rm(join(site, 'tools'), { recursive: true });
    await writeFile(join(site, 'remotes.json'), '{"remotes":{}}');
  });

  it('caches hashed build files for a year', async () => {
    const response = await get('/static/js/index.0123456789.js');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-type')).toContain('text/javascript');
  });

  it("caches a released tool's files for a year, and never the release list or a tool's history", async () => {
    await mkdir(join(site, 'remotes/wallet/0123456789ab'), { recursive: true });
    await writeFile(join(site, 'remotes/wallet/0123456789ab/mf-manifest.json'), '{}');
    await writeFile(join(site, 'remotes/wallet/releases.json'), '{"releases":[]}');
    await writeFile(join(site, 'remotes.json'), '{"remotes":{}}');
    expect((await get('/remotes/wallet/0123456789ab/mf-manifest.json')).headers.get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await get('/remotes/wallet/releases.json')).headers.get('cache-control')).toBe('no-cache');
    expect((await get('/remotes.json')).headers.get('cache-control')).toBe('no-cache');
  });

  it('never caches the build id or the service worker', async () => {
    expect((await get('/builds/latest.json')).headers.get('cache-control')).toBe('no-cache');
    const sw = await get('/sw.js');
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    expect(sw.headers.get('service-worker-allowed')).toBe('/');
  });

  it('answers 404 for a missing chunk instead of the app page (so a stale chunk is noticed)', async () => {
    const response = await get('/static/js/async/gone.abcdef1234.js');
    expect(response.status).toBe(404);
  });

  it('answers the app page for a route whose last part has a dot, and 404 for a missing file at the root', async () => {
    // A coin whose ticker has a dot (USDC.e), opened from a bookmark or a reload.
    const coin = await get('/tools/txns/USDC.e');
    expect(coin.status).toBe(200);
    expect(await coin.text()).toContain('<title>app</title>');
    expect((await get('/tools/txns/USDC.e/0x8617E340B3D01FA5F11F306F4090FD50E238070D')).status).toBe(200);
    expect((await get('/favicon-gone.ico')).status).toBe(404);
  });

  it('never serves files outside the site folder', async () => {
    expect((await get('/..%2f..%2fetc%2fpasswd')).status).toBe(404);
    // The URL parser resolves these dots itself: /etc/passwd of the site, a path the app has no page at.
    const resolved = await get('/%2e%2e/%2e%2e/etc/passwd');
    expect(resolved.status).toBe(404);
    expect(await resolved.text()).toContain('<title>app</title>');
  });

  it('resolves dots before choosing cache headers: a build file’s path leading back to the app page gets no year of caching', async () => {
    const response = await get('/remotes/txns/0123456789ab/..%2F..%2F..%2Findex.html');
    expect(await response.text()).toContain('<title>app</title>');
    expect(response.headers.get('cache-control')).not.toContain('immutable');
  });

  it('never serves a release’s bookkeeping: its lock, a file being written, a folder being copied', async () => {
    await writeFile(join(site, '.release.lock'), '{"pid":1}');
    await writeFile(join(site, 'remotes.json.123.tmp'), '{}');
    await mkdir(join(site, 'remotes/txns/incoming.partial-123'), { recursive: true });
    await writeFile(join(site, 'remotes/txns/incoming.partial-123/remoteEntry.js'), 'self');
    for (const path of ['/.release.lock', '/remotes.json.123.tmp', '/remotes/txns/incoming.partial-123/remoteEntry.js'])
      expect({ path, status: (await get(path)).status }).toEqual({ path, status: 404 });
  });

  it('closes a file whose download the browser cancelled', async () => {
    await writeFile(join(site, 'static/js/big.0123456789.js'), 'x'.repeat(4_000_000));
    const open = async () => (await readdir('/proc/self/fd')).length;
    const before = await open();
    for (let i = 0; i < 5; i++) {
      await new Promise<void>((resolve, reject) => {
        const request = httpGet({ host: '127.0.0.1', port: new URL(server.url).port, path: '/static/js/big.0123456789.js' }, (res) => {
          res.once('data', () => {
            request.destroy();
            resolve();
          });
        }).on('error', (error) => (request.destroyed ? resolve() : reject(error)));
      });
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await open()).toBeLessThanOrEqual(before + 1);
  });

  it('serves a site folder given with a trailing slash or as ./', async () => {
    for (const siteDir of [`${site}/`, `./${relative(process.cwd(), site)}`]) {
      const other = await startStaticServer({ siteDir, port: 0, connectSources: [] });
      try {
        const response = await fetch(`${other.url}/static/js/index.0123456789.js`);
        expect(response.status).toBe(200);
        // Read to the end, so the connection is idle and stop() need not wait for it.
        expect(await response.text()).toBe('console.log(1)');
      } finally {
        await other.stop();
      }
    }
  });

  it('answers a path the app has no page at with the app page, which shows "Page Not Found", and status 404', async () => {
    for (const path of ['/does/not/exist', '/tools', '/settings/extra']) {
      const response = await get(path);
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(await response.text()).toContain('<title>app</title>');
    }
    // The app's own pages, in any case and with a trailing slash, as the router takes them.
    for (const path of ['/', '/login/reset', '/Settings/', '/tools/wallet'])
      expect({ path, status: (await get(path)).status }).toEqual({ path, status: 200 });
  });

  it('answers a path under a tool that its live release lists among its pages with 200, and any other with 404', async () => {
    const release = async (version: string, pages?: string[]) => {
      await mkdir(join(site, 'remotes/txns', version), { recursive: true });
      if (pages) await writeFile(join(site, 'remotes/txns', version, 'pages.json'), JSON.stringify({ pages }));
      await writeFile(
        join(site, 'remotes.json'),
        JSON.stringify({ remotes: { txns: { version, entry: `/remotes/txns/${version}/mf-manifest.json` } } }),
      );
    };
    const statuses = async (paths: string[]) => Object.fromEntries(await Promise.all(paths.map(async (p) => [p, (await get(p)).status])));
    try {
      await release('cccccccccccc', ['', ':coin', ':coin/:address']);
      // A ticker with a slash in it is one segment of the link (ETH%2FUSD), as the router reads it.
      const known = ['/tools/txns', '/tools/txns/DMO', '/TOOLS/Txns/dmo/0xabc/', '/tools/wallet/anything', '/tools/txns/ETH%2FUSD/0xabc'];
      expect(await statuses([...known, '/tools/txns/DMO/0xabc/extra'])).toEqual({
        ...Object.fromEntries(known.map((p) => [p, 200])),
        // The tool's "Page Not Found", with the status the spec asks for.
        '/tools/txns/DMO/0xabc/extra': 404,
      });
      expect(await (await get('/tools/txns/DMO/0xabc/extra')).text()).toContain('<title>app</title>');
      // A release is the tool's own: a page it adds is known at once, and one it drops is not.
      await release('dddddddddddd', ['', ':coin', ':coin/:address/:more']);
      expect(await statuses(['/tools/txns/DMO/0xabc/extra', '/tools/txns/DMO/0xabc'])).toEqual({
        '/tools/txns/DMO/0xabc/extra': 200,
        '/tools/txns/DMO/0xabc': 404,
      });
      // A release that lists no pages (an older build) leaves every path under it to the tool.
      await release('eeeeeeeeeeee');
      expect((await get('/tools/txns/DMO/0xabc/extra')).status).toBe(200);
    } finally {
      await rm(join(site, 'remotes'), { recursive: true, force: true });
      await writeFile(join(site, 'remotes.json'), '{"remotes":{}}');
    }
  });

  it('refuses writes, and answers a malformed path with the app page and status 400, without crashing', async () => {
    expect((await get('/index.html', { method: 'POST' })).status).toBe(405);
    for (const path of ['/%E0%A4%A', '/tools/txns/%', '/static/js/%zz.js']) {
      const response = await get(path);
      expect({ path, status: response.status }).toEqual({ path, status: 400 });
      // The app says what it makes of the path (a coin it does not know, "Page Not Found"), not a bare text.
      expect(await response.text()).toContain('<title>app</title>');
    }
    expect((await get('/')).status).toBe(200);
  });

  it('answers a request target no URL is made of with 400, and goes on serving', async () => {
    // fetch() would not send these; Node's http client does, as a scanner may.
    const statusOf = (path: string) =>
      new Promise<number>((resolve, reject) => {
        httpGet({ host: '127.0.0.1', port: new URL(server.url).port, path }, (res) => resolve(res.resume().statusCode ?? 0)).on(
          'error',
          reject,
        );
      });
    for (const target of ['//[', 'http://%/', 'http://a:b/'])
      expect({ target, status: await statusOf(target) }).toEqual({ target, status: 400 });
    expect((await get('/')).status).toBe(200);
  });
});
