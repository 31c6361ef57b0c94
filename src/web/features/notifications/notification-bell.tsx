// customer spec 2 (Header): a notification bell with unread badge ('99+' above 99, spec 9).
// A popover from 768 px, a bottom sheet on phones (spec 9, mobile breakpoint).
import { useState, type ComponentProps } from 'react';
import { Popover } from 'radix-ui';
import { Bell } from 'lucide-react';
import { unreadBadgeText } from '../../../contract/notifications';
import { Button } from '../../components/ui/button';
import { Dialog, DialogTitle, SheetContent } from '../../components/ui/dialog';
import { useIsDesktop } from '../../hooks/use-is-desktop';
import { useUnreadCount } from './api';
import { NotificationPanel } from './notification-panel';

function BellButton({ count, ...props }: { count: number } & ComponentProps<'button'>) {
  const badge = unreadBadgeText(count);
  return (
    <Button
      variant="ghost"
      size="icon"
      className="relative size-10"
      aria-label={`Notifications, ${count} unread`}
      {...props}
    >
      <Bell className="size-5" />
      {badge ? (
        <span
          aria-hidden
          data-testid="notification-badge"
          className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-destructive px-1 text-center text-[0.7rem] font-bold leading-5 text-destructive-foreground"
        >
          {badge}
        </span>
      ) : null}
    </Button>
  );
}

/** Signed-in only: the header renders it for a logged-in user. */
export function NotificationBell() {
  const [isOpen, setIsOpen] = useState(false);
  const isDesktop = useIsDesktop();
  const { count } = useUnreadCount();
  const close = () => setIsOpen(false);

  if (isDesktop) {
    return (
      <Popover.Root open={isOpen} onOpenChange={setIsOpen}>
        <Popover.Trigger asChild>
          <BellButton count={count} />
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            align="end"
            sideOffset={8}
            aria-label="Notifications"
            className="z-50 w-[24rem] max-w-[calc(100vw-1.5rem)] rounded-2xl border border-border bg-card p-4 text-foreground shadow-2xl"
          >
            <NotificationPanel onNavigate={close} />
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    );
  }
  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <BellButton count={count} onClick={() => setIsOpen(true)} />
      <SheetContent aria-describedby={undefined}>
        <DialogTitle className="sr-only">Notifications</DialogTitle>
        <NotificationPanel onNavigate={close} />
      </SheetContent>
    </Dialog>
  );
}
