import { data, type RouteObject } from 'react-router-dom';
import type { RouteHandle } from './routeHandle.ts';
import { rootLoader } from './rootLoader.ts';
import { Root } from './Root.tsx';
import { Splash } from './Splash.tsx';

const handle = (title: string, crumb?: RouteHandle['crumb']): RouteHandle => ({ title, crumb });
const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({ Component: (await load()).default });
const routeError = async () => ({ ErrorBoundary: (await import('../layouts/RouteError.tsx')).RouteError });
const short = (address: string) => (address.length > 12 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address);

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
    lazy: async () => ({ ErrorBoundary: (await import('../layouts/ErrorLayout.tsx')).ErrorLayout }),
    children: [
      {
        lazy: page(() => import('../layouts/AuthLayout.tsx')),
        children: [
          {
            lazy: routeError,
            children: [
              { path: 'login', handle: handle('Log in'), lazy: page(() => import('../auth/LoginPage.tsx')) },
              { path: 'login/reset', handle: handle('Reset password'), lazy: page(() => import('../auth/ResetPage.tsx')) },
              { path: 'login/verify', handle: handle('Verify sign-in'), lazy: page(() => import('../auth/VerifyPage.tsx')) },
              { path: 'signup', handle: handle('Sign up'), lazy: page(() => import('../auth/SignupPage.tsx')) },
            ],
          },
        ],
      },
      {
        lazy: page(() => import('../layouts/DefaultLayout.tsx')),
        children: [
          {
            lazy: routeError,
            children: [
              { index: true, handle: handle('Home'), lazy: page(() => import('../home/HomePage.tsx')) },
              { path: 'settings', handle: handle('Settings'), lazy: page(() => import('../settings/SettingsPage.tsx')) },
              { path: 'tools/friend-tech/*', handle: handle('Friend.tech'), lazy: page(() => import('../remotes/tools/FriendTechTool.tsx')) },
              { path: 'tools/wallet/*', handle: handle('Wallet'), lazy: page(() => import('../remotes/tools/WalletTool.tsx')) },
            ],
          },
        ],
      },
      {
        path: 'tools/txns',
        lazy: page(() => import('../layouts/TxnsLayout.tsx')),
        children: [
          {
            lazy: routeError,
            children: [
              {
                path: '*',
                handle: handle('Transactions', (params) => (params['*'] ?? '').split('/').filter(Boolean).map((p, i) => (i === 1 ? short(p) : p))),
                lazy: page(() => import('../remotes/tools/TxnsTool.tsx')),
              },
            ],
          },
        ],
      },
      {
        path: '*',
        handle: handle('Page Not Found'),
        loader: () => {
          throw data('Page not found', { status: 404, statusText: 'Page not found' });
        },
      },
    ],
  },
];
