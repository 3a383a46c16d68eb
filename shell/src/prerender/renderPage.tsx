// Build-time entry (Node): renders a prerendered page's markup with the app's own route table, as
// the browser's first render will draw it, so the page hydrates instead of rendering from scratch.
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, type RouteObject, StaticRouterProvider } from 'react-router-dom';
import { documentTitle, pageTitle } from '../app/routeHandle.ts';
import { routes } from '../app/routes.tsx';

/** The route table without loaders: the guards and the config belong to the visitor's browser. */
const withoutLoaders = (table: RouteObject[]): RouteObject[] =>
  table.map(
    ({ loader: _loader, children, ...route }) => (children ? { ...route, children: withoutLoaders(children) } : route) as RouteObject,
  );

export async function renderPage(path: string): Promise<{ markup: string; title: string }> {
  // The browser could not hydrate a route still to be loaded: it would draw its fallback instead.
  if (matchRoutes(routes, path)?.some((m) => m.route.lazy)) throw new Error(`${path} is loaded on demand; it cannot be prerendered`);
  const table = withoutLoaders(routes);
  const handler = createStaticHandler(table);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${path} redirects; it cannot be prerendered`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const markup = renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
  const title = pageTitle(context.matches.map((m) => m.route));
  if (!title) throw new Error(`${path} has no page title to prerender`);
  return { markup, title: documentTitle(title) };
}
