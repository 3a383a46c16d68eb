/**
 * How every browser test and benchmark launches Debian's chromium: never a downloaded browser, and
 * flags that keep it off the (closed) network and out of first-run work.
 */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * The features Playwright (1.65.1, its chromiumSwitches) turns off with a --disable-features of its
 * own. Chromium keeps only the last --disable-features it is given, so ours must name them again;
 * e2e/tests/harness/testBrowser.spec.ts fails when a Playwright upgrade changes its list.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Every window headless Chromium opens (one per test page) loads the address bar's two WebUI popups
 * in a renderer of their own, for an address bar nobody sees: a third of the browser's CPU time in
 * the browser tests, on 2 cores.
 */
const HIDDEN_UI_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...HIDDEN_UI_FEATURES].join(',')}`,
];
