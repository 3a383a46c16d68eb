/**
 * The focused element of a page the app is about to draw anew (a tool's page with its first
 * frame: the app replaces its HTML rather than hydrating it), as what finds it again in the new
 * page. A keyboard user who tabbed into the header during the frame keeps their place.
 */
export type FocusedPlace = { path: number[]; tag: string; text: string; href: string | null };

/** Where the focused element sits under `root` (child indices), and what it is; null if none is. */
export function focusedPlace(root: HTMLElement): FocusedPlace | null {
  const focused = document.activeElement;
  if (!(focused instanceof HTMLElement) || focused === root || !root.contains(focused)) return null;
  const path: number[] = [];
  for (let node: HTMLElement = focused; node !== root; ) {
    const parent = node.parentElement;
    if (!parent) return null;
    path.unshift(Array.prototype.indexOf.call(parent.children, node));
    node = parent;
  }
  return { path, tag: focused.tagName, text: focused.textContent ?? '', href: focused.getAttribute('href') };
}

/**
 * Focuses the element at the same place under `root` if it is the same control (same tag, text
 * and link): the app draws the same header and breadcrumbs as the frame's HTML, but a page the
 * app sent elsewhere (the sign-in page) has other controls there, and those are left alone. Only
 * when the focus was lost with the old HTML: a focus the app has set itself stays. Not the
 * toolkit's refocusIfLost: it knows focus was lost from the last focusin it saw, and this focus
 * may have moved before any script of the page ran.
 */
export function refocus(root: HTMLElement, place: FocusedPlace): void {
  let node: Element | undefined = root;
  for (const index of place.path) node = node?.children[index];
  if (
    node instanceof HTMLElement &&
    node.tagName === place.tag &&
    (node.textContent ?? '') === place.text &&
    node.getAttribute('href') === place.href &&
    (document.activeElement === null || document.activeElement === document.body)
  )
    node.focus({ preventScroll: true });
}
