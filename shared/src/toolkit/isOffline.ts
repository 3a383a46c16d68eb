/** What the browser knows: offline for sure. Online, a request can still fail (the server's fault). */
export const isOffline = (): boolean => globalThis.navigator?.onLine === false;
