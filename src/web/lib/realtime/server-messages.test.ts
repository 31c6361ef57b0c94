import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../api';
import {
  dispatchServerMessage,
  dispatchSocketOpen,
  onServerMessage,
  onSocketOpen,
  type ServerMessageContext,
} from './server-messages';

const context: ServerMessageContext = {
  client: createQueryClient(),
  userRole: 'user',
  send: () => true,
};
const unregister: (() => void)[] = [];
afterEach(() => unregister.splice(0).forEach((off) => off()));

describe('server message dispatch (customer spec 7)', () => {
  it('hands a message to every handler of its type, and to no other', () => {
    const updates = vi.fn();
    const alsoUpdates = vi.fn();
    const notifications = vi.fn();
    unregister.push(
      onServerMessage('order_update', updates),
      onServerMessage('order_update', alsoUpdates),
      onServerMessage('notification', notifications),
    );
    const message = {
      type: 'order_update',
      data: { orderId: 4, vendorId: 1, userId: 7, status: 'ready', paymentStatus: 'paid' },
    };
    dispatchServerMessage(message, context);
    expect(updates).toHaveBeenCalledWith(message, context);
    expect(alsoUpdates).toHaveBeenCalledWith(message, context);
    expect(notifications).not.toHaveBeenCalled();
  });

  it('stops calling a handler once it is unregistered', () => {
    const handler = vi.fn();
    const off = onServerMessage('vendor_update', handler);
    off();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    dispatchServerMessage({ type: 'vendor_update' }, context);
    expect(handler).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('warns about an unknown type and stays quiet for protocol replies', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    dispatchServerMessage({ type: 'pong' }, context);
    dispatchServerMessage({ type: 'subscribed' }, context);
    expect(warn).not.toHaveBeenCalled();
    dispatchServerMessage({ type: 'mystery' }, context);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('unknown type'), 'mystery');
    warn.mockRestore();
  });

  it('tells open handlers whether the socket re-connected', () => {
    const handler = vi.fn();
    unregister.push(onSocketOpen(handler));
    dispatchSocketOpen({ reconnect: true }, context);
    expect(handler).toHaveBeenCalledWith({ reconnect: true }, context);
  });
});
