import type { Params } from 'react-router-dom';
import { z } from 'zod';

/** What a route declares for the page chrome: its title, and its breadcrumb label. */
export type RouteHandle = { title: string; crumb?: (params: Params) => string[] };

export const RouteHandleSchema = z.object({ title: z.string(), crumb: z.custom<RouteHandle['crumb']>().optional() });

export const PRODUCT_NAME = 'Coinwatch';
export const documentTitle = (title: string) => `${PRODUCT_NAME} | ${title}`;

/** The title of the deepest matched route that names itself. */
export const pageTitle = (matches: readonly { handle?: unknown }[]): string | undefined =>
  matches
    .map((m) => RouteHandleSchema.safeParse(m.handle))
    .filter((h) => h.success)
    .at(-1)?.data?.title;
