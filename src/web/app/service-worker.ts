// Registers the service worker (src/web/sw/sw.ts, built to /sw.js) in production builds, and
// passes on the writes it could not send: its 'curtaincall:queue-request' message becomes the
// window event of the same name, which the offline queue listens for (offline mode point 3).
import { isQueueRequestMessage, QUEUE_REQUEST_TYPE } from '../sw/requests';

export const SERVICE_WORKER_URL = '/sw.js';

/** Re-dispatches a queue-request message from the service worker as a window event. */
export function forwardServiceWorkerMessage(data: unknown, target: EventTarget = window): boolean {
  if (!isQueueRequestMessage(data)) return false;
  target.dispatchEvent(new CustomEvent(QUEUE_REQUEST_TYPE, { detail: data.request }));
  return true;
}

/** Only where the browser has service workers, and never in the dev server (no precache there). */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  container.addEventListener('message', (event) => forwardServiceWorkerMessage(event.data));
  // deliver messages now rather than once the document has loaded
  container.startMessages();
  const register = () => {
    container.register(SERVICE_WORKER_URL, { scope: '/' }).catch((error: unknown) => {
      // the app works without it (online only); nothing for the user to do
      console.warn('CurtainCall: the service worker could not be registered', error);
    });
  };
  // after the page's own downloads, so installing the precache never competes with them
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
