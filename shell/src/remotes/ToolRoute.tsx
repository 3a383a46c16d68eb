import type { ToolId } from '@coinwatch/shared/federation';
import { isOffline } from '@coinwatch/shared/toolkit';
import { useCallback, useContext, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { CoinsLoadError } from '../coins/CoinsLoadError.tsx';
import { ConfigError } from '../config/runtimeConfig.ts';
import { ErrorPage } from '../layouts/ErrorPage.tsx';
import { FirstFrameSlot, FirstFrameSlotContext } from '../prerender/FirstFrameSlot.tsx';
import { isChunkLoadError, reloadOnce } from '../release/staleChunk.ts';
import { ToolBoundary, ToolLoading, ToolProblem } from './ToolBoundary.tsx';
import { type LoadedTool, loadedTool, loadTool, ToolBrokenError, ToolUnavailableError, ToolUpdateRequiredError } from './toolRegistry.ts';
import { useToolHost } from './useToolHost.ts';
import './tools.css';

type LoadState = { status: 'loading' } | { status: 'ready'; tool: LoadedTool } | { status: 'error'; error: unknown };

type ToolRouteProps = { id: ToolId; title: string };

/** A tool's page: the tool itself, or (in the build-time render of the page) the slot for its first frame. */
export function ToolRoute(props: ToolRouteProps) {
  return useContext(FirstFrameSlotContext) ? <FirstFrameSlot id={props.id} /> : <LiveTool {...props} />;
}

/** A tool loaded already (the page waited for it, firstFramePage.ts) is drawn at once, without a loading state. */
const stateOf = (id: ToolId): LoadState => {
  const tool = loadedTool(id);
  return tool ? { status: 'ready', tool } : { status: 'loading' };
};

/** Loads a federated tool on demand and mounts it with the host contract, inside its boundary. */
function LiveTool({ id, title }: ToolRouteProps) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>(() => stateOf(id));
  // The path the tool said is none of its pages: the 404 page stands in for the tool until the path changes.
  const { pathname } = useLocation();
  const [unknownPath, setUnknownPath] = useState<string | null>(null);
  const host = useToolHost(
    id,
    useCallback(() => setUnknownPath(window.location.pathname), []),
  );

  useEffect(() => {
    // Loaded already (drawn from the first render on, or loaded since by the route's prefetch).
    const loaded = loadedTool(id);
    if (loaded) {
      setState((current) => (current.status === 'ready' && current.tool === loaded ? current : { status: 'ready', tool: loaded }));
      return;
    }
    let live = true;
    setState({ status: 'loading' });
    loadTool(id).then(
      (tool) => live && setState({ status: 'ready', tool }),
      (error: unknown) => {
        if (isChunkLoadError(error) && reloadOnce()) return;
        if (live) setState({ status: 'error', error });
      },
    );
    return () => {
      live = false;
    };
  }, [id, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // A tool that could not be loaded offline loads by itself once the connection is back.
  const retryable = state.status === 'error' && !(state.error instanceof ToolUpdateRequiredError || state.error instanceof ToolBrokenError);
  useEffect(() => {
    if (!retryable) return;
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [retryable, retry]);
  if (state.status === 'loading') {
    return <ToolLoading title={title} />;
  }
  if (state.status === 'error') {
    if (state.error instanceof ToolUpdateRequiredError) {
      return (
        <ToolProblem title="Update required">
          This version of {state.error.meta.title} does not fit this version of Coinwatch. Reload the page to get the latest app; if that
          does not help, the tool is being updated.
        </ToolProblem>
      );
    }
    if (state.error instanceof ToolBrokenError) {
      return (
        <ToolProblem title={`${title} is unavailable`}>
          This version of {title} is not a working build, so it was not run. Reload the page later: the tool is being fixed. The rest of
          Coinwatch still works.
        </ToolProblem>
      );
    }
    const serverStatus = state.error instanceof ToolUnavailableError ? state.error.serverStatus : null;
    return (
      <ToolProblem title={`${title} is unavailable`} onRetry={retry}>
        {serverStatus !== null
          ? `Coinwatch's server did not send ${title}'s files (HTTP ${serverStatus}). This is not your connection: the files are being put back, so retry in a while. The rest of Coinwatch still works.`
          : state.error instanceof ConfigError
            ? `${state.error.message} The rest of Coinwatch still works.`
            : isOffline()
              ? `${title} could not be loaded. Check your connection: it loads by itself once you are back online, or retry. The rest of Coinwatch still works.`
              : `${title} could not be loaded. Check your connection and retry; the rest of Coinwatch still works.`}
      </ToolProblem>
    );
  }
  if (!host) return <ToolLoading title={title} />;
  if (unknownPath === pathname) return <ErrorPage status={404} />;
  const { Component } = state.tool;
  return (
    <>
      {/* Tools wait for the coins (they would take an empty list for the user's): the shell says why. */}
      <CoinsLoadError />
      <ToolBoundary key={attempt} resetKey={pathname} title={title} onRetry={retry}>
        <div className="tool-frame" data-tool={id}>
          <Component host={host} />
        </div>
      </ToolBoundary>
    </>
  );
}
