import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@rstest/core';
import { preloadLinks } from './preloadLinks.ts';

let site: string;
const write = async (path: string, value: unknown) => {
  await mkdir(join(site, path, '..'), { recursive: true });
  await writeFile(join(site, path), typeof value === 'string' ? value : JSON.stringify(value));
};
const links = async (path: string) => (await preloadLinks(site, path))?.split(', ') ?? null;

const manifest = {
  metaData: { remoteEntry: { name: 'static/js/coinwatch_txns.1234.js', path: '' }, publicPath: 'auto' },
  shared: [],
  exposes: [
    {
      name: 'Tool',
      assets: {
        js: { sync: ['static/js/async/expose_tool.1234.js'], async: ['static/js/async/later.js'] },
        css: { sync: ['static/css/tool.css'], async: [] },
      },
    },
  ],
};

beforeEach(async () => {
  site = await mkdtemp(join(tmpdir(), 'preload-links-'));
  await write('route-preloads.json', {
    page: [
      { path: '/config.json', as: 'fetch' },
      { path: '/static/js/index.1.js', as: 'script' },
    ],
    routes: [{ path: '^/tools/txns(/|$)', tool: 'txns', files: ['/static/js/async/txns-page.1.js', '/static/css/async/txns-page.1.css'] }],
  });
  await write('remotes.json', { remotes: { txns: { version: 'v1', entry: '/remotes/txns/v1/mf-manifest.json' } } });
  await write('remotes/txns/v1/mf-manifest.json', manifest);
});
afterEach(() => rm(site, { recursive: true, force: true }));

describe('preloadLinks (what a tool page is sent with)', () => {
  it("lists the app's files, the tool list, the route's chunks, then the live tool's manifest and first files", async () => {
    expect(await links('/tools/txns/DMO')).toEqual([
      '</config.json>; rel=preload; as=fetch; crossorigin=anonymous',
      '</static/js/index.1.js>; rel=preload; as=script',
      '</remotes.json>; rel=preload; as=fetch; crossorigin=anonymous',
      '</static/js/async/txns-page.1.js>; rel=preload; as=script',
      '</static/css/async/txns-page.1.css>; rel=preload; as=style',
      '</remotes/txns/v1/mf-manifest.json>; rel=preload; as=fetch; crossorigin=anonymous',
      '</remotes/txns/v1/static/js/coinwatch_txns.1234.js>; rel=preload; as=script',
      '</remotes/txns/v1/static/js/async/expose_tool.1234.js>; rel=preload; as=script',
      '</remotes/txns/v1/static/css/tool.css>; rel=preload; as=style',
    ]);
  });

  it('follows a release: the tool files come from the version remotes.json names now', async () => {
    await write('remotes/txns/v2/mf-manifest.json', manifest);
    await write('remotes.json', { remotes: { txns: { version: 'v2', entry: '/remotes/txns/v2/mf-manifest.json' } } });
    expect((await links('/tools/txns'))?.filter((l) => l.includes('/remotes/txns/'))).toEqual([
      '</remotes/txns/v2/mf-manifest.json>; rel=preload; as=fetch; crossorigin=anonymous',
      '</remotes/txns/v2/static/js/coinwatch_txns.1234.js>; rel=preload; as=script',
      '</remotes/txns/v2/static/js/async/expose_tool.1234.js>; rel=preload; as=script',
      '</remotes/txns/v2/static/css/tool.css>; rel=preload; as=style',
    ]);
  });

  it('sends nothing with other pages, or when the build wrote no list', async () => {
    for (const path of ['/', '/login', '/tools/txnsx', '/settings']) expect(await links(path)).toBeNull();
    await rm(join(site, 'route-preloads.json'));
    expect(await links('/tools/txns')).toBeNull();
  });

  it('leaves out a release whose manifest names a place that is no URL, instead of failing every page of its tool', async () => {
    const lastOfTheApp = '</static/css/async/txns-page.1.css>; rel=preload; as=style';
    for (const metaData of [
      { ...manifest.metaData, publicPath: 'http://[x' },
      { ...manifest.metaData, remoteEntry: { name: 'http://%zz', path: '' } },
    ]) {
      await write('remotes/txns/v1/mf-manifest.json', { ...manifest, metaData });
      expect((await links('/tools/txns'))?.at(-1)).toBe(lastOfTheApp);
    }
  });

  it('leaves out what it cannot read, and never reads outside the site', async () => {
    await write('remotes/txns/v1/mf-manifest.json', '{ not json');
    expect((await links('/tools/txns'))?.at(-1)).toBe('</static/css/async/txns-page.1.css>; rel=preload; as=style');
    const lastOfTheApp = '</static/css/async/txns-page.1.css>; rel=preload; as=style';
    // A good manifest beside the site, named by a path that climbs out of it: not read.
    const outside = await mkdtemp(join(tmpdir(), 'preload-outside-'));
    try {
      await writeFile(join(outside, 'mf-manifest.json'), JSON.stringify(manifest));
      await write('remotes.json', { remotes: { txns: { version: 'v1', entry: `/../${basename(outside)}/mf-manifest.json` } } });
      expect((await links('/tools/txns'))?.at(-1)).toBe(lastOfTheApp);
    } finally {
      await rm(outside, { recursive: true, force: true });
    }
    // A URL is no site path, even where the site has a file by that name.
    await write('https:/elsewhere.test/mf-manifest.json', manifest);
    await write('remotes.json', { remotes: { txns: { version: 'v1', entry: 'https://elsewhere.test/mf-manifest.json' } } });
    expect((await links('/tools/txns'))?.at(-1)).toBe(lastOfTheApp);
    await write('route-preloads.json', { routes: [{ path: '(', tool: 'txns', files: [] }] });
    expect(await links('/tools/txns')).toBeNull();
  });
});
