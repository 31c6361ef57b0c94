import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders } from '../../../test/web-harness';
import { readPreferences, usePreferences } from '../profile/preferences';
import {
  ENDPOINT,
  fakePushBrowser,
  PUBLIC_KEY,
  removeFakePushBrowser,
} from './fake-push-browser.test-support';
import { PushNotificationsSetting } from './push-settings';

function Setting() {
  const [preferences, setPreferences] = usePreferences();
  return (
    <PushNotificationsSetting
      checked={preferences.pushNotifications}
      onCheckedChange={(checked) => setPreferences({ pushNotifications: checked })}
    />
  );
}

const pushApi = () =>
  mockApi({
    'GET /api/push/public-key': { body: { publicKey: PUBLIC_KEY } },
    'POST /api/push/subscriptions': { status: 201, body: { endpoint: ENDPOINT } },
    'DELETE /api/push/subscriptions': { status: 204 },
  });

const pushSwitch = () => screen.getByRole('switch', { name: 'Push Notifications' });
const isOn = () => pushSwitch().getAttribute('aria-checked') === 'true';

afterEach(() => {
  removeFakePushBrowser();
  localStorage.clear();
});

describe('[customer] the Push Notifications switch', () => {
  it('turning it on subscribes this device (asking then); off unsubscribes it', async () => {
    localStorage.setItem('CurtainCall.preferences', JSON.stringify({ pushNotifications: false }));
    const browser = fakePushBrowser();
    const api = pushApi();
    const view = renderWithProviders(<Setting />);
    await screen.findByText('Push Notifications');
    expect(browser.notification.requestPermission).not.toHaveBeenCalled();
    await view.user.click(pushSwitch());
    expect(await screen.findByText('On for this device, also with the app closed.')).toBeTruthy();
    expect(isOn()).toBe(true);
    expect(browser.notification.requestPermission).toHaveBeenCalledOnce();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    expect(readPreferences().pushNotifications).toBe(true);

    await view.user.click(pushSwitch());
    await waitFor(() => expect(isOn()).toBe(false));
    expect(api.calls.find((call) => call.method === 'DELETE')?.body).toEqual({
      endpoint: ENDPOINT,
    });
    expect(browser.subscription).toBeNull();
    // in-app toasts follow the same setting (notifications/realtime.ts)
    expect(readPreferences().pushNotifications).toBe(false);
  });

  it('offers to set up this device when the setting is on but the device is not', async () => {
    fakePushBrowser();
    pushApi();
    const view = renderWithProviders(<Setting />);
    const setUp = await screen.findByRole('button', { name: 'Turn on for this device' });
    expect(isOn()).toBe(true);
    await view.user.click(setUp);
    const status = await screen.findByText('On for this device, also with the app closed.');
    expect(document.activeElement).toBe(status.closest('[tabindex]'));
  });

  it('stays on and says why when this device could not be turned off', async () => {
    fakePushBrowser({ permission: 'granted' });
    pushApi();
    const view = renderWithProviders(<Setting />);
    await view.user.click(await screen.findByRole('button', { name: 'Turn on for this device' }));
    await screen.findByText('On for this device, also with the app closed.');
    mockApi({ 'DELETE /api/push/subscriptions': { status: 503, body: { message: 'Down.' } } });
    await view.user.click(pushSwitch());
    expect((await screen.findByRole('alert')).textContent).toContain('Down.');
    expect(isOn()).toBe(true);
    expect(readPreferences().pushNotifications).toBe(true);
  });

  it('shows a blocked browser and how to unblock it; the setting still lets toasts show', async () => {
    fakePushBrowser({ permission: 'denied' });
    pushApi();
    renderWithProviders(<Setting />);
    expect(await screen.findByText('Notifications are blocked in the browser')).toBeTruthy();
    expect(screen.getByText(/open this site's settings/)).toBeTruthy();
    expect(isOn()).toBe(true);
    expect(screen.queryByRole('button', { name: 'Turn on for this device' })).toBeNull();
  });

  it('without push in the browser, is only the in-app setting', async () => {
    const view = renderWithProviders(<Setting />);
    expect(
      await screen.findByText('This browser shows them only while CurtainCall is open.'),
    ).toBeTruthy();
    await view.user.click(pushSwitch());
    expect(isOn()).toBe(false);
    expect(readPreferences().pushNotifications).toBe(false);
  });
});
