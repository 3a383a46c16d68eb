// Build-time entry (Node): renders a page's markup with the app's own route table, as the
// browser's first render will draw it.
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, type RouteObject, StaticRouterProvider } from 'react-router-dom';
import { documentTitle, pageTitle } from '../app/routeHandle.ts';
import { routes } from '../app/routes.tsx';
import { FirstFrameSlotContext } from './FirstFrameSlot.tsx';

/** The route table without loaders: the guards and the config belong to the visitor's browser. */
const withoutLoaders = (table: RouteObject[]): RouteObject[] =>
  table.map(
    ({ loader: _loader, children, ...route }) => (children ? { ...route, children: withoutLoaders(children) } : route) as RouteObject,
  );

/**
 * A prerendered page ('hydrated': React takes its markup over, so its routes must ship with the
 * app) or a tool's page around the slot for its first frame ('replaced': the app draws it anew
 * once its routes and the tool have loaded).
 */
export async function renderPage(path: string, mode: 'hydrated' | 'replaced'): Promise<{ markup: string; title: string }> {
  // The browser could not hydrate a route still to be loaded: it would draw its fallback instead.
  if (mode === 'hydrated' && matchRoutes(routes, path)?.some((m) => m.route.lazy))
    throw new Error(`${path} is loaded on demand; it cannot be hydrated`);
  const table = withoutLoaders(routes);
  const handler = createStaticHandler(table);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${path} redirects; it cannot be prerendered`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const markup = renderToString(
    <FirstFrameSlotContext value={mode === 'replaced'}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </FirstFrameSlotContext>,
  );
  const title = pageTitle(context.matches.map((m) => m.route));
  if (!title) throw new Error(`${path} has no page title to prerender`);
  return { markup, title: documentTitle(title) };
}
