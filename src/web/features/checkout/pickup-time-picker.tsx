import { CalendarClock, Drama, Zap } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { Label, NativeSelect } from '../../components/ui/input';
import { cn } from '../../lib/cn';
import { formatClockTime, formatSlotLabel } from '../../lib/format';
import type { SlotFull } from './pickup-api';
import type { PickupMode, PickupTimeState } from './use-pickup-time';

function Choice({
  value,
  current,
  onSelect,
  disabled,
  icon,
  title,
  hint,
}: {
  value: PickupMode;
  current: PickupMode;
  onSelect: (mode: PickupMode) => void;
  disabled?: boolean;
  icon: ReactNode;
  title: string;
  hint: string;
}) {
  const isChecked = value === current;
  return (
    <label
      className={cn(
        'flex min-h-16 cursor-pointer items-center gap-3 rounded-xl border-2 p-3 transition-colors',
        isChecked ? 'border-primary bg-primary/10' : 'border-border hover:bg-muted',
        disabled && 'cursor-not-allowed opacity-50',
      )}
    >
      <input
        type="radio"
        name="pickup-mode"
        value={value}
        checked={isChecked}
        disabled={disabled}
        onChange={() => onSelect(value)}
        className="size-5 accent-[var(--primary)]"
      />
      <span className="grid flex-1 gap-0.5">
        <span className="font-semibold">{title}</span>
        <span className="text-xs text-muted-foreground">{hint}</span>
      </span>
      <span aria-hidden className="text-muted-foreground">
        {icon}
      </span>
    </label>
  );
}

/** 'Next free: 11:10 PM' under a full choice; a scheduled one can move there in one tap. */
function NextFree({ pickup }: { pickup: PickupTimeState }) {
  const next = pickup.nextFree;
  if (!next) return null;
  return (
    <p
      role="status"
      className="flex flex-wrap items-center gap-2 rounded-xl bg-muted px-3 py-2 text-sm"
    >
      <span className="font-semibold">
        {pickup.mode === 'asap' ? 'ASAP is full right now. ' : 'That time is full. '}Next free:{' '}
        {next.label}
      </span>
      {pickup.mode === 'scheduled' ? (
        <Button size="sm" variant="outline" onClick={() => pickup.choose(next.value)}>
          Pick {next.label}
        </Button>
      ) : null}
    </p>
  );
}

/**
 * The 409 PICKUP_SLOT_FULL answer at placement: the server's message and the next free slots it
 * offered; the cart is untouched, one tap picks a time and paying again places the order.
 */
function SlotFullOffer({ offer, onPick }: { offer: SlotFull; onPick: (time: string) => void }) {
  return (
    <div role="alert" className="grid gap-2 rounded-xl border-2 border-destructive p-3 text-sm">
      <p className="font-semibold">{offer.message}</p>
      {offer.nextFreeSlots.length > 0 ? (
        <div className="flex flex-wrap gap-2">
          {offer.nextFreeSlots.map((time) => (
            <Button key={time} size="sm" variant="outline" onClick={() => onPick(time)}>
              Pick {formatSlotLabel(new Date(time))}
            </Button>
          ))}
        </div>
      ) : (
        <p>No pickup times are free right now.</p>
      )}
    </div>
  );
}

/**
 * customer spec 2 'Checkout': ASAP (about the prep time) or Scheduled with a time picker; issue
 * 16: full slots disabled, 'Next free', and 'When the show ends' while a show is in progress.
 */
export function PickupTimePicker({
  pickup,
  prepMinutes,
  disabled = false,
  slotFull = null,
  onPickOffered,
}: {
  pickup: PickupTimeState;
  prepMinutes: number;
  disabled?: boolean;
  /** The server refused the chosen slot as full (409) and offered these instead. */
  slotFull?: SlotFull | null;
  onPickOffered?: (time: string) => void;
}) {
  return (
    <fieldset disabled={disabled} className="grid gap-3">
      <legend className="sr-only">Pickup time</legend>
      {slotFull ? (
        <SlotFullOffer offer={slotFull} onPick={(time) => onPickOffered?.(time)} />
      ) : null}
      {/* three side by side only where the page is one column: beside the payment card, one under another */}
      <div
        className={cn(
          'grid gap-2',
          pickup.showEndsAt ? 'md:grid-cols-3 lg:grid-cols-1' : 'sm:grid-cols-2',
        )}
      >
        <Choice
          value="asap"
          current={pickup.mode}
          onSelect={pickup.setMode}
          icon={<Zap className="size-5" />}
          title={`ASAP (about ${prepMinutes} minutes)`}
          hint="As soon as the vendor has it ready"
        />
        <Choice
          value="scheduled"
          current={pickup.mode}
          onSelect={pickup.setMode}
          disabled={!pickup.canSchedule}
          icon={<CalendarClock className="size-5" />}
          title="Scheduled"
          hint={pickup.canSchedule ? 'Pick a time, e.g. after the encore' : 'No times left today'}
        />
        {pickup.showEndsAt ? (
          <Choice
            value="show_end"
            current={pickup.mode}
            onSelect={pickup.setMode}
            icon={<Drama className="size-5" />}
            title="When the show ends"
            hint={`The kitchen starts it so it is ready when the show ends (about ${formatClockTime(pickup.showEndsAt)})`}
          />
        ) : null}
      </div>
      {pickup.mode === 'scheduled' && pickup.slot ? (
        <div className="grid gap-2">
          <Label htmlFor="pickup-slot">Pickup time</Label>
          <NativeSelect
            id="pickup-slot"
            value={pickup.slot.value}
            onChange={(event) => pickup.setSlot(event.target.value)}
            className="h-12"
          >
            {pickup.slots.map((slot) => (
              <option
                key={slot.value}
                value={slot.value}
                disabled={slot.isFull && slot.value !== pickup.slot?.value}
              >
                {slot.isFull ? `${slot.label} (Full)` : slot.label}
              </option>
            ))}
          </NativeSelect>
        </div>
      ) : null}
      <NextFree pickup={pickup} />
    </fieldset>
  );
}
