import { expect, it } from '@rstest/core';
import { matchRoutes, type UIMatch } from 'react-router-dom';
import { crumbsOf } from './Breadcrumbs.tsx';
import type { RouteHandle } from './routeHandle.ts';

const txns: RouteHandle = { title: 'Transactions', crumb: (segments) => segments, crumbQuery: ['chain'] };
const routes = [
  { path: 'tools/txns/*', handle: txns },
  { path: 'settings', handle: { title: 'Settings' } },
];

/** The crumbs the page at `url` (as the browser's address bar has it) shows. */
function crumbsAt(url: string) {
  const { pathname, search } = new URL(url, 'http://coinwatch.test');
  const matches = (matchRoutes(routes, pathname) ?? []).map(
    (m): UIMatch => ({
      id: m.route.path,
      pathname: m.pathname,
      params: m.params,
      data: undefined,
      loaderData: undefined,
      handle: m.route.handle,
    }),
  );
  return crumbsOf(matches, pathname, search);
}

it('a ticker holding a slash is one crumb, and every crumb links to its own page', () => {
  expect(crumbsAt('/tools/txns/WETH%2FUSDC/0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).toEqual([
    { label: 'Transactions', to: '/tools/txns' },
    { label: 'WETH/USDC', to: '/tools/txns/WETH%2FUSDC' },
    { label: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', to: '/tools/txns/WETH%2FUSDC/0x70997970C51812dc3A010C7d01b50e0d17dc79C8' },
  ]);
});

it('a ticker with ? # or accents keeps them in its label and encoded in its link, with the query the route keeps', () => {
  expect(crumbsAt('/tools/txns/A%3FB%23C?chain=1&sort=amount')).toEqual([
    { label: 'Transactions', to: '/tools/txns' },
    { label: 'A?B#C', to: '/tools/txns/A%3FB%23C?chain=1' },
  ]);
  expect(crumbsAt('/tools/txns/Caf%C3%A9')).toEqual([
    { label: 'Transactions', to: '/tools/txns' },
    { label: 'Café', to: '/tools/txns/Caf%C3%A9' },
  ]);
  expect(crumbsAt('/settings')).toEqual([{ label: 'Settings', to: '/settings' }]);
});
