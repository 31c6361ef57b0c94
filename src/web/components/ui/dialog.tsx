import { Dialog as DialogPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import { useRef, type ComponentProps, type FocusEvent, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button } from './button';
import { focusPageHeading } from '../../lib/page-navigation';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

/** Marks a dialog's own close control, which a toast hands Escape to (toaster.tsx). */
export const DIALOG_CLOSE = { 'data-dialog-close': '' };

type AutoFocusHandler = (event: Event) => void;

/**
 * WCAG 2.4.3: closing a dialog puts focus back on the control that opened it (noted as
 * the dialog opens, before it takes focus), for dialogs opened from state as well as from a
 * trigger. When that control is gone (an order card that moved column, a drawer link), focus goes
 * to the page's heading rather than being dropped on <body>.
 */
export function useReturnFocus(onOpenAutoFocus?: AutoFocusHandler) {
  const opener = useRef<HTMLElement | null>(null);
  const handlers: {
    onOpenAutoFocus: AutoFocusHandler;
    onCloseAutoFocus: AutoFocusHandler;
    onFocus: (event: FocusEvent<HTMLElement>) => void;
  } = {
    onOpenAutoFocus: (event) => {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      onOpenAutoFocus?.(event);
    },
    // a field with autoFocus takes focus before the dialog's own open focus, which then never
    // runs: the opener is the element that focus left for the dialog
    onFocus: (event) => {
      const left = event.relatedTarget;
      if (!opener.current && left instanceof HTMLElement && !event.currentTarget.contains(left))
        opener.current = left;
    },
    onCloseAutoFocus: (event) => {
      event.preventDefault();
      if (opener.current?.isConnected) opener.current.focus({ preventScroll: true });
      else focusPageHeading();
      opener.current = null;
    },
  };
  return handlers;
}

function Overlay({ className, ...props }: ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      className={cn('fixed inset-0 z-50 bg-black/60 backdrop-blur-[1px]', className)}
      {...props}
    />
  );
}

type ContentProps = ComponentProps<typeof DialogPrimitive.Content>;

/** The overlay, the panel (`panelClassName` places it) with its close button, focus returned. */
function PanelContent({
  panelClassName,
  className,
  children,
  onOpenAutoFocus,
  ...props
}: ContentProps & { panelClassName: string }) {
  const returnFocus = useReturnFocus(onOpenAutoFocus);
  return (
    <DialogPrimitive.Portal>
      <Overlay />
      <DialogPrimitive.Content
        className={cn(panelClassName, className)}
        {...returnFocus}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          {...DIALOG_CLOSE}
          aria-label="Close"
          className="absolute right-2 top-2 flex size-11 items-center justify-center rounded-md opacity-70 hover:bg-muted hover:opacity-100"
        >
          <X className="size-5" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogContent(props: ContentProps) {
  return (
    <PanelContent
      panelClassName="fixed left-1/2 top-1/2 z-50 grid max-h-[90dvh] w-[calc(100%-1.5rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-2xl border border-border bg-card p-5 shadow-2xl"
      {...props}
    />
  );
}

/** A panel sliding up from the bottom edge (phones) — drawers and bottom sheets. */
export function SheetContent({ children, ...props }: ContentProps) {
  return (
    <PanelContent
      panelClassName="fixed inset-x-0 bottom-0 z-50 grid max-h-[80dvh] gap-4 overflow-y-auto rounded-t-3xl border-t border-border bg-card p-5 pb-[max(1.25rem,env(safe-area-inset-bottom))] shadow-2xl"
      {...props}
    >
      <div aria-hidden className="mx-auto h-1.5 w-12 rounded-full bg-muted" />
      {children}
    </PanelContent>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  // clear of the 44 px close button in the corner
  return <div className={cn('flex flex-col gap-1.5 pr-8', className)} {...props} />;
}
export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}
      {...props}
    />
  );
}
/**
 * A form dialog's Cancel and submit buttons. While `isPending` the submit button is disabled and
 * reads 'Saving...'; Cancel is disabled too when `isCancelBlockedWhilePending`.
 */
export function FormDialogFooter({
  submitLabel,
  isPending,
  isCancelBlockedWhilePending = false,
  onCancel,
}: {
  submitLabel: string;
  isPending: boolean;
  isCancelBlockedWhilePending?: boolean;
  onCancel: () => void;
}) {
  return (
    <DialogFooter>
      <Button
        variant="outline"
        disabled={isCancelBlockedWhilePending && isPending}
        onClick={onCancel}
      >
        Cancel
      </Button>
      <Button type="submit" disabled={isPending}>
        {isPending ? 'Saving...' : submitLabel}
      </Button>
    </DialogFooter>
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('text-lg font-semibold', className)} {...props} />;
}
export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}

/**
 * The dialog most screens want: open while rendered, a title and a description, then the body.
 * Closing (Escape, the X, a click outside) calls `onClose`, unless `isCloseBlocked` (a save in
 * flight).
 */
export function ModalDialog({
  title,
  description,
  onClose,
  isCloseBlocked = false,
  className,
  role = 'dialog',
  children,
}: {
  title: ReactNode;
  description: ReactNode;
  onClose: () => void;
  isCloseBlocked?: boolean;
  className?: string;
  role?: 'dialog' | 'alertdialog';
  children: ReactNode;
}) {
  return (
    <Dialog open onOpenChange={(open) => !open && !isCloseBlocked && onClose()}>
      <DialogContent className={className} role={role}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}
