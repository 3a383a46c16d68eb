/**
 * The page's local or session storage, or null where there is none: a browser that blocks site data
 * throws on the very reading of the property, and the build-time render of a page has no browser.
 */
export function siteStorage(name: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return globalThis[name] ?? null;
  } catch {
    return null;
  }
}
