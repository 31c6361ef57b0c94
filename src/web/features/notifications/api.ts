// customer spec 7 (Calls): the notification list, unread count and the three actions
// (customer spec 4: unread -> read, single or all, or deleted). Actions update the cache at once
// and roll back when the server refuses.
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import type { NotificationPage, NotificationView } from '../../../contract/notifications';
import { NOTIFICATIONS_PAGE_SIZE } from '../../../contract/notification-rules';
import { apiJson, apiRequest } from '../../lib/api';

export const notificationKeys = {
  all: ['/api/notifications'] as const,
  unreadCount: ['/api/notifications/unread-count'] as const,
};

export type NotificationPages = InfiniteData<NotificationPage, number | null>;
type UnreadCount = { count: number };

export function notificationsUrl(before: number | null): string {
  const params = new URLSearchParams({ limit: String(NOTIFICATIONS_PAGE_SIZE) });
  if (before !== null) params.set('before', String(before));
  return `/api/notifications?${params.toString()}`;
}

/** Newest first, 20 a page; `fetchNextPage` follows nextCursor ('Load more'). */
export function useNotifications({ enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({
    queryKey: notificationKeys.all,
    queryFn: ({ pageParam, signal }) =>
      apiJson<NotificationPage>('GET', notificationsUrl(pageParam), undefined, { signal }),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
  });
}

/** The bell's number; 0 while loading or on error. */
export function useUnreadCount({ enabled = true }: { enabled?: boolean } = {}) {
  const query = useQuery<UnreadCount>({ queryKey: notificationKeys.unreadCount, enabled });
  return { ...query, count: query.data?.count ?? 0 };
}

type Snapshot = { pages: NotificationPages | undefined; unread: UnreadCount | undefined };

async function snapshot(client: QueryClient): Promise<Snapshot> {
  await Promise.all([
    client.cancelQueries({ queryKey: notificationKeys.all, exact: true }),
    client.cancelQueries({ queryKey: notificationKeys.unreadCount, exact: true }),
  ]);
  return {
    pages: client.getQueryData<NotificationPages>(notificationKeys.all),
    unread: client.getQueryData<UnreadCount>(notificationKeys.unreadCount),
  };
}

function restore(client: QueryClient, previous: Snapshot | undefined) {
  if (!previous) return;
  client.setQueryData(notificationKeys.all, previous.pages);
  client.setQueryData(notificationKeys.unreadCount, previous.unread);
}

function mapItems(
  client: QueryClient,
  change: (items: NotificationView[]) => NotificationView[],
): void {
  client.setQueryData<NotificationPages>(notificationKeys.all, (data) =>
    data
      ? { ...data, pages: data.pages.map((page) => ({ ...page, items: change(page.items) })) }
      : data,
  );
}

function findItem(pages: NotificationPages | undefined, id: number): NotificationView | undefined {
  for (const page of pages?.pages ?? []) {
    const found = page.items.find((item) => item.id === id);
    if (found) return found;
  }
  return undefined;
}

function adjustUnread(client: QueryClient, change: (count: number) => number) {
  client.setQueryData<UnreadCount>(notificationKeys.unreadCount, (data) =>
    data ? { count: Math.max(0, change(data.count)) } : data,
  );
}

function refreshBoth(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: notificationKeys.all, exact: true }),
    client.invalidateQueries({ queryKey: notificationKeys.unreadCount, exact: true }),
  ]);
}

/** PATCH /api/notifications/{id}/read */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation<unknown, Error, number, Snapshot>({
    mutationFn: (id) => apiRequest('PATCH', `/api/notifications/${id}/read`),
    onMutate: async (id) => {
      const previous = await snapshot(client);
      const item = findItem(previous.pages, id);
      mapItems(client, (items) =>
        items.map((entry) => (entry.id === id ? { ...entry, isRead: true } : entry)),
      );
      if (item && !item.isRead) adjustUnread(client, (count) => count - 1);
      return previous;
    },
    onError: (_error, _id, previous) => restore(client, previous),
    onSettled: () => refreshBoth(client),
  });
}

/** PATCH /api/notifications/mark-all-read */
export function useMarkAllRead() {
  const client = useQueryClient();
  return useMutation<unknown, Error, void, Snapshot>({
    mutationFn: () => apiRequest('PATCH', '/api/notifications/mark-all-read'),
    onMutate: async () => {
      const previous = await snapshot(client);
      mapItems(client, (items) => items.map((entry) => ({ ...entry, isRead: true })));
      adjustUnread(client, () => 0);
      return previous;
    },
    onError: (_error, _variables, previous) => restore(client, previous),
    onSettled: () => refreshBoth(client),
  });
}

/** DELETE /api/notifications/{id} (204) */
export function useDeleteNotification() {
  const client = useQueryClient();
  return useMutation<unknown, Error, number, Snapshot>({
    mutationFn: (id) => apiRequest('DELETE', `/api/notifications/${id}`),
    onMutate: async (id) => {
      const previous = await snapshot(client);
      const item = findItem(previous.pages, id);
      mapItems(client, (items) => items.filter((entry) => entry.id !== id));
      if (item && !item.isRead) adjustUnread(client, (count) => count - 1);
      return previous;
    },
    onError: (_error, _id, previous) => restore(client, previous),
    onSettled: () => refreshBoth(client),
  });
}
