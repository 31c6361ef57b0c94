import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatClockTime } from '../../lib/format';
import {
  checkConnection,
  HEALTH_URL,
  markOffline,
  resetConnectionState,
} from '../../lib/offline/connection';
import type { SocketStatus } from '../../lib/realtime/socket-client';
import { ConnectionStatusContext } from '../../lib/realtime/socket-status';
import { vendorDashboardKeys } from './api';
import { BoardStaleNotice, STALE_BOARD_MESSAGE } from './board-stale-notice';

// A vendor's board says when it may be stale, and refreshes when the signal returns.

const UPDATED_AT = new Date('2026-11-24T21:40:00Z').getTime();

function renderNotice(socket: SocketStatus) {
  const client = new QueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries').mockResolvedValue();
  const wrap = (status: SocketStatus): ReactNode => (
    <QueryClientProvider client={client}>
      <ConnectionStatusContext value={status}>
        <BoardStaleNotice updatedAt={UPDATED_AT} />
      </ConnectionStatusContext>
    </QueryClientProvider>
  );
  const view = render(wrap(socket));
  return { invalidate, setSocket: (status: SocketStatus) => view.rerender(wrap(status)) };
}

beforeEach(() => resetConnectionState());
afterEach(() => resetConnectionState());

describe('BoardStaleNotice', () => {
  it('shows nothing while the connection and the socket are fine, or the socket is still opening', () => {
    const { setSocket } = renderNotice('connecting');
    expect(screen.queryByText(STALE_BOARD_MESSAGE)).toBeNull();
    setSocket('open');
    expect(screen.queryByText(STALE_BOARD_MESSAGE)).toBeNull();
  });

  it('says the board may be out of date, with the last update, once the socket dropped', () => {
    const { setSocket } = renderNotice('open');
    setSocket('closed');
    expect(screen.getByRole('status').textContent).toContain(STALE_BOARD_MESSAGE);
    expect(screen.getByRole('status').textContent).toContain(
      `Last updated ${formatClockTime(new Date(UPDATED_AT))}`,
    );
    setSocket('open');
    expect(screen.queryByText(STALE_BOARD_MESSAGE)).toBeNull();
  });

  it('shows offline, then refetches the orders and goes on recovery', async () => {
    const { invalidate } = renderNotice('open');
    act(() => markOffline());
    expect(screen.getByText(STALE_BOARD_MESSAGE)).toBeTruthy();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => (url === HEALTH_URL ? new Response('ok') : Response.json([]))),
    );
    await act(async () => {
      await checkConnection();
    });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: vendorDashboardKeys.orders });
    expect(screen.queryByText(STALE_BOARD_MESSAGE)).toBeNull();
  });
});
