import type { ComponentProps } from 'react';
import { Bell } from 'lucide-react';
import { unreadBadgeText } from '../../../contract/notification-rules';
import { Button } from '../../components/ui/button';

/** customer spec 2 (Header): the bell with its unread badge ('99+' above 99, spec 9). */
export function BellButton({ count, ...props }: { count: number } & ComponentProps<'button'>) {
  const badge = unreadBadgeText(count);
  return (
    <Button
      variant="ghost"
      size="icon"
      className="relative"
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
