import { QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../api';
import {
  dispatchServerMessage,
  dispatchSocketOpen,
  onServerMessage,
  onSocketOpen,
  refreshChanged,
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

describe('refreshChanged: what a live message does to cached reads', () => {
  /**
   * A watched query whose first load is in flight: each fetch waits until the test releases it
   * with its answer (`releases[n]` for the n-th fetch).
   */
  async function boardLoading() {
    const client = createQueryClient();
    const releases: ((value: string) => void)[] = [];
    const queryFn = vi.fn(
      () =>
        new Promise<string>((resolve) => {
          releases.push(resolve);
        }),
    );
    const observer = new QueryObserver(client, { queryKey: ['board'], queryFn });
    unregister.push(observer.subscribe(() => undefined));
    await vi.waitFor(() => expect(queryFn).toHaveBeenCalledTimes(1));
    return { client, queryFn, releases, data: () => client.getQueryData<string>(['board']) };
  }

  it('fetches a first load in flight again once it settles: it may predate the change', async () => {
    const board = await boardLoading();
    const refreshed = refreshChanged(board.client, { queryKey: ['board'] });
    board.releases[0]?.('read before the order fired');
    await vi.waitFor(() => expect(board.queryFn).toHaveBeenCalledTimes(2));
    board.releases[1]?.('read after');
    await refreshed;
    expect(board.data()).toBe('read after');
  });

  it('fetches a query that has data once, as an invalidation does', async () => {
    const board = await boardLoading();
    board.releases[0]?.('first');
    await vi.waitFor(() => expect(board.data()).toBe('first'));
    const refreshed = refreshChanged(board.client, { queryKey: ['board'] });
    await vi.waitFor(() => expect(board.queryFn).toHaveBeenCalledTimes(2));
    board.releases[1]?.('second');
    await refreshed;
    expect(board.data()).toBe('second');
    expect(board.queryFn).toHaveBeenCalledTimes(2);
  });

  it('leaves queries the filters do not name alone', async () => {
    const board = await boardLoading();
    const refreshed = refreshChanged(board.client, { queryKey: ['menu'] });
    board.releases[0]?.('first');
    await refreshed;
    await vi.waitFor(() => expect(board.data()).toBe('first'));
    expect(board.queryFn).toHaveBeenCalledTimes(1);
  });
});
