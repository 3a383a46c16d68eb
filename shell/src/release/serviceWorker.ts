import { proxy, subscribe } from 'valtio';
import { notify } from '../notifications/notificationsState.ts';

export type ServiceWorkerStatus = 'unsupported' | 'registering' | 'installed' | 'waiting' | 'controlling' | 'failed';

/** The service worker's state, mirrored on the page root (below). */
export const serviceWorkerState = proxy<{ status: ServiceWorkerStatus }>({ status: 'registering' });

/** Whether this tab's user pressed Reload: only that tab reloads when the new worker takes over. */
let reloadAsked = false;

function announceWaiting(worker: ServiceWorker) {
  serviceWorkerState.status = 'waiting';
  notify({
    icon: 'Success',
    primaryText: 'An update is ready',
    // A reload drops what forms hold (the leave guard asks only for the shell's own forms): said
    // first, as the new-build check's warning says it.
    secondaryText: 'Save what you are typing, then reload to use the new version of Coinwatch.',
    // Longer than the spec's 3000 ms for successes: it carries a button the user needs time to reach.
    duration: 30_000,
    action: {
      label: 'Reload',
      onClick: () => {
        // Another tab's Reload has let the worker take over already.
        if (navigator.serviceWorker.controller === worker) return window.location.reload();
        // The new worker takes over, then controllerchange reloads this page once.
        reloadAsked = true;
        worker.postMessage({ type: 'SKIP_WAITING' });
      },
    },
  });
}

/** The build a worker caches, or null when it does not say within a second (a worker from before it could). */
function buildOf(worker: ServiceWorker): Promise<string | null> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(null), 1000);
    channel.port1.onmessage = (event) => {
      clearTimeout(timer);
      resolve(typeof event.data === 'string' ? event.data : null);
    };
    worker.postMessage({ type: 'BUILD_ID' }, [channel.port2]);
  });
}

/**
 * A waiting worker of the build this page already runs (the new-build check reloaded the page into
 * it under the old worker) takes over without asking; a newer one is announced.
 */
async function onWaiting(worker: ServiceWorker) {
  if ((await buildOf(worker)) === __BUILD_ID__) worker.postMessage({ type: 'SKIP_WAITING' });
  else announceWaiting(worker);
}

let registering: Promise<void> | null = null;

/**
 * Registers /sw.js, which caches the app shell so a reload works offline. Once per page: the root
 * mounts again after an error page (a 404 and Back), and a second set of listeners would announce
 * each update twice.
 */
export function registerServiceWorker(): Promise<void> {
  registering ??= register();
  return registering;
}

async function register(): Promise<void> {
  if (!('serviceWorker' in navigator)) {
    serviceWorkerState.status = 'unsupported';
    return;
  }
  try {
    const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
    const hadController = navigator.serviceWorker.controller !== null;
    serviceWorkerState.status = hadController ? 'controlling' : 'installed';
    if (registration.waiting && hadController) void onWaiting(registration.waiting);
    registration.addEventListener('updatefound', () => {
      const worker = registration.installing;
      worker?.addEventListener('statechange', () => {
        if (worker.state !== 'installed') return;
        if (navigator.serviceWorker.controller) void onWaiting(worker);
        else serviceWorkerState.status = 'installed';
      });
    });
    let reloading = false;
    // Every open tab sees the new worker take over; only the one whose user asked reloads. The
    // others keep their input, and their new-build check reloads them when shown, unless unsaved.
    navigator.serviceWorker.addEventListener('controllerchange', () => {
      if (reloadAsked && !reloading) {
        reloading = true;
        window.location.reload();
        return;
      }
      serviceWorkerState.status = 'controlling';
    });
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) serviceWorkerState.status = 'controlling';
  } catch (error) {
    serviceWorkerState.status = 'failed';
    console.warn('[coinwatch] service worker registration failed', error);
  }
}

// Mirrors the state on the page root, where tests and support can read it without app code.
subscribe(serviceWorkerState, () => {
  document.documentElement.dataset.serviceWorker = serviceWorkerState.status;
});
