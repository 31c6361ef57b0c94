// customer spec 2 (Header): the notifications, a popover from 768 px and a bottom sheet on phones
// (spec 9, mobile breakpoint), around the bell that opens them.
import { Popover } from 'radix-ui';
import { Dialog, DialogTitle, SheetContent } from '../../components/ui/dialog';
import { useIsDesktop } from '../../hooks/use-is-desktop';
import { BellButton } from './bell-button';
import { NotificationPanel } from './notification-panel';

/** A tap or focus in a confirmation the panel opened (deleting one) is not outside the panel. */
function keepOpenForConfirmation(event: Event) {
  if (event.target instanceof Element && event.target.closest('[role="alertdialog"]'))
    event.preventDefault();
}

/** The bell with its popover or sheet; `notification-bell.tsx` loads it on demand. */
export function NotificationMenu({
  count,
  isOpen,
  setIsOpen,
}: {
  count: number;
  isOpen: boolean;
  setIsOpen: (isOpen: boolean) => void;
}) {
  const isDesktop = useIsDesktop();
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
            onInteractOutside={keepOpenForConfirmation}
            // focus given back as a confirmation closes (its row may be gone) must not close the
            // panel; a tap outside or Escape still does
            onFocusOutside={(event) => event.preventDefault()}
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
