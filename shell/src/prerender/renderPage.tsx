// Build-time entry (Node): renders a prerendered page's markup with the app's own route table, as
// the browser's first render will draw it, so the page hydrates instead of rendering from scratch.
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, type RouteObject, StaticRouterProvider } from 'react-router-dom';
import { documentTitle, RouteHandleSchema } from '../app/routeHandle.ts';
import { routes } from '../app/routes.tsx';

/** The route table without loaders: the guards and the config belong to the visitor's browser. */
const withoutLoaders = (table: RouteObject[]): RouteObject[] =>
  table.map(
    ({ loader: _loader, children, ...route }) => (children ? { ...route, children: withoutLoaders(children) } : route) as RouteObject,
  );

export async function renderPage(path: string): Promise<{ markup: string; title: string }> {
  const table = withoutLoaders(routes);
  const handler = createStaticHandler(table);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${path} redirects; it cannot be prerendered`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const markup = renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
  const title = context.matches
    .map((m) => RouteHandleSchema.safeParse(m.route.handle))
    .filter((h) => h.success)
    .at(-1)?.data?.title;
  if (!title) throw new Error(`${path} has no page title to prerender`);
  return { markup, title: documentTitle(title) };
}
