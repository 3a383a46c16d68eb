import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * True while the tool renders its first frame (@coinwatch/shared/first-frame: at build time, for
 * every visitor alike), false in the browser. A part that depends on the visitor (the URL's
 * query, what they chose last time) shows a neutral state in the frame instead of a guess.
 * (Any render to HTML counts, and so does React taking such HTML over: the shell's prerendered
 * pages use it for that.)
 */
export function useInFirstFrame(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}
