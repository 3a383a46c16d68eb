import { isOffline } from '@coinwatch/shared/toolkit';
import { useEffect, useMemo, useState } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { SessionNotResumed } from '../auth/sessionNotResumed.ts';
import { ConfigError } from '../config/runtimeConfig.ts';
import { isChunkLoadError, mayReload, reloadOnce } from '../release/staleChunk.ts';
import { useReloadWhenOnline } from '../release/useReloadWhenOnline.ts';
import type { ErrorPageProps } from './ErrorPage.tsx';

/**
 * Which error page a route error gets. A chunk that vanished after a new build reloads the page
 * once instead (null while that reload happens).
 */
export function useRouteErrorPage(): ErrorPageProps | null {
  const error = useRouteError();
  // Decided once per error while rendering; the reload is a side effect, so it waits for the commit.
  const reloadWanted = useMemo(() => isChunkLoadError(error) && mayReload(), [error]);
  const [refusedFor, setRefusedFor] = useState<unknown>(null);
  useEffect(() => {
    if (reloadWanted && !reloadOnce()) setRefusedFor(error);
  }, [error, reloadWanted]);
  // Missing, or the sign-in not confirmed, while offline: the page reloads by itself once the
  // connection is back.
  const chunkMissing = isChunkLoadError(error);
  useReloadWhenOnline(chunkMissing || error instanceof SessionNotResumed);
  if (isRouteErrorResponse(error) && error.status === 404) return { status: 404 };
  if (chunkMissing) {
    if (reloadWanted && refusedFor !== error) return null;
    return {
      status: 500,
      detail: isOffline()
        ? 'Part of the app could not be downloaded. Check your connection: the page reloads by itself once you are back online.'
        : 'Part of the app could not be downloaded. Check your connection, then reload.',
    };
  }
  // The app cannot start without its config; its error already says what is wrong and what to do.
  if (error instanceof ConfigError) return { status: 500, detail: error.message };
  // The server could not confirm a stored sign-in for now: not an error of the app's, so not logged.
  if (error instanceof SessionNotResumed)
    return {
      status: 500,
      detail: isOffline() ? `${error.message} You are offline: the page reloads by itself once you are back.` : error.message,
    };
  console.error('[coinwatch] route error', error);
  return { status: 500 };
}
