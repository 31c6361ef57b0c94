import { useMemo, useState } from 'react';
import { useNow } from '../../hooks/use-now';
import { useCurrentEvent } from '../vendors/api';
import { formatSlotLabel, pickupSlots, toEventSchedule } from './pickup-slots';

export type PickupMode = 'asap' | 'scheduled';
export type PickupSlot = { value: string; label: string };

/**
 * The pickup choice at checkout. Slots are rebuilt every 30 s, so one that has slipped into the
 * past disappears; a chosen slot that did falls back to the earliest one still offered. The
 * window is the server's (contract/pickup.ts): an upcoming event does not widen it.
 */
export function usePickupTime(prepMinutes: number) {
  const now = useNow();
  const event = useCurrentEvent().data ?? null;
  const [mode, setMode] = useState<PickupMode>('asap');
  const [chosen, setChosen] = useState<string | null>(null);

  const slots = useMemo<PickupSlot[]>(
    () =>
      pickupSlots(now, prepMinutes, event ? toEventSchedule(event) : null).map((slot) => ({
        value: slot.toISOString(),
        label: formatSlotLabel(slot, now),
      })),
    [now, prepMinutes, event],
  );
  const slot = slots.find((candidate) => candidate.value === chosen) ?? slots[0] ?? null;
  const isScheduled = mode === 'scheduled' && slot !== null;

  return {
    mode: isScheduled ? mode : 'asap',
    setMode,
    slots,
    slot,
    setSlot: setChosen,
    /** What POST /api/orders receives: 'asap' or an ISO timestamp. */
    pickupTime: isScheduled ? slot.value : 'asap',
    canSchedule: slots.length > 0,
  } as const;
}

export type PickupTimeState = ReturnType<typeof usePickupTime>;
