// A browser with Web Push for component tests: jsdom has no service worker, PushManager or
// Notification. The push service's answer and the person's answer to the prompt are scripted.
import { vi } from 'vitest';

/** A base64url P-256 key and secret the server's schema accepts. */
export const PUBLIC_KEY = `B${'A'.repeat(86)}`;
export const ENDPOINT = 'https://push.example.net/send/device-1';
export const SUBSCRIPTION_JSON = {
  endpoint: ENDPOINT,
  expirationTime: null,
  keys: { p256dh: `B${'C'.repeat(86)}`, auth: 'D'.repeat(22) },
};

type FakeOptions = {
  permission?: NotificationPermission;
  /** What the prompt answers when asked. */
  answer?: NotificationPermission;
  /** subscribe() fails this many times before it works. */
  failSubscribe?: number;
  /** No service worker registered. */
  noWorker?: boolean;
};

export function fakePushBrowser({
  permission = 'default',
  answer = 'granted',
  failSubscribe = 0,
  noWorker = false,
}: FakeOptions = {}) {
  let current: PushSubscription | null = null;
  let failuresLeft = failSubscribe;
  const makeSubscription = (key: Uint8Array) =>
    ({
      endpoint: ENDPOINT,
      options: { applicationServerKey: key.buffer, userVisibleOnly: true },
      toJSON: () => SUBSCRIPTION_JSON,
      unsubscribe: vi.fn(async () => {
        current = null;
        return true;
      }),
    }) as unknown as PushSubscription;
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async ({ applicationServerKey }: { applicationServerKey: Uint8Array }) => {
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        throw new DOMException('Registration failed - push service error', 'AbortError');
      }
      current = makeSubscription(applicationServerKey);
      return current;
    }),
  };
  const notification = {
    permission,
    requestPermission: vi.fn(async () => {
      notification.permission = answer;
      return answer;
    }),
  };
  vi.stubGlobal('Notification', notification);
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: vi.fn(async () => (noWorker ? undefined : { pushManager })) },
  });
  return {
    pushManager,
    notification,
    get subscription() {
      return current;
    },
  };
}

/** Takes the fake away again (vi.unstubAllGlobals does not reach navigator's own property). */
export function removeFakePushBrowser() {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
}
