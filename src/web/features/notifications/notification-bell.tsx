// customer spec 2 (Header): a notification bell with unread badge ('99+' above 99, spec 9).
// A popover from 768 px, a bottom sheet on phones (spec 9, mobile breakpoint).
import { useState } from 'react';
import { DeferredPart, lazyWithRetry } from '../../components/lazy-part';
import { useUnreadCount } from './api';
import { BellButton } from './bell-button';

// The popover, the sheet and the list (Radix Popover and its positioning) are not in
// the first screen's JavaScript; they download once the bell is on screen, so the bell opens
// at once, also with no signal a moment later.
const NotificationMenu = lazyWithRetry(() =>
  import('./notification-menu').then((module) => module.NotificationMenu),
);

/** Signed-in only: the header renders it for a logged-in user. */
export function NotificationBell() {
  const [isOpen, setIsOpen] = useState(false);
  const { count } = useUnreadCount();
  return (
    <DeferredPart fallback={<BellButton count={count} onClick={() => setIsOpen(true)} />}>
      <NotificationMenu count={count} isOpen={isOpen} setIsOpen={setIsOpen} />
    </DeferredPart>
  );
}
