import { proxy, subscribe } from 'valtio';
import { notify } from '../notifications/notificationsState.ts';

export type ServiceWorkerStatus = 'unsupported' | 'registering' | 'installed' | 'waiting' | 'controlling' | 'failed';

/** The service worker's state, for tests and the settings page. */
export const serviceWorkerState = proxy<{ status: ServiceWorkerStatus; needRefresh: boolean }>({
  status: 'registering',
  needRefresh: false,
});

function announceWaiting(worker: ServiceWorker) {
  serviceWorkerState.status = 'waiting';
  serviceWorkerState.needRefresh = true;
  notify({
    icon: 'Success',
    primaryText: 'An update is ready',
    secondaryText: 'Reload to use the new version of Coinwatch.',
    // Longer than the spec's 3000 ms for successes: it carries a button the user needs time to reach.
    duration: 30_000,
    action: {
      label: 'Reload',
      // The new worker takes over, then controllerchange reloads the page once.
      onClick: () => worker.postMessage({ type: 'SKIP_WAITING' }),
    },
  });
}

/** Registers /sw.js, which caches the app shell so a reload works offline. */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) {
    serviceWorkerState.status = 'unsupported';
    return;
  }
  try {
    const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
    const hadController = navigator.serviceWorker.controller !== null;
    serviceWorkerState.status = hadController ? 'controlling' : 'installed';
    if (registration.waiting && hadController) announceWaiting(registration.waiting);
    registration.addEventListener('updatefound', () => {
      const worker = registration.installing;
      worker?.addEventListener('statechange', () => {
        if (worker.state !== 'installed') return;
        if (navigator.serviceWorker.controller) announceWaiting(worker);
        else serviceWorkerState.status = 'installed';
      });
    });
    let reloading = false;
    navigator.serviceWorker.addEventListener('controllerchange', () => {
      if (serviceWorkerState.needRefresh && !reloading) {
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
