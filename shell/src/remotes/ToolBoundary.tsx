import { isOffline } from '@coinwatch/shared/toolkit';
import { Component, type ErrorInfo, type ReactNode, useEffect } from 'react';
import { refocusIfLost } from '../a11y/focus.ts';
import { isChunkLoadError, mayReload, reloadOnce } from '../release/staleChunk.ts';
import { useReloadWhenOnline } from '../release/useReloadWhenOnline.ts';

type ToolBoundaryProps = {
  title: string;
  onRetry(): void;
  /** The page's path: another page of the tool gets another try, as the user expects of a link. */
  resetKey: string;
  children: ReactNode;
};
/**
 * `missing`: part of a tool could not be downloaded (now or earlier on this page: see partFailed).
 * `reloading`: the page reloads to get it (a newer build may have replaced it).
 */
type ToolBoundaryState = { error: unknown; missing: boolean; reloading: boolean };

// Once part of a tool failed to download, the tool's code on this page may be half-loaded, and its
// later errors ("Cannot read properties of undefined" on the next visit) come from that: only a
// reload of the page mends it.
let partFailed = false;

/** The third layer: a tool that throws while rendering is replaced by a retry panel, nothing more. */
export class ToolBoundary extends Component<ToolBoundaryProps, ToolBoundaryState> {
  override state: ToolBoundaryState = { error: null, missing: false, reloading: false };

  // Decided here, before anything is drawn, so the page about to reload never flashes the error panel.
  static getDerivedStateFromError(error: unknown): ToolBoundaryState {
    const missing = partFailed || isChunkLoadError(error);
    return { error, missing, reloading: missing && mayReload() };
  }

  override componentDidUpdate(previous: ToolBoundaryProps) {
    if (this.state.error !== null && previous.resetKey !== this.props.resetKey)
      this.setState({ error: null, missing: false, reloading: false });
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (isChunkLoadError(error)) partFailed = true;
    if (this.state.reloading) {
      if (reloadOnce()) return;
      this.setState({ reloading: false });
    }
    console.error(`[coinwatch] ${this.props.title} crashed`, error, info.componentStack);
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    if (this.state.reloading) {
      return <ToolLoading title={this.props.title} />;
    }
    if (this.state.missing) return <ToolPartMissing title={this.props.title} />;
    return (
      <ToolProblem title={`${this.props.title} stopped working`} onRetry={this.props.onRetry}>
        Something went wrong inside this tool. The rest of Coinwatch still works; try again, or reload the page.
      </ToolProblem>
    );
  }
}

/**
 * Part of a tool that could not be downloaded. Mounting the tool again does not bring it back: the
 * bundler's runtime leaves a tool whose download failed half way half-loaded ("Cannot read
 * properties of undefined"), so the way back is a reload of the page, by itself once back online.
 */
function ToolPartMissing({ title }: { title: string }) {
  useReloadWhenOnline(true);
  return (
    <ToolProblem title={`${title} could not be downloaded`} onRetry={() => window.location.reload()} retryLabel="Reload page">
      {isOffline()
        ? 'Part of this tool could not be downloaded. Check your connection: the page reloads by itself once you are back online.'
        : 'Part of this tool could not be downloaded. Check your connection, then reload the page.'}
    </ToolProblem>
  );
}

/**
 * A tool on its way. Not aria-busy: a screen reader holds back a busy region's news, and this
 * one's news is that the tool is loading (it is gone once the tool is drawn).
 */
export function ToolLoading({ title }: { title: string }) {
  return (
    <p className="tool-loading" role="status">
      Loading {title}…
    </p>
  );
}

type ToolProblemProps = { title: string; children: ReactNode; onRetry?: () => void; retryLabel?: string };

/** A panel in place of a tool that can't be shown, with what to do about it. */
export function ToolProblem({ title, children, onRetry, retryLabel = 'Retry' }: ToolProblemProps) {
  // Retry replaces this panel with the button that had the focus: the keyboard goes on from the
  // main region (where the tool, or this panel again, shows), not from the top of the page.
  useEffect(() => () => refocusIfLost(), []);
  return (
    <section className="tool-problem" role="alert" data-testid="tool-problem">
      {/* It stands in for the whole tool, and with it the page's h1. */}
      <h1>{title}</h1>
      <p>{children}</p>
      {onRetry && (
        <button type="button" onClick={onRetry}>
          {retryLabel}
        </button>
      )}
    </section>
  );
}
