import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { FIRST_FRAME_SLOT, FRAME_TEMPLATE_FILE } from '@coinwatch/shared/first-frame';
import { RoutePreloadsSchema } from '@coinwatch/shared/route-preloads';
import type { RsbuildPlugin } from '@rsbuild/core';
import { PRERENDERED_ATTRIBUTE, PRERENDERED_PAGES, TOOL_FRAME_PAGES } from '../src/prerender/prerenderedPages.ts';
import type { renderPage } from '../src/prerender/renderPage.tsx';

const ROOT_DIV = /<div id="root">[\s\S]*?<\/div><\/div>|<div id="root"><\/div>/;
/** The splash's word for scripts that never come (index.html): a tool's page keeps it under its frame. */
const STUCK = /<p class="page-stuck page-stuck-late"[^>]*>[^<]*<\/p>/;

/**
 * After a build: renders each prerendered page with the Node bundle of the `prerender` environment
 * and writes it as <path>/index.html beside the app's index.html (same scripts and styles), which
 * the static server answers for that path; and each tool's page as <path>/frame.html, which the
 * server answers with the tool's first frame in its slot. A tool page's own styles (its chunks',
 * as route-preloads.json lists them) are inlined like the entry's: the page paints from its HTML.
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
        const stuck = template.match(STUCK)?.[0] ?? '';
        const preloads = RoutePreloadsSchema.parse(JSON.parse(await readFile(join(web.distPath, 'route-preloads.json'), 'utf8')));
        const routeStyles = async (path: string) => {
          const files = preloads.routes.find((r) => new RegExp(r.path).test(path))?.files.filter((f) => f.endsWith('.css')) ?? [];
          const css = await Promise.all(files.map((file) => readFile(join(web.distPath, file), 'utf8')));
          return css.map((text) => `<style>${text}</style>`).join('');
        };
        const bundle = (await import(pathToFileURL(join(node.distPath, 'renderPage.js')).href)) as { renderPage: typeof renderPage };
        const write = async (path: string, file: string, mode: 'hydrated' | 'replaced') => {
          const { markup, title } = await bundle.renderPage(path, mode);
          const root = mode === 'hydrated' ? `<div id="root" ${PRERENDERED_ATTRIBUTE}="${path}">` : '<div id="root">';
          const styles = mode === 'replaced' ? await routeStyles(path) : '';
          const html = template
            // A prerendered page hydrates: markup of its own in #root would not match the app's.
            .replace(ROOT_DIV, () => `${root}${markup}${mode === 'replaced' ? stuck : ''}</div>`)
            .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
            .replace('</head>', () => `${styles}</head>`);
          if (mode === 'replaced' && html.split(FIRST_FRAME_SLOT).length !== 2)
            throw new Error(`${path} has no single slot for its first frame`);
          await mkdir(join(web.distPath, path), { recursive: true });
          await writeFile(join(web.distPath, path, file), html);
        };
        for (const path of PRERENDERED_PAGES) await write(path, 'index.html', 'hydrated');
        for (const path of TOOL_FRAME_PAGES) await write(path, FRAME_TEMPLATE_FILE, 'replaced');
      });
    },
  };
}
