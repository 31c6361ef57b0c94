import { CalendarClock, Zap } from 'lucide-react';
import type { ReactNode } from 'react';
import { Label, NativeSelect } from '../../components/ui/input';
import { cn } from '../../lib/cn';
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

/** customer spec 2 'Checkout': ASAP (about the prep time) or Scheduled with a time picker. */
export function PickupTimePicker({
  pickup,
  prepMinutes,
  disabled = false,
}: {
  pickup: PickupTimeState;
  prepMinutes: number;
  disabled?: boolean;
}) {
  return (
    <fieldset disabled={disabled} className="grid gap-3">
      <legend className="sr-only">Pickup time</legend>
      <div className="grid gap-2 sm:grid-cols-2">
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
              <option key={slot.value} value={slot.value}>
                {slot.label}
              </option>
            ))}
          </NativeSelect>
        </div>
      ) : null}
    </fieldset>
  );
}
