import type { ToolId } from '@coinwatch/shared/federation';
import { data, type RouteObject } from 'react-router-dom';
// The sign-in page is where every signed-out visit starts: it ships with the app, so it renders
// without a second round of chunk requests.
import LoginPage from '../auth/LoginPage.tsx';
import AuthLayout from '../layouts/AuthLayout.tsx';
// Error pages are never loaded on demand: they must show even when chunks cannot be fetched.
import { ErrorLayout } from '../layouts/ErrorLayout.tsx';
import { RouteError } from '../layouts/RouteError.tsx';
import { prefetchTool } from '../remotes/toolRegistry.ts';
import { Root } from './Root.tsx';
import { rootLoader } from './rootLoader.ts';
import type { RouteHandle } from './routeHandle.ts';
import { Splash } from './Splash.tsx';
import { toolCrumbs } from './toolCrumbs.ts';

// A tool page's chunks are named (webpackChunkName): the server sends them with the page as
// preloads (build/routePreloadPlugin.ts).
const handle = (title: string, crumb?: RouteHandle['crumb'], crumbQuery?: string[]): RouteHandle => ({ title, crumb, crumbQuery });
const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({ Component: (await load()).default });
/** A tool's page: the tool itself starts loading with the page's chunk, not after it renders. */
const toolPage = (id: ToolId, load: () => Promise<{ default: React.ComponentType }>) => () => {
  prefetchTool(id);
  return page(load)();
};

/**
 * The route table of the product spec §2. Layouts and pages are loaded on demand; each layout
 * catches its pages' errors, so a failing page leaves the rest of the app standing.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: Root,
    loader: rootLoader,
    // The guard runs before every navigation, not only when the root first loads.
    shouldRevalidate: () => true,
    HydrateFallback: Splash,
    ErrorBoundary: ErrorLayout,
    children: [
      {
        Component: AuthLayout,
        children: [
          {
            ErrorBoundary: RouteError,
            children: [
              { path: 'login', handle: handle('Log in'), Component: LoginPage },
              { path: 'login/reset', handle: handle('Reset password'), lazy: page(() => import('../auth/ResetPage.tsx')) },
              { path: 'login/verify', handle: handle('Verify sign-in'), lazy: page(() => import('../auth/VerifyPage.tsx')) },
              { path: 'signup', handle: handle('Sign up'), lazy: page(() => import('../auth/SignupPage.tsx')) },
            ],
          },
        ],
      },
      {
        lazy: page(() => import(/* webpackChunkName: "default-layout" */ '../layouts/DefaultLayout.tsx')),
        children: [
          {
            ErrorBoundary: RouteError,
            children: [
              { index: true, handle: handle('Home'), lazy: page(() => import('../home/HomePage.tsx')) },
              { path: 'settings', handle: handle('Settings'), lazy: page(() => import('../settings/SettingsPage.tsx')) },
              {
                path: 'tools/friend-tech/*',
                // A subject's page is its own: its title and announcement name the subject.
                handle: handle('Friend.tech', toolCrumbs, ['chain']),
                lazy: toolPage(
                  'friend-tech',
                  () => import(/* webpackChunkName: "friend-tech-page" */ '../remotes/tools/FriendTechTool.tsx'),
                ),
              },
              {
                path: 'tools/wallet/*',
                handle: handle('Wallet'),
                lazy: toolPage('wallet', () => import(/* webpackChunkName: "wallet-page" */ '../remotes/tools/WalletTool.tsx')),
              },
            ],
          },
        ],
      },
      {
        lazy: page(() => import(/* webpackChunkName: "txns-layout" */ '../layouts/TxnsLayout.tsx')),
        children: [
          {
            ErrorBoundary: RouteError,
            children: [
              {
                // One route for the picker and every coin page, like the other tools: the tool stays
                // mounted between them, and renders its own routes under a path that ends in *.
                path: 'tools/txns/*',
                // A pasted token's pages are the token on ?chain=: its crumbs keep it.
                handle: handle('Transactions', toolCrumbs, ['chain']),
                lazy: toolPage('txns', () => import(/* webpackChunkName: "txns-page" */ '../remotes/tools/TxnsTool.tsx')),
              },
            ],
          },
        ],
      },
      {
        path: '*',
        handle: handle('Page Not Found'),
        Component: Splash,
        loader: () => {
          throw data('Page not found', { status: 404, statusText: 'Page not found' });
        },
      },
    ],
  },
];
