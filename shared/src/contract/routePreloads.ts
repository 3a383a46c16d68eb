import { z } from 'zod';

/** A path on the site that is safe to put in a Link header as it is. */
const SitePath = z.string().regex(/^\/[^\s,;<>"]*$/, 'Must be a path on the site');

/**
 * /route-preloads.json: written by the shell's build (shell/build/routePreloadPlugin.ts), read by
 * the static server (deploy/static). For each tool page, the shell's own chunks its first render
 * needs after the page's own scripts; the server adds the tool's first files from the live release and sends them all as
 * preloads with the page, so a cold load fetches them at once instead of one after the other. Its own entry point (@coinwatch/shared/route-preloads): only the
 * build and the server use it, so it stays out of the shared module the shell hands its tools.
 */
export const RoutePreloadsSchema = z.object({
  /** What every page starts with (the app's scripts, its config), first: nothing may wait behind the rest. */
  page: z.array(z.object({ path: SitePath, as: z.enum(['script', 'style', 'fetch']) })),
  routes: z.array(
    z.object({
      /** A pattern over the URL's path (RegExp source). */
      path: z.string().refine((source) => {
        try {
          new RegExp(source);
          return true;
        } catch {
          return false;
        }
      }, 'Must be a regular expression'),
      tool: z.string().min(1),
      files: z.array(SitePath),
    }),
  ),
});
export type RoutePreloads = z.infer<typeof RoutePreloadsSchema>;
