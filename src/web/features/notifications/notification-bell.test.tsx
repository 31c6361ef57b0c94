import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { NotificationView } from '../../../contract/notifications';
import { mockApi } from '../checkout/test-support';
import { NotificationBell } from './notification-bell';
import { CUSTOMER, renderWithProviders } from '../../../test/web-harness';

const LIST = '/api/notifications?limit=20';
const COUNT = '/api/notifications/unread-count';

function item(id: number, overrides: Partial<NotificationView> = {}): NotificationView {
  return {
    id,
    title: `Note ${id}`,
    message: `Message ${id}`,
    category: 'system',
    priority: 'medium',
    isRead: false,
    orderId: null,
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    ...overrides,
  };
}

async function openPanel() {
  fireEvent.click(await screen.findByRole('button', { name: /^Notifications, \d+ unread$/ }));
  return screen.findByRole('dialog');
}

/** Taps a notification's Delete and answers the question that follows with `answer`. */
async function deleteNote(panel: HTMLElement, title: string, answer: 'Delete' | 'Keep it') {
  fireEvent.click(await within(panel).findByRole('button', { name: `Delete "${title}"` }));
  const ask = await screen.findByRole('alertdialog', { name: 'Delete this notification?' });
  expect(ask.textContent).toContain(`"${title}" will be gone for good.`);
  fireEvent.click(within(ask).getByRole('button', { name: answer }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
}

describe('NotificationBell', () => {
  it.each([
    [0, null],
    [7, '7'],
    [99, '99'],
    [100, '99+'],
  ])('with %i unread shows badge %s', async (count, text) => {
    mockApi({ [`GET ${COUNT}`]: { body: { count } } });
    renderWithProviders(<NotificationBell />);
    const bell = await screen.findByRole('button', { name: `Notifications, ${count} unread` });
    expect(within(bell).queryByTestId('notification-badge')?.textContent ?? null).toBe(text);
  });

  it('lists notifications with time and unread state; mark one read, mark all read', async () => {
    let unread = 2;
    const api = mockApi({
      [`GET ${COUNT}`]: () => ({ body: { count: unread } }),
      [`GET ${LIST}`]: () => ({
        body: {
          items: [item(2, { isRead: unread < 2 }), item(1, { isRead: unread === 0 })],
          nextCursor: null,
        },
      }),
      'PATCH /api/notifications/2/read': () => {
        unread = 1;
        return { status: 204 };
      },
      'PATCH /api/notifications/mark-all-read': () => {
        unread = 0;
        return { status: 204 };
      },
    });
    renderWithProviders(<NotificationBell />);
    await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    const panel = await openPanel();
    expect(await within(panel).findByText('Note 2')).toBeTruthy();
    expect(within(panel).getByText('Message 2')).toBeTruthy();
    expect(within(panel).getAllByText('5 min ago')).toHaveLength(2);
    expect(within(panel).getAllByText('(unread)')).toHaveLength(2);

    fireEvent.click(within(panel).getByRole('button', { name: 'Mark "Note 2" as read' }));
    await screen.findByRole('button', { name: 'Notifications, 1 unread', hidden: true });
    expect(api.callsTo('PATCH', '/api/notifications/2/read')).toHaveLength(1);
    await waitFor(() =>
      expect(within(panel).queryByRole('button', { name: 'Mark "Note 2" as read' })).toBeNull(),
    );

    fireEvent.click(within(panel).getByRole('button', { name: 'Mark all read' }));
    await screen.findByRole('button', { name: 'Notifications, 0 unread', hidden: true });
    expect(within(panel).queryAllByText('(unread)')).toHaveLength(0);
    expect(api.callsTo('PATCH', '/api/notifications/mark-all-read')).toHaveLength(1);
  });

  it('deletes a notification after asking and shows the empty state when none remain', async () => {
    let items = [item(1, { isRead: true })];
    const api = mockApi({
      [`GET ${COUNT}`]: { body: { count: 0 } },
      [`GET ${LIST}`]: () => ({ body: { items, nextCursor: null } }),
      'DELETE /api/notifications/1': () => {
        items = [];
        return { status: 204 };
      },
    });
    renderWithProviders(<NotificationBell />);
    const panel = await openPanel();
    await deleteNote(panel, 'Note 1', 'Keep it');
    expect(within(panel).getByText('Note 1')).toBeTruthy();
    expect(api.callsTo('DELETE', '/api/notifications/1')).toHaveLength(0);

    await deleteNote(panel, 'Note 1', 'Delete');
    expect(await within(panel).findByText('No notifications yet')).toBeTruthy();
    expect(api.callsTo('DELETE', '/api/notifications/1')).toHaveLength(1);
  });

  it('rolls a failed delete back', async () => {
    mockApi({
      [`GET ${COUNT}`]: { body: { count: 1 } },
      [`GET ${LIST}`]: { body: { items: [item(1)], nextCursor: null } },
      'DELETE /api/notifications/1': { status: 500, body: { message: 'nope' } },
    });
    renderWithProviders(<NotificationBell />);
    const panel = await openPanel();
    await deleteNote(panel, 'Note 1', 'Delete');
    await waitFor(() => expect(within(panel).getByText('Note 1')).toBeTruthy());
    expect(
      screen.getByRole('button', { name: 'Notifications, 1 unread', hidden: true }),
    ).toBeTruthy();
  });

  it('loads more pages while there is a next cursor', async () => {
    mockApi({
      [`GET ${COUNT}`]: { body: { count: 0 } },
      [`GET ${LIST}`]: { body: { items: [item(30, { isRead: true })], nextCursor: 30 } },
      [`GET ${LIST}&before=30`]: { body: { items: [item(5, { isRead: true })], nextCursor: null } },
    });
    renderWithProviders(<NotificationBell />);
    const panel = await openPanel();
    fireEvent.click(await within(panel).findByRole('button', { name: 'Load more' }));
    expect(await within(panel).findByText('Note 5')).toBeTruthy();
    expect(within(panel).getByText('Note 30')).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('shows an error with retry', async () => {
    let fail = true;
    mockApi({
      [`GET ${COUNT}`]: { body: { count: 0 } },
      [`GET ${LIST}`]: () =>
        fail
          ? { status: 503, body: { message: 'Down' } }
          : { body: { items: [], nextCursor: null } },
    });
    renderWithProviders(<NotificationBell />);
    const panel = await openPanel();
    expect((await within(panel).findByRole('alert')).textContent).toContain('Down');
    fail = false;
    fireEvent.click(within(panel).getByRole('button', { name: 'Retry' }));
    expect(await within(panel).findByText('No notifications yet')).toBeTruthy();
  });

  it.each([
    [CUSTOMER, '/orders'],
    [{ ...CUSTOMER, role: 'vendor' as const }, '/vendor/dashboard'],
  ])('clicking an order notification marks it read and goes to its page', async (user, path) => {
    const api = mockApi({
      [`GET ${COUNT}`]: { body: { count: 1 } },
      [`GET ${LIST}`]: {
        body: {
          items: [item(9, { title: 'Your order is ready!', category: 'order', orderId: 41 })],
          nextCursor: null,
        },
      },
      'PATCH /api/notifications/9/read': { status: 204 },
    });
    const { history } = renderWithProviders(<NotificationBell />, { user });
    const panel = await openPanel();
    fireEvent.click(await within(panel).findByRole('button', { name: /^Your order is ready!/ }));
    await waitFor(() => expect(api.callsTo('PATCH', '/api/notifications/9/read')).toHaveLength(1));
    expect(history.at(-1)).toBe(path);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
