// This device's Web Push subscription: whether the browser can have one, asking for it (only ever
// from a person's tap), saving it on the server, and ending it. The server's routes: docs/api.md
// "Web Push".
import { apiJson, apiRequest, UserFacingError } from '../../lib/api';
import { readJson, storageKey, writeJson } from '../../lib/storage';

/** What this device can do about pushes now. */
export type PushState =
  /** no service worker, PushManager or Notification here */
  | 'unsupported'
  /** iPhone or iPad Safari in a tab: Web Push only works once added to the Home Screen */
  | 'ios-install'
  /** the person refused notifications for this site; only the browser's settings undo it */
  | 'blocked'
  | 'off'
  | 'on';

export const BLOCKED_MESSAGE = 'Notifications are blocked in the browser';
export const DISMISSED_MESSAGE = 'Allow notifications when the browser asks, to get a buzz.';
export const NO_WORKER_MESSAGE =
  'CurtainCall is still setting up on this device. Reload the page and try again.';

// the endpoint this device saved on the server for the signed-in person; logout clears storage
// and the server's copy together, so the two agree on whether this device is subscribed
const SAVED_ENDPOINT_KEY = storageKey('pushEndpoint');

export class PushBlockedError extends UserFacingError {
  constructor() {
    super(BLOCKED_MESSAGE);
  }
}

type BrowserFacts = {
  userAgent: string;
  platform: string;
  maxTouchPoints: number;
  standalone?: boolean;
  isDisplayStandalone: boolean;
};

function browserFacts(): BrowserFacts {
  const nav = navigator as Navigator & { standalone?: boolean };
  return {
    userAgent: nav.userAgent,
    platform: nav.platform,
    maxTouchPoints: nav.maxTouchPoints,
    standalone: nav.standalone,
    isDisplayStandalone: window.matchMedia?.('(display-mode: standalone)').matches ?? false,
  };
}

/** iPhone or iPad (iPadOS says it is a Mac, with a touch screen) in a browser tab. */
export function isIosBrowserTab(facts: BrowserFacts = browserFacts()): boolean {
  const isIos =
    /iPhone|iPad|iPod/.test(facts.userAgent) ||
    (facts.platform === 'MacIntel' && facts.maxTouchPoints > 1);
  return isIos && facts.standalone !== true && !facts.isDisplayStandalone;
}

export function isPushSupported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

async function registration(): Promise<ServiceWorkerRegistration> {
  const found = await navigator.serviceWorker.getRegistration();
  if (!found) throw new UserFacingError(NO_WORKER_MESSAGE);
  return found;
}

async function browserSubscription(): Promise<PushSubscription | null> {
  const found = await navigator.serviceWorker.getRegistration();
  return found ? found.pushManager.getSubscription() : null;
}

/** Whether pushes can reach this device for the signed-in person, as far as it can tell. */
export async function readPushState(): Promise<PushState> {
  if (isIosBrowserTab()) return 'ios-install';
  if (!isPushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  if (Notification.permission !== 'granted') return 'off';
  const subscription = await browserSubscription();
  const saved = readJson<string | null>(SAVED_ENDPOINT_KEY, null);
  return subscription && subscription.endpoint === saved ? 'on' : 'off';
}

/** The VAPID key as bytes, from its base64url text. */
export function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
}

const sameBytes = (a: ArrayBuffer | null, b: Uint8Array) =>
  a !== null && a.byteLength === b.byteLength && new Uint8Array(a).every((x, i) => x === b[i]);

/**
 * Asks for permission (the caller is a tap), subscribes this browser with the server's key and
 * saves the subscription on the server. A subscription made for another key is replaced.
 */
export async function subscribeThisDevice(): Promise<void> {
  const permission =
    Notification.permission === 'default'
      ? await Notification.requestPermission()
      : Notification.permission;
  if (permission === 'denied') throw new PushBlockedError();
  if (permission !== 'granted') throw new UserFacingError(DISMISSED_MESSAGE);
  const worker = await registration();
  const { publicKey } = await apiJson<{ publicKey: string }>('GET', '/api/push/public-key');
  const applicationServerKey = base64UrlToBytes(publicKey);
  let subscription = await worker.pushManager.getSubscription();
  if (subscription && !sameBytes(subscription.options.applicationServerKey, applicationServerKey)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await worker.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey,
  });
  await apiRequest('POST', '/api/push/subscriptions', subscription.toJSON());
  writeJson(SAVED_ENDPOINT_KEY, subscription.endpoint);
}

/** Forgets this device on the server, then ends the browser's subscription. */
export async function unsubscribeThisDevice(): Promise<void> {
  const subscription = await browserSubscription();
  if (subscription) {
    await apiRequest('DELETE', '/api/push/subscriptions', { endpoint: subscription.endpoint });
    await subscription.unsubscribe();
  }
  localStorage.removeItem(SAVED_ENDPOINT_KEY);
}
