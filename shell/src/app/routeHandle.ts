import { z } from 'zod';

/**
 * What a route declares for the page chrome: its title, the breadcrumb labels of its splat's
 * segments (decoded: a ticker may hold a '/'), and the query parameters those crumbs keep (a pasted
 * token's page is the token on its ?chain=).
 */
export type RouteHandle = { title: string; crumb?: (segments: string[]) => string[]; crumbQuery?: string[] };

export const RouteHandleSchema = z.object({
  title: z.string(),
  crumb: z.custom<RouteHandle['crumb']>().optional(),
  crumbQuery: z.array(z.string()).optional(),
});

export const PRODUCT_NAME = 'Coinwatch';
export const documentTitle = (title: string) => `${PRODUCT_NAME} | ${title}`;

/** The title of the deepest matched route that names itself. */
export const pageTitle = (matches: readonly { handle?: unknown }[]): string | undefined =>
  matches
    .map((m) => RouteHandleSchema.safeParse(m.handle))
    .filter((h) => h.success)
    .at(-1)?.data?.title;
