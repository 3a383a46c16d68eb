import { useSyncExternalStore } from 'react';

type Watch = { list: MediaQueryList; subscribe(onChange: () => void): () => void };

// One watch per query for the page's life: many lists on a page ask the same query, and a stable
// subscribe function keeps React from subscribing again on every render.
const watches = new Map<string, Watch>();
function watchOf(query: string): Watch {
  let watch = watches.get(query);
  if (!watch) {
    const list = window.matchMedia(query);
    watch = {
      list,
      subscribe(onChange) {
        list.addEventListener('change', onChange);
        return () => list.removeEventListener('change', onChange);
      },
    };
    watches.set(query, watch);
  }
  return watch;
}

/** Whether the CSS media query matches, following it as the window changes size. */
export function useMediaQuery(query: string): boolean {
  const watch = watchOf(query);
  return useSyncExternalStore(
    watch.subscribe,
    () => watch.list.matches,
    () => false,
  );
}
