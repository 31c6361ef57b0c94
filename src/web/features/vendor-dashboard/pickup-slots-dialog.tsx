import { Pause, Play } from 'lucide-react';
import type { PickupSlot } from '../../../contract/pickup-slots';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { ModalDialog } from '../../components/ui/dialog';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api';
import { formatSlotLabel } from '../../lib/format';
import { usePauseSlot, useVendorPickupSlots } from './api';

// The vendor pauses a 5-minute pickup slot when the counter is swamped (and resumes it
// when it is not). Pausing is undone with one tap, so it asks for no confirmation. The list is
// the one customers' checkouts read, so what the vendor sees is what they see, live.

/** How many slots ahead the dialog lists: two hours, enough for a show's rush. */
const SLOTS_SHOWN = 24;

/** '3 of 8 taken', 'No limit', or 'Paused: no new orders'. */
export function slotLoadText(slot: PickupSlot): string {
  if (slot.paused) return 'Paused: no new orders';
  if (slot.capacity === null || slot.remaining === null) return 'No limit';
  return `${slot.capacity - slot.remaining} of ${slot.capacity} taken`;
}

function SlotRow({ slot, vendorId }: { slot: PickupSlot; vendorId: number }) {
  const pause = usePauseSlot(vendorId);
  const time = formatSlotLabel(slot.time);
  const isFull = !slot.paused && slot.remaining === 0;
  const toggle = () =>
    pause.mutate(
      { time: slot.time, paused: !slot.paused },
      {
        onError: (error) =>
          toast({
            title: slot.paused ? 'Could not resume the slot' : 'Could not pause the slot',
            description: errorMessage(error, 'Please try again.'),
            variant: 'destructive',
          }),
      },
    );
  return (
    <li className="flex items-center justify-between gap-3 rounded-xl border bg-card p-3">
      <div className="grid gap-0.5">
        <span className="text-lg font-bold tabular-nums">{time}</span>
        <span className="flex flex-wrap items-center gap-1.5 text-sm text-muted-foreground">
          {slotLoadText(slot)}
          {isFull ? <Badge variant="secondary">Full</Badge> : null}
        </span>
      </div>
      <Button
        variant={slot.paused ? 'default' : 'outline'}
        className="min-h-11 min-w-28"
        aria-label={`${slot.paused ? 'Resume' : 'Pause'} ${time}`}
        disabled={pause.isPending}
        onClick={toggle}
      >
        {slot.paused ? <Play aria-hidden /> : <Pause aria-hidden />}
        {slot.paused ? 'Resume' : 'Pause'}
      </Button>
    </li>
  );
}

function SlotList({ vendorId }: { vendorId: number }) {
  const slots = useVendorPickupSlots(vendorId);
  if (slots.isPending)
    return (
      <div className="grid gap-2" aria-busy="true" aria-label="Loading pickup slots">
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </div>
    );
  if (slots.isError)
    return (
      <div role="alert" className="grid justify-items-start gap-2">
        <p>{errorMessage(slots.error, 'The pickup slots could not be loaded.')}</p>
        <Button variant="outline" onClick={() => void slots.refetch()}>
          Try again
        </Button>
      </div>
    );
  // the ASAP slot is the one filling right now: first, unless the window already lists it
  const { asap, slots: offered } = slots.data;
  const all = offered.some((slot) => slot.time === asap.time) ? offered : [asap, ...offered];
  const coming = all.slice(0, SLOTS_SHOWN);
  if (coming.length === 0) return <p>No pickup slots ahead right now.</p>;
  return (
    <ul aria-label="Coming pickup slots" className="grid max-h-[60vh] gap-2 overflow-y-auto pr-1">
      {coming.map((slot) => (
        <SlotRow key={slot.time} slot={slot} vendorId={vendorId} />
      ))}
    </ul>
  );
}

/** The coming 5-minute pickup slots with how full each is, each paused or resumed in one tap. */
export function PickupSlotsDialog({
  vendorId,
  onClose,
}: {
  vendorId: number;
  onClose: () => void;
}) {
  return (
    <ModalDialog
      title="Pickup slots"
      description="A paused slot takes no new orders; ASAP orders move to the next slot with room."
      onClose={onClose}
    >
      <SlotList vendorId={vendorId} />
    </ModalDialog>
  );
}
