import type { PickupPassResponse } from '../../../contract/pickup-pass';
import { PassQr, PickupCodeText, WorksOfflineBadge } from './pass-parts';

/** What the hatch screen shows of a ready order, from its saved pass or from the order itself. */
export type HatchFacts = {
  orderNumber: number;
  pickupCode: string;
  vendorName: string;
  /** The pickup point; null where the vendor gave none (or an older saved pass lacks it). */
  vendorLocation: string | null;
  /** The signed pass for the QR code; missing while it loads or when it could not be had. */
  pass: PickupPassResponse | undefined;
  isPassLoading: boolean;
};

/**
 * A ready order as the vendor reads it at arm's length across the hatch: the number and the
 * code in huge type, the QR code, the vendor and where to collect. Side by side from tablet width.
 */
export function HatchTicket({ facts }: { facts: HatchFacts }) {
  return (
    <div className="mx-auto grid w-full max-w-5xl flex-1 content-center items-center justify-items-center gap-4 px-4 pb-4 sm:gap-6 sm:pb-8 md:grid-cols-2 md:gap-10">
      <div className="grid justify-items-center gap-3 text-center sm:gap-4 md:justify-items-start md:text-left">
        <h1 className="grid leading-none">
          <span className="text-lg font-bold uppercase tracking-[0.2em]">Order</span>{' '}
          <span className="whitespace-nowrap text-[clamp(4.5rem,24vw,10rem)] font-black tabular-nums md:text-[clamp(4.5rem,12vw,10rem)]">
            #{facts.orderNumber}
          </span>
        </h1>
        <div>
          <p className="text-lg font-bold uppercase tracking-[0.2em]">Pickup code</p>
          <PickupCodeText
            code={facts.pickupCode}
            className="text-[clamp(3.5rem,16vw,6rem)] leading-tight tracking-[0.2em]"
          />
        </div>
        <dl className="grid gap-3">
          <div>
            <dt className="text-sm font-bold uppercase tracking-[0.2em]">Vendor</dt>
            <dd className="text-2xl font-bold sm:text-3xl">{facts.vendorName}</dd>
          </div>
          {facts.vendorLocation ? (
            <div>
              <dt className="text-sm font-bold uppercase tracking-[0.2em]">Pickup point</dt>
              <dd className="text-2xl font-bold sm:text-3xl">{facts.vendorLocation}</dd>
            </div>
          ) : null}
        </dl>
      </div>
      <div className="grid justify-items-center gap-3">
        {facts.pass ? (
          <>
            <div className="w-[min(100%,16rem)] sm:w-[min(100%,20rem)] md:w-[min(100%,24rem)]">
              <PassQr pass={facts.pass} size={384} />
            </div>
            <WorksOfflineBadge />
          </>
        ) : facts.isPassLoading ? (
          <p role="status" className="text-lg font-semibold">
            Loading the QR code...
          </p>
        ) : (
          <p className="max-w-xs text-center text-lg font-semibold">
            The QR code could not load here. Show the pickup code instead.
          </p>
        )}
      </div>
    </div>
  );
}
