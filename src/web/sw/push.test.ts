import { describe, expect, it } from 'vitest';
import {
  NOTIFICATION_ICON,
  notificationUrl,
  orderNotification,
  parsePushMessage,
  pickAppWindow,
  VIBRATION_BY_STATUS,
} from './push';

const ORIGIN = 'https://curtaincall.example';

const push = (fields: Record<string, unknown>) =>
  JSON.stringify({
    type: 'order_status',
    orderId: 42,
    status: 'ready',
    title: 'Your order is ready!',
    body: 'Show code 4821 at Taco Truck (Gate B).',
    pickupCode: '4821',
    ...fields,
  });

describe('parsePushMessage', () => {
  it('reads an order status push', () => {
    expect(parsePushMessage(push({}))).toEqual({
      type: 'order_status',
      orderId: 42,
      status: 'ready',
      title: 'Your order is ready!',
      body: 'Show code 4821 at Taco Truck (Gate B).',
      pickupCode: '4821',
    });
  });

  it.each([
    ['not JSON', 'hello'],
    ['another type', push({ type: 'chat' })],
    ['no order id', push({ orderId: undefined })],
    ['a fractional order id', push({ orderId: 1.5 })],
    ['an unknown status', push({ status: 'teleported' })],
    ['a title that is not text', push({ title: 7 })],
    ['a pickup code that is not text', push({ pickupCode: 4821 })],
    ['null', 'null'],
  ])('ignores %s', (_name, text) => {
    expect(parsePushMessage(text)).toBeNull();
  });
});

describe('orderNotification', () => {
  it('shows a ready order with its code, one notification per order, alerting again', () => {
    const message = parsePushMessage(push({}))!;
    expect(orderNotification(message)).toEqual({
      title: 'Your order is ready!',
      options: {
        body: 'Order #42: Show code 4821 at Taco Truck (Gate B).',
        tag: 'order-42',
        renotify: true,
        icon: NOTIFICATION_ICON,
        vibrate: VIBRATION_BY_STATUS.ready,
        data: { orderId: 42, status: 'ready', url: '/orders/42/hatch' },
      },
    });
  });

  it('adds the order number and the pickup code when the body leaves them out', () => {
    const message = parsePushMessage(push({ body: 'Come to Taco Truck.' }))!;
    expect(orderNotification(message).options.body).toBe(
      'Order #42: Come to Taco Truck. Pickup code: 4821.',
    );
  });

  it('gives ready, delayed and cancelled each their own vibration, and opens the orders', () => {
    const delayed = orderNotification(
      parsePushMessage(
        push({ status: 'delayed', pickupCode: undefined, body: 'Order #42 late.' }),
      )!,
    );
    const cancelled = orderNotification(
      parsePushMessage(push({ status: 'cancelled', pickupCode: undefined }))!,
    );
    const patterns = [
      VIBRATION_BY_STATUS.ready,
      delayed.options.vibrate,
      cancelled.options.vibrate,
    ];
    expect(new Set(patterns.map((pattern) => JSON.stringify(pattern))).size).toBe(3);
    expect(delayed.options.body).toBe('Order #42 late.');
    expect(delayed.options.data).toEqual({ orderId: 42, status: 'delayed', url: '/orders' });
    expect(cancelled.options.tag).toBe('order-42');
  });
});

describe('notificationUrl', () => {
  it('opens the path the notification carries, on this app', () => {
    expect(notificationUrl({ url: '/orders/42/hatch' }, ORIGIN)).toBe(`${ORIGIN}/orders/42/hatch`);
  });

  it('never leaves the app, and falls back to the orders', () => {
    expect(notificationUrl({ url: 'https://elsewhere.example/x' }, ORIGIN)).toBe(
      `${ORIGIN}/orders`,
    );
    expect(notificationUrl(null, ORIGIN)).toBe(`${ORIGIN}/orders`);
  });
});

describe('pickAppWindow', () => {
  const window = (url: string, extra: Record<string, unknown> = {}) => ({ url, ...extra });

  it('prefers the focused app window, then a visible one, then any', () => {
    const hidden = window(`${ORIGIN}/search`, { visibilityState: 'hidden' });
    const visible = window(`${ORIGIN}/`, { visibilityState: 'visible' });
    const focused = window(`${ORIGIN}/orders`, { focused: true });
    expect(pickAppWindow([hidden, visible, focused], ORIGIN)).toBe(focused);
    expect(pickAppWindow([hidden, visible], ORIGIN)).toBe(visible);
    expect(pickAppWindow([hidden], ORIGIN)).toBe(hidden);
  });

  it('ignores windows of other sites and answers null when none is open', () => {
    expect(pickAppWindow([window('https://elsewhere.example/', { focused: true })], ORIGIN)).toBe(
      null,
    );
    expect(pickAppWindow([], ORIGIN)).toBeNull();
  });
});
