import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RsbuildPlugin } from '@rsbuild/core';
import { PRERENDERED_ATTRIBUTE, PRERENDERED_PAGES } from '../src/prerender/prerenderedPages.ts';

type RenderPage = (path: string) => Promise<{ markup: string; title: string }>;

const ROOT_DIV = /<div id="root">[\s\S]*?<\/div><\/div>|<div id="root"><\/div>/;

/**
 * After a build: renders each prerendered page with the Node bundle of the `prerender` environment
 * and writes it as <path>/index.html beside the app's index.html (same scripts and styles), which
 * the static server answers for that path.
 */
export function prerenderPlugin(): RsbuildPlugin {
  return {
    name: 'coinwatch:prerender',
    setup(api) {
      api.onAfterBuild(async ({ environments }) => {
        const web = environments.web;
        const node = environments.prerender;
        if (!web || !node) return;
        const template = await readFile(join(web.distPath, 'index.html'), 'utf8');
        if (!ROOT_DIV.test(template)) throw new Error('index.html has no #root to prerender into');
        const { renderPage } = (await import(pathToFileURL(join(node.distPath, 'renderPage.js')).href)) as { renderPage: RenderPage };
        for (const path of PRERENDERED_PAGES) {
          const { markup, title } = await renderPage(path);
          const html = template
            .replace(ROOT_DIV, () => `<div id="root" ${PRERENDERED_ATTRIBUTE}="${path}">${markup}</div>`)
            .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`);
          await mkdir(join(web.distPath, path), { recursive: true });
          await writeFile(join(web.distPath, path, 'index.html'), html);
        }
      });
    },
  };
}
