import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  checkConnection,
  HEALTH_URL,
  markOffline,
  resetConnectionState,
  startConnectionMonitor,
} from '../../lib/offline/connection';
import { enqueueRequest } from '../../lib/offline/offline-queue';
import { ConnectionBanner, pendingText } from './connection-banner';
import { replayToastText } from './replay-toast';

// customer spec 4: the connection banner, its messages, duration and pending count.

/** /health answers after `delayMs`, or never (null). */
function health(delayMs: number | null) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (url: string) =>
        new Promise<Response>((resolve) => {
          if (url !== HEALTH_URL) return;
          if (delayMs !== null) setTimeout(() => resolve(new Response('ok')), delayMs);
        }),
    ),
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  resetConnectionState();
});
afterEach(() => vi.useRealTimers());

describe('ConnectionBanner', () => {
  it('stays hidden while online with nothing waiting, unless showWhenOnline', () => {
    const { rerender } = render(<ConnectionBanner />);
    expect(screen.queryByRole('status')).toBeNull();
    rerender(<ConnectionBanner showWhenOnline />);
    expect(screen.getByRole('status').textContent).toContain('Good connection');
  });

  it('says it is offline, since when, politely to screen readers', () => {
    render(<ConnectionBanner />);
    act(() => markOffline());
    const banner = screen.getByRole('status');
    expect(banner.getAttribute('aria-live')).toBe('polite');
    expect(banner.textContent).toContain('No connection - offline mode active');
    expect(banner.textContent).toContain('Just disconnected');
    act(() => {
      vi.advanceTimersByTime(5 * 60_000);
    });
    expect(banner.textContent).toContain('Offline for 5m');
  });

  it('shows Connecting... while it checks, then the quality', async () => {
    render(<ConnectionBanner showWhenOnline />);
    act(() => markOffline());
    health(1500);
    let check: Promise<unknown> = Promise.resolve();
    act(() => {
      check = checkConnection();
    });
    expect(screen.getByRole('status').textContent).toContain('Connecting...');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1500);
      await check;
    });
    expect(screen.getByRole('status').textContent).toContain('Good connection');
  });

  it('counts the changes waiting to send, online too', async () => {
    health(10);
    render(<ConnectionBanner />);
    let stop: () => void = () => undefined;
    await act(async () => {
      stop = startConnectionMonitor();
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(screen.queryByRole('status')).toBeNull();
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => {
      enqueueRequest({ url: '/api/orders', method: 'POST' });
      enqueueRequest({ url: '/api/notifications/1/read', method: 'PATCH' });
    });
    expect(screen.getByRole('status').textContent).toContain('2 changes waiting to send');
    stop();
    onLine.mockRestore();
    expect(pendingText(1)).toBe('1 change waiting to send');
  });
});

describe('the replay toast', () => {
  const detail = { id: '1', category: 'order' as const, url: '/api/orders', method: 'POST' };
  it('counts what was sent and names what failed', () => {
    const sent = Array.from({ length: 3 }, () => ({ ...detail, status: 201, body: null }));
    expect(replayToastText({ sent, failed: [] })).toEqual({
      title: '3 changes sent',
      description: undefined,
      isFailure: false,
    });
    expect(
      replayToastText({
        sent: [],
        failed: [{ ...detail, status: 409, message: 'Closed right now.' }],
      }),
    ).toEqual({ title: '1 change could not be sent: Order - Closed right now.', isFailure: true });
    expect(
      replayToastText({
        sent: sent.slice(0, 1),
        failed: [{ ...detail, category: 'general', status: 0, message: 'HTTP 500' }],
      }),
    ).toEqual({
      title: '1 change sent',
      description: '1 change could not be sent: Change - HTTP 500',
      isFailure: true,
    });
  });
});
