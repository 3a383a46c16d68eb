import { type RefObject, useLayoutEffect, useState } from 'react';

/** How far beyond the screen an element counts as near: one screen above and below. */
const MARGIN_SCREENS = 1;

/**
 * Whether the element is on screen or within a screen of it; once near, it stays near so that
 * nothing the user has focused is taken away. `rendered` says the element is in the page, so the
 * watch starts when it appears.
 */
export function useNearViewport(ref: RefObject<Element | null>, rendered: boolean): boolean {
  const [near, setNear] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (near || !rendered || !element) return;
    if (typeof IntersectionObserver === 'undefined') return setNear(true);
    // Decided here, before the first paint, so what is on screen never shows empty for a frame
    // (an observer answers only after the paint).
    const box = element.getBoundingClientRect();
    const margin = window.innerHeight * MARGIN_SCREENS;
    if (box.bottom > -margin && box.top < window.innerHeight + margin) return setNear(true);
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: `${MARGIN_SCREENS * 100}% 0px`,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rendered, near]);
  return near;
}
