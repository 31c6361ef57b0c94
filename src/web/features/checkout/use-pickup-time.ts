import { useMemo, useState } from 'react';
import { eventEndsAt, eventStatusAt } from '../../../contract/pickup';
import { FIRE_AT_SHOW_END, type PickupSlot } from '../../../contract/pickup-slots';
import { useNow } from '../../hooks/use-now';
import { formatSlotLabel } from '../../lib/format';
import { useCurrentEvent } from '../vendors/api';
import { usePickupSlots } from './pickup-api';
import {
  asapSlot,
  isSlotFull,
  nextFreeAfter,
  pickupSlots,
  slotRoomByTime,
  toEventSchedule,
} from './pickup-slots';

export type PickupMode = 'asap' | 'scheduled' | typeof FIRE_AT_SHOW_END;
export type SlotChoice = { value: string; label: string; isFull: boolean };
/** What POST /api/orders receives for the pickup: a time ('asap' or ISO), or the show's end. */
export type PickupTiming = { pickupTime: string } | { fireAt: typeof FIRE_AT_SHOW_END };

/**
 * The slots the picker offers (the shared window, contract/pickup.ts), each marked full when the
 * server's counts say so; the counts by time; the show's end while one is in progress.
 */
function useSlotChoices(prepMinutes: number, vendorId: number | null) {
  const now = useNow();
  const event = useCurrentEvent().data ?? null;
  const counted = usePickupSlots(vendorId).data;
  const rooms = useMemo(() => slotRoomByTime(counted?.slots), [counted]);
  const slots = useMemo<SlotChoice[]>(
    () =>
      pickupSlots(now, prepMinutes, event ? toEventSchedule(event) : null).map((slot) => {
        const room = rooms.get(slot.getTime());
        return {
          value: slot.toISOString(),
          label: formatSlotLabel(slot, now),
          isFull: room ? isSlotFull(room) : false,
        };
      }),
    [now, prepMinutes, event, rooms],
  );
  const schedule = event ? toEventSchedule(event) : null;
  const showEndsAt =
    schedule && eventStatusAt(schedule, now) === 'ongoing' ? eventEndsAt(schedule) : null;
  return { now, rooms, asap: counted?.asap, slots, showEndsAt };
}

/** The next slot with room after a full one, as the picker shows it; null when not full. */
function nextFreeSlot(full: PickupSlot | null, rooms: Map<number, PickupSlot>, now: Date) {
  if (!full || !isSlotFull(full)) return null;
  const next = nextFreeAfter(rooms, full);
  return next ? { value: next, label: formatSlotLabel(new Date(next), now) } : null;
}

/**
 * The pickup choice at checkout. Slots are rebuilt every 30 s, so one that has slipped into the
 * past disappears; a chosen slot that did (or that filled up before it was chosen) falls back to
 * the earliest free one. Full slots are marked, 'Next free' names where a full choice
 * would go, and while a show is in progress the order can wait for its end ('show_end').
 */
export function usePickupTime(prepMinutes: number, vendorId: number | null) {
  const { now, rooms, asap, slots, showEndsAt } = useSlotChoices(prepMinutes, vendorId);
  const [mode, setMode] = useState<PickupMode>('asap');
  const [chosen, setChosen] = useState<string | null>(null);
  const slot =
    slots.find((candidate) => candidate.value === chosen) ??
    slots.find((candidate) => !candidate.isFull) ??
    null;
  const current: PickupMode =
    mode === FIRE_AT_SHOW_END && showEndsAt
      ? FIRE_AT_SHOW_END
      : mode === 'scheduled' && slot
        ? 'scheduled'
        : 'asap';
  const chosenRoom =
    current === 'scheduled' && slot ? (rooms.get(Date.parse(slot.value)) ?? null) : null;
  const timing: PickupTiming =
    current === FIRE_AT_SHOW_END
      ? { fireAt: FIRE_AT_SHOW_END }
      : { pickupTime: current === 'scheduled' && slot ? slot.value : 'asap' };

  return {
    mode: current,
    setMode,
    slots,
    slot,
    setSlot: setChosen,
    /** Picks a scheduled time, e.g. a next free slot the server offered after a 409. */
    choose: (time: string) => {
      const match = slots.find((candidate) => Date.parse(candidate.value) === Date.parse(time));
      setMode('scheduled');
      setChosen(match?.value ?? time);
    },
    /** The next slot with room when the chosen or the ASAP slot is full; null otherwise. */
    nextFree: nextFreeSlot(
      current === 'asap' ? asapSlot(asap, rooms, now, prepMinutes) : chosenRoom,
      rooms,
      now,
    ),
    /** The show's estimated end while one is in progress: 'When the show ends' is offered. */
    showEndsAt,
    /** What the order body carries for its pickup. */
    timing,
    canSchedule: slots.some((candidate) => !candidate.isFull),
  } as const;
}

export type PickupTimeState = ReturnType<typeof usePickupTime>;
