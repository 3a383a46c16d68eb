import { isAppPath, SHELL_PAGES } from '@coinwatch/shared/app-paths';
import { describe, expect, it } from '@rstest/core';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { routes } from './routes.tsx';

/** A path each route of the table answers: its segments joined, `*` and `:params` filled in. */
function samplePaths(table: RouteObject[], parent = ''): string[] {
  return table.flatMap((route) => {
    const path = route.index ? parent || '/' : route.path ? `${parent}/${route.path}` : parent;
    const own = route.index || route.path ? [path.replace(/:\w+/g, 'p').replace(/\*$/, 'any/thing')] : [];
    return [...own, ...samplePaths(route.children ?? [], path.replace(/\/\*$/, ''))];
  });
}

/** Whether the router shows a page of its own at `path`, not its catch-all "Page Not Found". */
const routerHasPage = (path: string) => matchRoutes(routes, path)?.at(-1)?.route.path !== '*';

describe('the pages the static server knows (isAppPath)', () => {
  it('are the route table’s: a path each of its routes answers is known, and its catch-all’s is not', () => {
    const paths = samplePaths(routes);
    expect(paths).toEqual(expect.arrayContaining(['/settings', '/tools/txns/any/thing', '/any/thing']));
    for (const path of paths) expect({ path, known: isAppPath(path) }).toEqual({ path, known: routerHasPage(path) });
  });

  it('are each known or not as the router has a page there or not', () => {
    for (const path of [
      ...SHELL_PAGES,
      '/Settings/',
      '/tools/wallet',
      '/tools/friend-tech/0xabc',
      '/does/not/exist',
      '/tools',
      '/login/other',
    ])
      expect({ path, known: isAppPath(path) }).toEqual({ path, known: routerHasPage(path) });
  });
});
