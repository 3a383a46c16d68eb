import { Component, type ComponentType, createElement, type LazyExoticComponent, lazy } from 'react';

export type RetryingLazy<P extends object> = ComponentType<P> & {
  /** Starts the download ahead of the first render; a failed one is tried again on the next call. */
  preload(): Promise<unknown>;
};

/**
 * React.lazy for a part of a tool in its own chunk, except that a chunk that could not be
 * downloaded is downloaded again when the part is next mounted. React.lazy keeps the failure for
 * good, so the tool's Retry (which mounts the tool again) could never bring the part back without
 * a reload of the whole page.
 */
export function lazyRetrying<P extends object>(load: () => Promise<ComponentType<P>>): RetryingLazy<P> {
  let pending: Promise<ComponentType<P>> | null = null;
  let component: LazyExoticComponent<ComponentType<P>> | null = null;
  const preload = () => {
    pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
  function Part(props: P) {
    component ??= lazy(() => preload().then((loaded) => ({ default: loaded })));
    return createElement(component, props);
  }
  // The failure goes on to the tool's boundary as before. The failed lazy is dropped only here, once
  // the error has been thrown: dropped earlier, the next render would start a new download instead
  // of showing the error, and so on without end.
  class Retrying extends Component<P, { error: unknown }> {
    override state = { error: null as unknown };
    static getDerivedStateFromError(error: unknown) {
      if (pending === null) component = null;
      return { error };
    }
    override render() {
      if (this.state.error !== null) throw this.state.error;
      return createElement(Part, this.props);
    }
  }
  return Object.assign(Retrying, { preload });
}
