// Outlet through the shared router module: loading it at start-up puts the host's router in the
// share scope before any tool asks for it (a tool must render inside this router, not a copy).
import { Outlet } from '@coinwatch/shared/router';
import { useEffect } from 'react';
import { ScrollRestoration, useMatches } from 'react-router-dom';
import { supabaseReady } from '../auth/supabaseClient.ts';
import { Toaster } from '../notifications/Toaster.tsx';
import { startBuildCheck } from '../release/buildCheck.ts';
import { registerServiceWorker } from '../release/serviceWorker.ts';
import { persistSettings } from '../theme/settingsState.ts';
import { PageChangeAnnouncer } from './PageChangeAnnouncer.tsx';
import { documentTitle, pageTitle } from './routeHandle.ts';

/** Titles the page after the deepest route that names itself, or after `fallback` while its caller is mounted. */
export function useDocumentTitle(fallback?: string) {
  const matches = useMatches();
  const title = fallback ?? pageTitle(matches);
  useEffect(() => {
    if (!title) return;
    const before = document.title;
    document.title = documentTitle(title);
    // A page standing in for its route's own (an error page) gives the route's title back when it goes.
    if (!fallback) return;
    return () => {
      document.title = before;
    };
  }, [title, fallback]);
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
