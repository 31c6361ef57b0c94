import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '../../../test/web-harness';
import { PaymentSuccess, REDIRECT_AFTER_PAYMENT_MS } from '../checkout/checkout-states';
import {
  ENDPOINT,
  fakePushBrowser,
  PUBLIC_KEY,
  removeFakePushBrowser,
} from './fake-push-browser.test-support';
import { BUZZ_ME_LABEL } from './push-opt-in';
import { readPreferences } from '../profile/preferences';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

function pushApi({ failPost = 0 } = {}) {
  let failuresLeft = failPost;
  return mockApi({
    'GET /api/push/public-key': { body: { publicKey: PUBLIC_KEY } },
    'POST /api/push/subscriptions': () => {
      if (failuresLeft-- > 0) return { status: 503, body: { message: 'Try again shortly.' } };
      return { status: 201, body: { endpoint: ENDPOINT } };
    },
  });
}

const renderSuccess = () =>
  renderWithProviders(<PaymentSuccess orderId={42} title="Payment Successful" />, {
    path: '/checkout',
  });

afterEach(() => {
  removeFakePushBrowser();
  localStorage.clear();
  vi.useRealTimers();
});

describe('[customer] the buzz offer after a payment', () => {
  it('subscribes this device on a tap, once, says so and keeps the screen', async () => {
    localStorage.setItem('CurtainCall.preferences', JSON.stringify({ pushNotifications: false }));
    const browser = fakePushBrowser();
    const api = pushApi();
    const view = renderSuccess();
    const button = await screen.findByRole('button', { name: BUZZ_ME_LABEL });
    expect(browser.notification.requestPermission).not.toHaveBeenCalled();
    await view.user.dblClick(button);
    const status = await screen.findByText("We'll buzz this device when order #42 is ready.");
    expect(document.activeElement).toBe(status.closest('[tabindex]'));
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    expect(browser.pushManager.subscribe).toHaveBeenCalledOnce();
    expect(screen.getByText('Order #42 is in.')).toBeTruthy();
    expect(readPreferences().pushNotifications).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, REDIRECT_AFTER_PAYMENT_MS + 200));
    expect(view.location.history.at(-1)).toBe('/checkout');
  });

  it('still redirects after 2 s when the offer is left alone', async () => {
    fakePushBrowser();
    pushApi();
    const view = renderSuccess();
    await screen.findByRole('button', { name: BUZZ_ME_LABEL });
    await waitFor(() => expect(view.location.history.at(-1)).toBe('/orders'), {
      timeout: REDIRECT_AFTER_PAYMENT_MS + 1000,
    });
  });

  it('says why a subscribe failed and works on the next tap', async () => {
    fakePushBrowser();
    pushApi({ failPost: 1 });
    const view = renderSuccess();
    await view.user.click(await screen.findByRole('button', { name: BUZZ_ME_LABEL }));
    expect((await screen.findByRole('alert')).textContent).toContain('Try again shortly.');
    await view.user.click(screen.getByRole('button', { name: BUZZ_ME_LABEL }));
    expect(await screen.findByText(/We'll buzz this device/)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('explains how to unblock when the browser blocks notifications', async () => {
    fakePushBrowser({ answer: 'denied' });
    const api = pushApi();
    const view = renderSuccess();
    await view.user.click(await screen.findByRole('button', { name: BUZZ_ME_LABEL }));
    expect(await screen.findByText('Notifications are blocked in the browser')).toBeTruthy();
    expect(screen.getByText(/open this site's settings/)).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it("shows the Home Screen guide on an iPhone's Safari instead of the button", async () => {
    const agent = vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE_SAFARI);
    try {
      const view = renderSuccess();
      expect(
        await screen.findByRole('heading', { name: 'Get a buzz on your iPhone' }),
      ).toBeTruthy();
      expect(screen.getByText('Add to Home Screen')).toBeTruthy();
      expect(screen.queryByRole('button', { name: BUZZ_ME_LABEL })).toBeNull();
      // steps to read: the screen waits for the person instead of moving on after 2 s
      await new Promise((resolve) => setTimeout(resolve, REDIRECT_AFTER_PAYMENT_MS + 200));
      expect(view.location.history.at(-1)).toBe('/checkout');
    } finally {
      agent.mockRestore();
    }
  });

  it('offers nothing where the browser has no push', async () => {
    const view = renderSuccess();
    await waitFor(() => expect(view.location.history.at(-1)).toBe('/orders'), {
      timeout: REDIRECT_AFTER_PAYMENT_MS + 1000,
    });
    expect(screen.queryByRole('region', { name: 'Order notifications' })).toBeNull();
  });
});
