import { useSyncExternalStore } from 'react';

// One list per query for the page's life: a page of many lists asks the same query many times.
const lists = new Map<string, MediaQueryList>();
const listFor = (query: string) => {
  let list = lists.get(query);
  if (!list) {
    list = window.matchMedia(query);
    lists.set(query, list);
  }
  return list;
};
const subscribers = new Map<string, (onChange: () => void) => () => void>();
const subscriberFor = (query: string) => {
  let subscribe = subscribers.get(query);
  if (!subscribe) {
    subscribe = (onChange) => {
      const list = listFor(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    };
    subscribers.set(query, subscribe);
  }
  return subscribe;
};

/** Whether the CSS media query matches, following it as the window changes size. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    subscriberFor(query),
    () => listFor(query).matches,
    () => false,
  );
}
