import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/web-harness';
import {
  base64UrlToBytes,
  isIosBrowserTab,
  readPushState,
  subscribeThisDevice,
  unsubscribeThisDevice,
} from './push-device';
import {
  ENDPOINT,
  fakePushBrowser,
  PUBLIC_KEY,
  removeFakePushBrowser,
  SUBSCRIPTION_JSON,
} from './fake-push-browser.test-support';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const ios = {
  userAgent: IPHONE,
  platform: 'iPhone',
  maxTouchPoints: 5,
  isDisplayStandalone: false,
};

const pushRoutes = () =>
  mockApi({
    'GET /api/push/public-key': { body: { publicKey: PUBLIC_KEY } },
    'POST /api/push/subscriptions': { status: 201, body: { endpoint: ENDPOINT } },
    'DELETE /api/push/subscriptions': { status: 204 },
  });

afterEach(() => {
  removeFakePushBrowser();
  localStorage.clear();
});

describe('isIosBrowserTab', () => {
  it('is true for iPhone and iPad Safari tabs, not for the installed app', () => {
    expect(isIosBrowserTab(ios)).toBe(true);
    expect(
      isIosBrowserTab({ ...ios, userAgent: 'Mozilla/5.0 (Macintosh)', platform: 'MacIntel' }),
    ).toBe(true);
    expect(isIosBrowserTab({ ...ios, standalone: true })).toBe(false);
    expect(isIosBrowserTab({ ...ios, isDisplayStandalone: true })).toBe(false);
  });

  it('is false on Android and desktops', () => {
    expect(
      isIosBrowserTab({ ...ios, userAgent: 'Mozilla/5.0 (Linux; Android 14)', platform: 'Linux' }),
    ).toBe(false);
    expect(
      isIosBrowserTab({
        ...ios,
        userAgent: 'Mozilla/5.0 (Macintosh)',
        platform: 'MacIntel',
        maxTouchPoints: 0,
      }),
    ).toBe(false);
  });
});

describe('base64UrlToBytes', () => {
  it('reads base64url without padding', () => {
    expect([...base64UrlToBytes('-_8')]).toEqual([0xfb, 0xff]);
    expect(base64UrlToBytes(PUBLIC_KEY)).toHaveLength(65);
  });
});

describe('readPushState', () => {
  it('is unsupported without PushManager', async () => {
    expect(await readPushState()).toBe('unsupported');
  });

  it('is blocked when the person refused, off before asking', async () => {
    fakePushBrowser({ permission: 'denied' });
    expect(await readPushState()).toBe('blocked');
    removeFakePushBrowser();
    fakePushBrowser({ permission: 'default' });
    expect(await readPushState()).toBe('off');
  });
});

describe('subscribeThisDevice', () => {
  it('asks, subscribes with the server key, saves the subscription, and is on', async () => {
    const browser = fakePushBrowser();
    const api = pushRoutes();
    await subscribeThisDevice();
    expect(browser.notification.requestPermission).toHaveBeenCalledOnce();
    const [options] = browser.pushManager.subscribe.mock.calls[0]!;
    expect(options.applicationServerKey).toEqual(base64UrlToBytes(PUBLIC_KEY));
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual(SUBSCRIPTION_JSON);
    expect(await readPushState()).toBe('on');
  });

  it('says the browser blocks notifications when the person refuses', async () => {
    fakePushBrowser({ answer: 'denied' });
    const api = pushRoutes();
    await expect(subscribeThisDevice()).rejects.toThrow('Notifications are blocked in the browser');
    expect(api.calls).toHaveLength(0);
    expect(await readPushState()).toBe('blocked');
  });

  it('fails with a reason when the push service refuses, and works on the next try', async () => {
    const browser = fakePushBrowser({ failSubscribe: 1 });
    pushRoutes();
    await expect(subscribeThisDevice()).rejects.toThrow();
    expect(await readPushState()).toBe('off');
    await subscribeThisDevice();
    expect(browser.pushManager.subscribe).toHaveBeenCalledTimes(2);
    expect(await readPushState()).toBe('on');
  });

  it('says so when no service worker is registered', async () => {
    fakePushBrowser({ noWorker: true });
    pushRoutes();
    await expect(subscribeThisDevice()).rejects.toThrow(/Reload the page/);
  });
});

describe('unsubscribeThisDevice', () => {
  it('forgets the device on the server, then ends the browser subscription', async () => {
    const browser = fakePushBrowser();
    const api = pushRoutes();
    await subscribeThisDevice();
    const { unsubscribe } = browser.subscription as unknown as { unsubscribe: () => unknown };
    await unsubscribeThisDevice();
    expect(api.calls.find((call) => call.method === 'DELETE')?.body).toEqual({
      endpoint: ENDPOINT,
    });
    expect(unsubscribe).toHaveBeenCalledOnce();
    expect(await readPushState()).toBe('off');
  });

  it('keeps the subscription when the server could not be told', async () => {
    const browser = fakePushBrowser();
    pushRoutes();
    await subscribeThisDevice();
    mockApi({ 'DELETE /api/push/subscriptions': { status: 500, body: { message: 'Down' } } });
    await expect(unsubscribeThisDevice()).rejects.toThrow();
    expect(browser.subscription).not.toBeNull();
    expect(await readPushState()).toBe('on');
  });
});
