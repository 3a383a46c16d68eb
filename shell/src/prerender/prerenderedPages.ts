/**
 * Pages whose HTML is rendered at build time, so their first paint needs no script: the sign-in
 * page, where every signed-out visit starts. Their routes must not load on demand (hydration needs
 * the matched route modules at once) and must render the same without the visitor's state.
 */
export const PRERENDERED_PAGES: readonly string[] = ['/login'];

/** The attribute on #root that names the path its markup was rendered for. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
