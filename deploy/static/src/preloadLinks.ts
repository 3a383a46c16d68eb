import { RoutePreloadsSchema } from '@coinwatch/shared/route-preloads';
import { z } from 'zod';
import { liveToolEntry, readSiteJson } from './siteFiles.ts';

/**
 * A URL, or a path below one ('auto' for publicPath: the manifest's own folder). Unchecked, a
 * release whose manifest held one that is neither ('http://[x') made every page of its tool a 500.
 */
const UrlText = z.string().refine((text) => URL.canParse(text, 'http://site'));
const FILE_LISTS = z.object({ sync: z.array(UrlText) });

/** The parts of a tool's mf-manifest.json (Module Federation 2) that name what loads its './tool' first. */
const ToolManifestSchema = z.object({
  metaData: z.object({
    publicPath: UrlText.optional(),
    remoteEntry: z.object({ name: UrlText.min(1), path: UrlText.default('') }),
  }),
  exposes: z.array(z.object({ name: z.string(), assets: z.object({ js: FILE_LISTS, css: FILE_LISTS }) })),
});

type Preload = { path: string; as: 'fetch' | 'script' | 'style' };

/**
 * The first files of the tool a manifest describes (on this site, at `manifestPath`): its remote
 * entry, then the './Tool' module's scripts and styles, as the federation runtime asks for them.
 */
function toolFiles(manifest: z.infer<typeof ToolManifestSchema>, manifestPath: string): Preload[] {
  const { publicPath, remoteEntry } = manifest.metaData;
  const base = new URL(publicPath && publicPath !== 'auto' ? publicPath : manifestPath, 'http://site');
  const tool = manifest.exposes.find((e) => e.name === 'Tool' || e.name === './Tool');
  const files = [
    { file: `${remoteEntry.path ? `${remoteEntry.path.replace(/\/$/, '')}/` : ''}${remoteEntry.name}`, as: 'script' as const },
    ...(tool?.assets.js.sync ?? []).map((file) => ({ file, as: 'script' as const })),
    ...(tool?.assets.css.sync ?? []).map((file) => ({ file, as: 'style' as const })),
  ];
  // Only files of this site: a tool served from elsewhere is left to the runtime.
  return files.flatMap(({ file, as }) => {
    const url = new URL(file, base);
    return url.origin === 'http://site' ? [{ path: url.pathname, as }] : [];
  });
}

/**
 * What a cold load of the page at `path` will ask for, to send with the page as preloads (a Link
 * header): for a tool page, the app's own scripts and config, /remotes.json, the shell's chunks its
 * first render needs (the build lists them in route-preloads.json), then the live release of the
 * tool (its manifest and first files). The browser then fetches them all at once instead of in
 * four rounds after the app's scripts. Null for any other page.
 */
export async function preloadLinks(siteDir: string, path: string): Promise<string | null> {
  const preloads = await readSiteJson(siteDir, '/route-preloads.json', RoutePreloadsSchema);
  const route = preloads?.routes.find((r) => new RegExp(r.path).test(path));
  if (!preloads || !route) return null;
  // In the order they are needed, as a browser opens only six connections to a site: the page's
  // scripts, /remotes.json, the shell's chunks for the route, then the tool.
  const links: Preload[] = [
    ...preloads.page,
    { path: '/remotes.json', as: 'fetch' },
    ...route.files.map((file): Preload => ({ path: file, as: file.endsWith('.css') ? 'style' : 'script' })),
  ];
  const entry = await liveToolEntry(siteDir, route.tool);
  const manifest = entry ? await readSiteJson(siteDir, entry, ToolManifestSchema) : null;
  if (entry && manifest) links.push({ path: entry, as: 'fetch' }, ...toolFiles(manifest, entry));
  // fetch() asks in CORS mode: the preload must too, or the browser cannot hand it over.
  return links
    .map(({ path, as }) => `<${encodeURI(path)}>; rel=preload; as=${as}${as === 'fetch' ? '; crossorigin=anonymous' : ''}`)
    .join(', ');
}
