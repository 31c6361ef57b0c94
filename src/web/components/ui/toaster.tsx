import { Toast } from 'radix-ui';
import { X } from 'lucide-react';
import { useRef } from 'react';
import { cn } from '../../lib/cn';
import { dismissToast, TOAST_DURATION_MS, useToasts } from './use-toast';

/**
 * A toast that shows while a dialog is open is the topmost Radix layer, so Escape would
 * close the toast and leave the dialog open. Unless focus is in the toasts, Escape closes the
 * dialog that has focus (or the newest one open, when a disabled button dropped focus) through its
 * own close control, and the toast runs out on its own.
 */
function closeDialogOnEscape(event: KeyboardEvent, toasts: HTMLElement | null) {
  const target = event.target instanceof Element ? event.target : null;
  if (target && toasts?.contains(target)) return;
  const closeOf = (dialog: Element | null | undefined) =>
    dialog?.querySelector<HTMLElement>('[data-dialog-close]') ?? null;
  // the newest open dialog that can be closed (a popover is a dialog too, with no close control)
  const close =
    closeOf(target?.closest('[role="dialog"]')) ??
    [...document.querySelectorAll('[role="dialog"][data-state="open"]')]
      .map(closeOf)
      .filter((control) => control !== null)
      .at(-1);
  if (!close) return;
  event.preventDefault();
  close.click();
}

// customer spec 9: swipe right past 50 px dismisses; F8 focuses the toast area.
export function Toaster() {
  const items = useToasts();
  const viewport = useRef<HTMLOListElement>(null);
  return (
    <Toast.Provider swipeDirection="right" swipeThreshold={50} duration={TOAST_DURATION_MS}>
      {items.map((item) => (
        <Toast.Root
          key={item.id}
          open={item.open}
          duration={item.duration ?? TOAST_DURATION_MS}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          onEscapeKeyDown={(event) => closeDialogOnEscape(event, viewport.current)}
          className={cn(
            'group pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-2xl border p-4 pr-10 shadow-xl',
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[state=closed]:opacity-0 transition-opacity',
            item.variant === 'destructive'
              ? 'border-destructive bg-destructive text-destructive-foreground'
              : item.variant === 'success'
                ? 'border-success/40 bg-card text-card-foreground'
                : 'border-border bg-card text-card-foreground',
          )}
        >
          <div className="grid gap-1">
            {item.title ? (
              <Toast.Title className="text-sm font-semibold">{item.title}</Toast.Title>
            ) : null}
            {item.description ? (
              <Toast.Description className="text-sm opacity-90">
                {item.description}
              </Toast.Description>
            ) : null}
          </div>
          {item.action}
          <Toast.Close
            aria-label="Close"
            className="absolute right-2 top-2 rounded-md p-1 opacity-70 hover:opacity-100 focus-visible:opacity-100"
          >
            <X className="size-4" />
          </Toast.Close>
        </Toast.Root>
      ))}
      {/* at the top up to a laptop's width: at the bottom of a tablet it covered the next
          ticket's button where a cook taps next */}
      <Toast.Viewport
        ref={viewport}
        hotkey={['F8']}
        className="fixed top-0 z-[100] flex max-h-screen w-full flex-col-reverse gap-2 p-4 sm:right-0 sm:max-w-[420px] lg:bottom-0 lg:top-auto lg:flex-col outline-none"
      />
    </Toast.Provider>
  );
}
