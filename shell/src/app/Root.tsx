// Outlet through the shared router module: loading it at start-up puts the host's router in the
// share scope before any tool asks for it (a tool must render inside this router, not a copy).
import { Outlet } from '@coinwatch/shared/router';
import { useEffect } from 'react';
import { ScrollRestoration, useLocation, useMatches } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { supabaseReady } from '../auth/supabaseClient.ts';
import { Toaster } from '../notifications/Toaster.tsx';
import { startBuildCheck } from '../release/buildCheck.ts';
import { registerServiceWorker } from '../release/serviceWorker.ts';
import { persistSettings } from '../theme/settingsState.ts';
import { trailOf } from './Breadcrumbs.tsx';
import { PageChangeAnnouncer } from './PageChangeAnnouncer.tsx';
import { documentTitle } from './routeHandle.ts';
import { standInTitle } from './standInTitle.ts';

/**
 * Titles the tab after the page standing in for the route (an error page), else after the page's
 * trail: "Transactions · DMO · 0x7099…79C8", so a coin's and an address's tabs and history entries
 * can be told apart.
 */
function useDocumentTitle() {
  const matches = useMatches();
  const { pathname } = useLocation();
  const { title: standIn } = useSnapshot(standInTitle);
  const title = standIn ?? trailOf(matches, pathname).join(' · ');
  useEffect(() => {
    if (title) document.title = documentTitle(title);
  }, [title]);
}

/**
 * While the caller is shown, its title names the tab instead of the route's. Set here as well for
 * an error Root itself could not render past (its error layout has no Root above it).
 */
export function useStandInTitle(title: string) {
  useEffect(() => {
    standInTitle.title = title;
    document.title = documentTitle(title);
    return () => {
      standInTitle.title = null;
    };
  }, [title]);
}

export function Root() {
  useDocumentTitle();
  useEffect(() => persistSettings(), []);
  useEffect(() => startBuildCheck(), []);
  useEffect(() => {
    registerServiceWorker();
    // After the first paint: the auth client (a visitor without a session painted without it).
    supabaseReady().catch((error: unknown) => console.error('[coinwatch] Unexpected error during initialization', error));
  }, []);
  return (
    <>
      <Outlet />
      <Toaster />
      <PageChangeAnnouncer />
      {/* A new page opens at its top; back and forward return to where the user was. */}
      <ScrollRestoration />
    </>
  );
}
