// The service worker static routing API (InstallEvent.addRoutes), which TypeScript's WebWorker
// library does not describe yet: only the parts this worker uses.

type UrlPatternInit = { protocol?: string; pathname?: string };

export type RouterCondition = { requestMode: RequestMode } | { urlPattern: UrlPatternInit } | { or: RouterCondition[] };

export type RouterRule = {
  condition: RouterCondition;
  /** 'network' skips the worker; a cache name answers from that cache (the network if it has no match). */
  source: 'network' | 'fetch-event' | { cacheName: string };
};

export type InstallEventWithRoutes = ExtendableEvent & { addRoutes?(rules: RouterRule[]): Promise<void> };
