import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { errorMessage } from '../../lib/api';
import { formatClockTime, formatDate, itemCountText } from '../../lib/format';
import {
  NO_PASS_MESSAGE,
  PassQr,
  PickupCodeText,
  ShowAtHatchLink,
  usePickupPass,
  WorksOfflineBadge,
} from './pass-parts';
import type { PickupPassResponse } from '../../../contract/pickup-pass';

function PassBody({ pass }: { pass: PickupPassResponse }) {
  const { pass: contents } = pass;
  return (
    <div className="grid justify-items-center gap-4 text-center">
      {contents.pickupCode ? (
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide">Pickup code</p>
          <PickupCodeText code={contents.pickupCode} className="text-6xl tracking-[0.25em]" />
        </div>
      ) : (
        <p className="max-w-xs text-base font-semibold">
          Your pickup code shows here once the order is ready. Show this pass at the window.
        </p>
      )}
      {contents.pickupCode ? <ShowAtHatchLink orderId={contents.orderId} /> : null}
      <PassQr pass={pass} size={280} />
      <dl className="grid w-full max-w-xs grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-left text-base">
        <dt className="font-semibold">Vendor</dt>
        <dd>{contents.vendorName}</dd>
        <dt className="font-semibold">Pickup</dt>
        <dd>
          {formatClockTime(contents.pickupTime)}{' '}
          <span className="text-sm">({formatDate(contents.pickupTime)})</span>
        </dd>
        <dt className="font-semibold">Items</dt>
        <dd>{itemCountText(contents.itemCount)}</dd>
      </dl>
      <WorksOfflineBadge />
    </div>
  );
}

/**
 * The order's pickup pass, full screen and high contrast (black on white in either
 * theme) for a bright counter or a dark crowd: order number, pickup code, vendor, time and the
 * signed QR the vendor checks offline.
 */
export function PickupPassDialog({ orderId, onClose }: { orderId: number; onClose: () => void }) {
  const { pass, error, isLoading } = usePickupPass(orderId);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="left-0 top-0 flex h-dvh max-h-none w-full max-w-none translate-x-0 translate-y-0 flex-col items-center gap-4 overflow-y-auto rounded-none border-0 bg-white p-5 pt-8 text-black sm:p-8 [&_[data-dialog-close]]:text-black">
        <div className="grid justify-items-center gap-1 text-center">
          <DialogTitle className="text-3xl font-black">Order #{orderId}</DialogTitle>
          <DialogDescription className="text-base font-medium text-black">
            Pickup pass
          </DialogDescription>
        </div>
        {pass ? (
          <PassBody pass={pass} />
        ) : isLoading ? (
          <p role="status">Loading your pass...</p>
        ) : (
          <p role="alert" className="max-w-xs text-center text-base font-semibold">
            {error ? errorMessage(error, NO_PASS_MESSAGE) : NO_PASS_MESSAGE}
          </p>
        )}
        {/* shrink-0: on a short screen the pass scrolls; the button keeps its full height */}
        <Button
          size="lg"
          onClick={onClose}
          className="mt-auto w-full max-w-xs shrink-0 bg-black text-white hover:bg-black/85"
        >
          Done
        </Button>
      </DialogContent>
    </Dialog>
  );
}
