// customer spec 2 (Notification panel): title, message, relative time ('Unknown time' when
// missing), read state; mark one read, mark all read, delete; empty: 'No notifications yet'.
import { Bell, Check, CheckCheck, CircleAlert, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import type { NotificationView } from '../../../contract/notifications';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { errorMessage } from '../../lib/api';
import { cn } from '../../lib/cn';
import { useAuth } from '../auth/use-auth';
import { dateFormatter } from '../../lib/format';
import {
  useDeleteNotification,
  useMarkAllRead,
  useMarkRead,
  useNotifications,
  useUnreadCount,
} from './api';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** 'just now', '5 min ago', '2 h ago', then the date; 'Unknown time' if missing or invalid. */
export function relativeTime(iso: string | null | undefined, now: Date = new Date()): string {
  if (!iso) return 'Unknown time';
  const time = new Date(iso);
  if (Number.isNaN(time.getTime())) return 'Unknown time';
  const elapsed = now.getTime() - time.getTime();
  if (elapsed < MINUTE_MS) return 'just now';
  if (elapsed < HOUR_MS) return `${Math.floor(elapsed / MINUTE_MS)} min ago`;
  if (elapsed < DAY_MS) return `${Math.floor(elapsed / HOUR_MS)} h ago`;
  return dateFormatter('en-US', {
    month: 'short',
    day: 'numeric',
    ...(time.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
  }).format(time);
}

function isOrderNotification(item: NotificationView): boolean {
  return item.orderId !== null || item.category === 'order';
}

function NotificationItem({ item, onOpen }: { item: NotificationView; onOpen: () => void }) {
  const markRead = useMarkRead();
  const remove = useDeleteNotification();
  // a deleted notification cannot be brought back, so it is asked first
  const [isAskingDelete, setIsAskingDelete] = useState(false);
  const body = (
    <>
      <span
        aria-hidden
        className={cn(
          'mt-1.5 size-2 shrink-0 rounded-full',
          item.isRead ? 'bg-transparent' : 'bg-primary',
        )}
      />
      <span className="min-w-0 flex-1">
        <span className={cn('block text-sm', item.isRead ? 'font-medium' : 'font-semibold')}>
          {item.title}
          {item.isRead ? null : <span className="sr-only"> (unread)</span>}
        </span>
        <span className="block text-sm text-muted-foreground">{item.message}</span>
        <span className="mt-0.5 block text-xs text-muted-foreground">
          {relativeTime(item.createdAt)}
        </span>
      </span>
    </>
  );
  return (
    <li
      className={cn(
        'flex items-start gap-1 rounded-xl border border-border p-2',
        item.isRead ? 'bg-card' : 'bg-muted',
      )}
    >
      {isOrderNotification(item) ? (
        <button
          type="button"
          onClick={onOpen}
          className="flex min-w-0 flex-1 gap-2 rounded-lg p-1 text-left hover:bg-background/60"
        >
          {body}
        </button>
      ) : (
        <div className="flex min-w-0 flex-1 gap-2 p-1">{body}</div>
      )}
      {item.isRead ? null : (
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Mark "${item.title}" as read`}
          disabled={markRead.isPending}
          onClick={() => markRead.mutate(item.id)}
        >
          <Check />
        </Button>
      )}
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Delete "${item.title}"`}
        disabled={remove.isPending}
        onClick={() => setIsAskingDelete(true)}
      >
        <Trash2 />
      </Button>
      {isAskingDelete ? (
        <ConfirmDialog
          title="Delete this notification?"
          description={`"${item.title}" will be gone for good.`}
          confirmLabel="Delete"
          pendingLabel="Deleting..."
          cancelLabel="Keep it"
          isPending={false}
          onClose={() => setIsAskingDelete(false)}
          onConfirm={() => {
            setIsAskingDelete(false);
            remove.mutate(item.id);
          }}
        />
      ) : null}
    </li>
  );
}

function LoadingList() {
  return (
    <div className="grid gap-2" role="status" aria-label="Loading notifications">
      {[0, 1, 2].map((key) => (
        <Skeleton key={key} className="h-16" />
      ))}
    </div>
  );
}

/** The list behind the bell; `onNavigate` closes the popover or sheet before leaving. */
export function NotificationPanel({ onNavigate }: { onNavigate?: () => void }) {
  const { user } = useAuth();
  const [, navigate] = useLocation();
  const list = useNotifications();
  const { count } = useUnreadCount();
  const markAll = useMarkAllRead();
  const markRead = useMarkRead();
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];

  const open = (item: NotificationView) => {
    if (!item.isRead) markRead.mutate(item.id);
    onNavigate?.();
    navigate(user?.role === 'vendor' ? '/vendor/dashboard' : '/orders');
  };

  return (
    <section aria-label="Notification list" className="grid gap-3">
      <div className="flex items-center justify-between gap-2 pr-8">
        <h2 className="text-base font-semibold">Notifications</h2>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => markAll.mutate()}
          disabled={markAll.isPending || count === 0}
        >
          <CheckCheck />
          Mark all read
        </Button>
      </div>
      {list.isPending ? (
        <LoadingList />
      ) : list.isError ? (
        <div role="alert" className="grid justify-items-center gap-2 py-6 text-center text-sm">
          <CircleAlert className="size-6 text-destructive" aria-hidden />
          <p>Could not load notifications.</p>
          <p className="text-xs text-muted-foreground">
            {errorMessage(list.error, 'Something went wrong')}
          </p>
          <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
            Retry
          </Button>
        </div>
      ) : items.length === 0 ? (
        <div className="grid justify-items-center gap-2 py-8 text-center text-sm text-muted-foreground">
          <Bell className="size-6" aria-hidden />
          <p>No notifications yet</p>
        </div>
      ) : (
        <ul className="grid max-h-[60dvh] gap-2 overflow-y-auto">
          {items.map((item) => (
            <NotificationItem key={item.id} item={item} onOpen={() => open(item)} />
          ))}
        </ul>
      )}
      {list.hasNextPage ? (
        <Button
          variant="outline"
          size="sm"
          onClick={() => void list.fetchNextPage()}
          disabled={list.isFetchingNextPage}
        >
          {list.isFetchingNextPage ? 'Loading...' : 'Load more'}
        </Button>
      ) : null}
    </section>
  );
}
