// The service worker (built by vite-plugin-pwa, strategy injectManifest, into dist/web/sw.js):
// the app opens with no signal, and a write sent straight to fetch while offline is not lost.
// - precache: the app shell, every JS/CSS chunk, icons and images (the list Workbox injects at
//   build time); a new deploy installs, takes over at once and drops the previous precache;
// - page loads: network first, the precached shell after NAVIGATION_TIMEOUT_MS, a failure or a
//   5xx from a proxy in front of an unreachable server;
// - GET /api and /health pass through untouched: the app's own offline cache handles reads;
// - writes to /api/ without the app's marker header: network (with an Idempotency-Key, so a
//   replay after a lost answer is not done twice), else the queued reply of customer spec 8, and
//   the request goes to the page's offline queue (payments never do);
// - a push of an order's new status: a notification; a tap on it opens the order in the app.
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import type { PrecacheEntry } from 'workbox-precaching';
import {
  APP_SHELL_URL,
  NAVIGATION_TIMEOUT_MS,
  needsAppShell,
  queueRequestMessage,
  queuedResponse,
  routeRequest,
  withIdempotencyKey,
  type QueueRequestMessage,
} from './requests';
import { notificationUrl, orderNotification, parsePushMessage, pickAppWindow } from './push';

/** The parts of the service worker global scope used here (the DOM typings lack them). */
type ExtendableEvent = Event & { waitUntil(promise: Promise<unknown>): void };
type FetchEvent = ExtendableEvent & {
  request: Request;
  clientId: string;
  respondWith(response: Promise<Response>): void;
};
type PushEvent = ExtendableEvent & { data: { text(): string } | null };
type NotificationEvent = ExtendableEvent & { notification: Notification };
type WindowClient = {
  url: string;
  focused: boolean;
  visibilityState: string;
  postMessage(message: unknown): void;
  focus(): Promise<WindowClient>;
  navigate(url: string): Promise<WindowClient | null>;
};
type ServiceWorkerScope = {
  __WB_MANIFEST: (PrecacheEntry | string)[];
  location: Location;
  registration: {
    showNotification(title: string, options: NotificationOptions): Promise<void>;
  };
  clients: {
    get(id: string): Promise<WindowClient | undefined>;
    matchAll(options: { type: 'window'; includeUncontrolled?: boolean }): Promise<WindowClient[]>;
    openWindow(url: string): Promise<WindowClient | null>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEvent) => void): void;
};

// Workbox finds `self.__WB_MANIFEST` literally in this file and puts the precache list there
declare const self: ServiceWorkerScope;

void self.skipWaiting();
clientsClaim();

// before Workbox's own listener, so a page load never reaches the cache-first precache route
self.addEventListener('fetch', (event) => {
  const route = routeRequest(event.request, self.location.origin);
  if (route === 'navigation') event.respondWith(answerNavigation(event.request));
  else if (route === 'rescued-write') event.respondWith(answerWrite(event));
});

self.addEventListener('push', (event) => {
  const message = event.data ? parsePushMessage(event.data.text()) : null;
  if (!message) return;
  const { title, options } = orderNotification(message);
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openInApp(notificationUrl(event.notification.data, self.location.origin)));
});

cleanupOutdatedCaches();
// page loads are answered above; Workbox serves only the precached files themselves (no
// '/' -> index.html or '/x' -> x.html matching, which would answer page loads cache-first)
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });

async function answerNavigation(request: Request): Promise<Response> {
  const network = fetch(request);
  const timeOut = new Promise<undefined>((resolve) =>
    setTimeout(() => resolve(undefined), NAVIGATION_TIMEOUT_MS),
  );
  const answer = await Promise.race([network, timeOut]).catch(() => undefined);
  if (answer && !needsAppShell(answer)) return answer;
  const shell = await matchPrecache(APP_SHELL_URL);
  // nothing precached yet (first visit): the network's own answer or error
  return shell ?? network;
}

async function answerWrite(event: FetchEvent): Promise<Response> {
  const request = withIdempotencyKey(event.request);
  const copy = request.clone();
  try {
    return await fetch(request);
  } catch {
    const message = queueRequestMessage(crypto.randomUUID(), copy, await copy.text());
    await postToPage(event.clientId, message);
    return queuedResponse(message.request.id);
  }
}

/** Offline mode point 3: to the page that sent the write, or to every open page. */
async function postToPage(clientId: string, message: QueueRequestMessage): Promise<void> {
  const sender = clientId ? await self.clients.get(clientId) : undefined;
  const receivers = sender ? [sender] : await self.clients.matchAll({ type: 'window' });
  for (const client of receivers) client.postMessage(message);
}

/** An open app window is brought forward and sent to the order, else a new one opens there. */
async function openInApp(url: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = pickAppWindow(windows, self.location.origin);
  if (open) {
    const focused = await open.focus();
    // navigate() refuses a window this worker does not control: that one keeps its page
    if (new URL(focused.url).href !== url) await focused.navigate(url).catch(() => null);
    return;
  }
  await self.clients.openWindow(url);
}
