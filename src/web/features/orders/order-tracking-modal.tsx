import { PackageX } from 'lucide-react';
import { useMemo, useRef, type ReactNode } from 'react';
import type { Role } from '../../../contract/auth';
import type { OrderView } from '../../../contract/orders';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  SheetContent,
} from '../../components/ui/dialog';
import { Spinner } from '../../components/ui/skeleton';
import { HttpError } from '../../lib/api';
import { useListedOrder, useOrder } from './api';
import { useKeepPickupPasses } from '../pickup-pass/use-keep-passes';
import { OrderTrackingDetails } from './order-tracking-details';
import { useIsDesktop } from '../../hooks/use-is-desktop';
import { useNow } from '../../hooks/use-now';

export type OrderTrackingModalProps = {
  orderId: number;
  role: Role;
  onClose: () => void;
  /**
   * accounts spec 2.8: priority management, vendor actions and vendor notes. The vendor (and
   * later admin) screens pass their own tools, so customers never download them.
   */
  staffTools?: (order: OrderView) => ReactNode;
  /** The vendor's prep time, which decides urgency (contract/urgency.ts); staff screens only. */
  prepMinutes?: number;
};

function Missing({ onClose }: { onClose: () => void }) {
  return (
    <div className="flex flex-col items-center gap-3 py-8 text-center">
      <PackageX className="size-10 text-muted-foreground" aria-hidden />
      <p className="text-lg font-semibold">Order not found</p>
      <p className="max-w-xs text-sm text-muted-foreground">
        It may have been removed, or it belongs to another account.
      </p>
      <Button size="lg" onClick={onClose}>
        Close
      </Button>
    </div>
  );
}

function LoadFailed({ onRetry, onClose }: { onRetry: () => void; onClose: () => void }) {
  return (
    <div className="flex flex-col items-center gap-3 py-8 text-center">
      <p className="text-lg font-semibold">We couldn't load this order</p>
      <p className="max-w-xs text-sm text-muted-foreground">Check your connection and try again.</p>
      <div className="flex gap-2">
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
        <Button onClick={onRetry}>Try again</Button>
      </div>
    </div>
  );
}

function Body({ orderId, role, onClose, staffTools, prepMinutes }: OrderTrackingModalProps) {
  const order = useOrder(orderId);
  const seen = useMemo(
    () => (role === 'user' && order.data ? [order.data] : undefined),
    [role, order.data],
  );
  useKeepPickupPasses(seen);
  const listed = useListedOrder(orderId);
  const now = useNow();
  const isMissing = order.error instanceof HttpError && order.error.status === 404;
  // with a weak signal the list's copy beats an error screen
  const shown = order.data ?? (order.isError && !isMissing ? listed : undefined);
  if (shown) {
    return (
      <>
        {order.isError ? (
          <p role="status" className="rounded-xl bg-muted px-3 py-2 text-sm">
            Showing the last known details; the latest could not be loaded.{' '}
            <button
              type="button"
              onClick={() => void order.refetch()}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              Try again
            </button>
          </p>
        ) : null}
        <OrderTrackingDetails
          order={shown}
          role={role}
          now={now}
          staffTools={staffTools}
          prepMinutes={prepMinutes}
        />
        <Button variant="outline" size="lg" className="w-full md:hidden" onClick={onClose}>
          Close
        </Button>
      </>
    );
  }
  if (order.isPending) {
    return (
      <div className="flex justify-center py-12">
        <Spinner label="Loading order" className="size-8" />
      </div>
    );
  }
  if (isMissing) return <Missing onClose={onClose} />;
  return <LoadFailed onRetry={() => void order.refetch()} onClose={onClose} />;
}

/**
 * accounts spec 2.8: the tracking modal for one order. A full-height sheet on phones, where it
 * is read one-handed; a dialog from 768 px.
 */
export function OrderTrackingModal({
  orderId,
  role,
  onClose,
  staffTools,
  prepMinutes,
}: OrderTrackingModalProps) {
  const isDesktop = useIsDesktop();
  const title = useRef<HTMLHeadingElement>(null);
  const Content = isDesktop ? DialogContent : SheetContent;
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Content
        className={
          isDesktop
            ? 'max-w-2xl'
            : 'h-[calc(100dvh-0.5rem)] max-h-[calc(100dvh-0.5rem)] content-start'
        }
        onOpenAutoFocus={(event) => {
          // Start at the title, not in the notes box (a phone's keyboard would pop up)
          event.preventDefault();
          title.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle ref={title} tabIndex={-1}>
            Advanced Order Tracking - #{orderId}
          </DialogTitle>
          <DialogDescription>Status, pickup and everything about this order.</DialogDescription>
        </DialogHeader>
        <Body
          orderId={orderId}
          role={role}
          onClose={onClose}
          staffTools={staffTools}
          prepMinutes={prepMinutes}
        />
      </Content>
    </Dialog>
  );
}
