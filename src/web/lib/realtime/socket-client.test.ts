import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket } from './fake-web-socket.test-support';
import {
  NotificationSocket,
  notificationSocketUrl,
  type NotificationSocketOptions,
  type SocketStatus,
} from './socket-client';

function makeSocket(
  options: Pick<NotificationSocketOptions, 'onAuthLost' | 'isStillSignedIn'> = {},
) {
  const messages: unknown[] = [];
  const statuses: SocketStatus[] = [];
  const opens: boolean[] = [];
  const client = new NotificationSocket({
    url: 'ws://localhost/ws/notifications',
    identity: { userId: 7, userRole: 'user' },
    onMessage: (message) => messages.push(message),
    onStatus: (status) => statuses.push(status),
    onOpen: ({ reconnect }) => opens.push(reconnect),
    ...options,
  });
  return { client, messages, statuses, opens };
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeWebSocket.reset();
  vi.stubGlobal('WebSocket', FakeWebSocket);
});

describe('notificationSocketUrl', () => {
  it('uses wss on https and ws on http', () => {
    expect(notificationSocketUrl({ protocol: 'https:', host: 'cc.test' })).toBe(
      'wss://cc.test/ws/notifications',
    );
    expect(notificationSocketUrl({ protocol: 'http:', host: 'localhost:3000' })).toBe(
      'ws://localhost:3000/ws/notifications',
    );
  });
});

describe('NotificationSocket', () => {
  it('authenticates on open and reports the status', () => {
    const { client, statuses, opens } = makeSocket();
    client.connect();
    expect(statuses).toEqual(['connecting']);
    FakeWebSocket.latest().open();
    expect(FakeWebSocket.latest().sent).toEqual([
      { type: 'authenticate', userId: 7, userRole: 'user' },
    ]);
    expect(statuses).toEqual(['connecting', 'open']);
    expect(opens).toEqual([false]);
    client.dispose();
  });

  it('pings every 120 s while open', () => {
    const { client } = makeSocket();
    client.connect();
    const socket = FakeWebSocket.latest();
    socket.open();
    vi.advanceTimersByTime(119_999);
    expect(socket.sent).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(socket.sent[1]).toEqual({ type: 'ping', userId: 7 });
    vi.advanceTimersByTime(120_000);
    expect(
      socket.sent.filter((message) => (message as { type: string }).type === 'ping'),
    ).toHaveLength(2);
    client.dispose();
  });

  it('reconnects 3 s after a close with a code other than 1000, flagging the re-connect', () => {
    const { client, statuses, opens } = makeSocket();
    client.connect();
    FakeWebSocket.latest().open();
    FakeWebSocket.latest().drop(1006);
    expect(statuses.at(-1)).toBe('closed');
    vi.advanceTimersByTime(2999);
    expect(FakeWebSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeWebSocket.instances).toHaveLength(2);
    FakeWebSocket.latest().open();
    expect(opens).toEqual([false, true]);
    // no pings from the dead socket
    vi.advanceTimersByTime(120_000);
    expect(FakeWebSocket.instances[0]?.sent).toHaveLength(1);
    client.dispose();
  });

  it('keeps retrying every 3 s when the connection never opens', () => {
    const { client } = makeSocket();
    client.connect();
    FakeWebSocket.latest().drop(1006);
    vi.advanceTimersByTime(3000);
    FakeWebSocket.latest().drop(1006);
    vi.advanceTimersByTime(3000);
    expect(FakeWebSocket.instances).toHaveLength(3);
    client.dispose();
  });

  it.each([4401, 4403])(
    'stops reconnecting after %i and reports the lost authentication',
    (code) => {
      const onAuthLost = vi.fn();
      const { client, statuses } = makeSocket({ onAuthLost });
      client.connect();
      FakeWebSocket.latest().open();
      FakeWebSocket.latest().drop(code);
      expect(statuses.at(-1)).toBe('closed');
      expect(onAuthLost).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(60_000);
      expect(FakeWebSocket.instances).toHaveLength(1);
      client.dispose();
    },
  );

  it('stops when the server refuses the upgrade because the session is gone', async () => {
    const isStillSignedIn = vi.fn(async () => false);
    const { client, statuses } = makeSocket({ isStillSignedIn });
    client.connect();
    // a browser reports a refused (401) upgrade as a close without any open
    FakeWebSocket.latest().drop(1006);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(isStillSignedIn).toHaveBeenCalledTimes(1);
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(statuses.at(-1)).toBe('closed');
    client.dispose();
  });

  it('retries a connection that never opened while still signed in, or when that cannot be checked', async () => {
    const isStillSignedIn = vi
      .fn<() => Promise<boolean>>()
      .mockResolvedValueOnce(true)
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { client } = makeSocket({ isStillSignedIn });
    client.connect();
    FakeWebSocket.latest().drop(1006);
    await vi.advanceTimersByTimeAsync(3000);
    expect(FakeWebSocket.instances).toHaveLength(2);
    FakeWebSocket.latest().drop(1006);
    await vi.advanceTimersByTimeAsync(3000);
    expect(FakeWebSocket.instances).toHaveLength(3);
    expect(isStillSignedIn).toHaveBeenCalledTimes(2);
    client.dispose();
  });

  it('does not check the session after a drop of an open connection', () => {
    const isStillSignedIn = vi.fn(async () => false);
    const { client } = makeSocket({ isStillSignedIn });
    client.connect();
    FakeWebSocket.latest().open();
    FakeWebSocket.latest().drop(1006);
    vi.advanceTimersByTime(3000);
    expect(isStillSignedIn).not.toHaveBeenCalled();
    expect(FakeWebSocket.instances).toHaveLength(2);
    client.dispose();
  });

  it('does not reconnect after a normal close (1000)', () => {
    const { client } = makeSocket();
    client.connect();
    FakeWebSocket.latest().open();
    FakeWebSocket.latest().drop(1000);
    vi.advanceTimersByTime(60_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
    client.dispose();
  });

  it('passes parsed messages on and warns about unreadable ones', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { client, messages } = makeSocket();
    client.connect();
    FakeWebSocket.latest().open();
    FakeWebSocket.latest().receive({ type: 'pong', timestamp: 'now' });
    FakeWebSocket.latest().receive('not json');
    expect(messages).toEqual([{ type: 'pong', timestamp: 'now' }]);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
    client.dispose();
  });

  it('dispose closes with 1000, stops pinging and never reconnects', () => {
    const { client, statuses } = makeSocket();
    client.connect();
    const socket = FakeWebSocket.latest();
    socket.open();
    client.dispose();
    expect(socket.closedWith).toBe(1000);
    expect(statuses.at(-1)).toBe('closed');
    vi.advanceTimersByTime(600_000);
    expect(socket.sent).toHaveLength(1);
    expect(FakeWebSocket.instances).toHaveLength(1);
    client.connect();
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('dispose cancels a pending reconnect', () => {
    const { client } = makeSocket();
    client.connect();
    FakeWebSocket.latest().drop(1011);
    client.dispose();
    vi.advanceTimersByTime(10_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });
});
