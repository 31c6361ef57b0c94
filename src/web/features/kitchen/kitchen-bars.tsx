import { ArrowLeft, Ban, BellRing, Undo2 } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '../../components/ui/button';

/** The screen's title bar: where it is, and its few actions, all big enough for a wet thumb. */
export function KitchenHeader({
  vendorName,
  ticketCount,
  recallId,
  isBusy,
  onRecall,
  onEightySix,
}: {
  vendorName: string | undefined;
  ticketCount: number | undefined;
  /** The last bumped ticket, while it is still Ready (so it can come back). */
  recallId: number | undefined;
  isBusy: boolean;
  onRecall: () => void;
  onEightySix: () => void;
}) {
  return (
    <header className="flex flex-wrap items-center gap-3">
      <Button asChild variant="outline" size="lg">
        <Link href="/vendor/dashboard">
          <ArrowLeft aria-hidden /> Dashboard
        </Link>
      </Button>
      <div className="grid flex-1">
        <h1 className="text-3xl font-bold">Kitchen</h1>
        <p className="text-lg text-muted-foreground">
          {vendorName ?? ''}
          {ticketCount === undefined
            ? null
            : `${vendorName ? ' · ' : ''}${ticketCount} ${ticketCount === 1 ? 'ticket' : 'tickets'}`}
        </p>
      </div>
      {recallId !== undefined ? (
        <Button variant="secondary" size="lg" disabled={isBusy} onClick={onRecall}>
          <Undo2 aria-hidden /> Recall #{recallId}
        </Button>
      ) : null}
      <Button variant="outline" size="lg" onClick={onEightySix}>
        <Ban aria-hidden /> 86 an item
      </Button>
    </header>
  );
}

/**
 * New orders keep sounding until someone taps here; the bar names them, so a screen
 * with its sound off still shows the alert.
 */
export function NewOrderBar({
  orderIds,
  onAcknowledge,
}: {
  orderIds: readonly number[];
  onAcknowledge: () => void;
}) {
  return (
    <div role="status" aria-live="assertive">
      {orderIds.length > 0 ? (
        <div className="flex flex-wrap items-center gap-3 rounded-2xl bg-accent px-4 py-3 text-accent-foreground">
          <BellRing className="size-8 shrink-0" aria-hidden />
          <p className="flex-1 text-2xl font-bold">
            {orderIds.length === 1 ? 'New order' : `${orderIds.length} new orders`}:{' '}
            {orderIds.map((id) => `#${id}`).join(', ')}
          </p>
          <button
            type="button"
            onClick={onAcknowledge}
            className="min-h-14 rounded-xl border-2 border-accent-foreground px-6 text-xl font-bold"
          >
            Acknowledge
          </button>
        </div>
      ) : null}
    </div>
  );
}
