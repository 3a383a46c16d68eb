import { createBrowserRouter } from 'react-router-dom';
import { authGuard } from '../auth/authGuard.ts';
import { PRERENDERED_ATTRIBUTE } from '../prerender/prerenderedPages.ts';
import { addNavigationGuard } from './guards.ts';
import { routes } from './routes.tsx';

addNavigationGuard(authGuard);

const root = document.getElementById('root');

/**
 * The page's HTML already shows this route (rendered at build time): the router starts as if the
 * root loader had run, so React hydrates that markup at once; the loader (config and guards) then
 * runs as a revalidation right after (index.tsx).
 */
export const hydratesPrerendered = root?.getAttribute(PRERENDERED_ATTRIBUTE) === window.location.pathname;

export const router = createBrowserRouter(routes, hydratesPrerendered ? { hydrationData: { loaderData: { root: null } } } : {});
