import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';

/** A build id: time of build plus randomness, so two builds never share one. */
export function createBuildId(): string {
  return process.env.COINWATCH_BUILD_ID ?? `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;
}

/** Writes builds/latest.json beside the shell, which running pages poll to learn of a new build. */
export function buildIdPlugin(buildId: string): RsbuildPlugin {
  return {
    name: 'coinwatch:build-id',
    setup(api) {
      api.onAfterBuild(({ environments }) => {
        const web = environments.web;
        if (!web) return;
        const dir = join(web.distPath, 'builds');
        mkdirSync(dir, { recursive: true });
        writeFileSync(join(dir, 'latest.json'), `${JSON.stringify({ id: buildId, builtAt: new Date().toISOString() })}\n`);
      });
    },
  };
}
