import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { spawnStaticServer } from './spawnServer.ts';

let site: string;
beforeAll(async () => {
  site = await mkdtemp(join(tmpdir(), 'static-spawn-test-'));
  await writeFile(join(site, 'index.html'), '<!doctype html><title>spawned</title>');
});
afterAll(() => rm(site, { recursive: true, force: true }));

describe('the static server in its own process', () => {
  it('serves the site until stopped, then the port is free again', async () => {
    const server = await spawnStaticServer({ siteDir: site, port: 0, connectSources: ['http://localhost:54321'] });
    const response = await fetch(`${server.url}/settings`);
    expect(await response.text()).toContain('<title>spawned</title>');
    expect(response.headers.get('content-security-policy')).toContain('http://localhost:54321');
    await server.stop();
    await expect(fetch(`${server.url}/`)).rejects.toThrow();
  });

  it('says why when it cannot listen', async () => {
    const taken = createServer().listen(0, '127.0.0.1');
    await new Promise((resolve) => taken.once('listening', resolve));
    const address = taken.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      await expect(spawnStaticServer({ siteDir: site, port, connectSources: [] })).rejects.toThrow(/did not start on port .*EADDRINUSE/s);
    } finally {
      taken.close();
    }
  });
});
