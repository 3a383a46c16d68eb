/**
 * How every browser test and benchmark launches Debian's chromium: never a downloaded browser, and
 * flags that keep it off the (closed) network and out of first-run work.
 */
export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
