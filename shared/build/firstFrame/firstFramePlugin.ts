import { readFile, writeFile } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RsbuildPlugin } from '@rsbuild/core';
import { z } from 'zod';
import { FIRST_FRAME_FILE } from '../../src/contract/firstFrame.ts';

/** The environment that bundles renderFirstFrame.tsx for Node. */
export const FIRST_FRAME_ENVIRONMENT = 'firstFrame';

/** The part of mf-manifest.json that names the './Tool' module's styles. */
const ManifestSchema = z.object({
  exposes: z.array(z.object({ name: z.string(), assets: z.object({ css: z.object({ sync: z.array(z.string()) }) }) })),
});

/**
 * After a tool's build: renders its first frame with the Node bundle of the first-frame
 * environment and writes it into the tool's dist as FIRST_FRAME_FILE, its './Tool' styles inlined
 * (the page paints the frame before any file of the tool has arrived).
 */
export function firstFramePlugin(basePath: string): RsbuildPlugin {
  return {
    name: 'coinwatch:first-frame',
    setup(api) {
      api.onAfterBuild(async ({ environments, stats }) => {
        const web = environments.web;
        const node = environments[FIRST_FRAME_ENVIRONMENT];
        // A failed build has written no manifest: its own errors say what is wrong, not an ENOENT here.
        if (!web || !node || stats?.hasErrors()) return;
        const manifest = ManifestSchema.parse(JSON.parse(await readFile(join(web.distPath, 'mf-manifest.json'), 'utf8')));
        const tool = manifest.exposes.find((e) => e.name === 'Tool' || e.name === './Tool');
        if (!tool) throw new Error('mf-manifest.json exposes no ./Tool module');
        const styles = await Promise.all(
          tool.assets.css.sync.map((file) => {
            const path = normalize(join(web.distPath, file));
            if (!path.startsWith(web.distPath + sep)) throw new Error(`mf-manifest.json names a style outside the build: ${file}`);
            return readFile(path, 'utf8');
          }),
        );
        const { renderFirstFrame } = (await import(pathToFileURL(join(node.distPath, 'firstFrame.js')).href)) as {
          renderFirstFrame: (basePath: string) => Promise<string>;
        };
        const css = styles.join('\n');
        // A style element cannot end early: its text never holds '</style'.
        if (/<\/style/i.test(css)) throw new Error("The tool's styles contain '</style', which would end the inlined style early");
        await writeFile(join(web.distPath, FIRST_FRAME_FILE), `<style>${css}</style>${await renderFirstFrame(basePath)}`);
      });
    },
  };
}
