import { describe, expect, it } from 'vitest';
import { MAX_PICKUP_SLOTS } from '../../../contract/pickup';
import { formatSlotLabel } from '../../lib/format';
import { pickupSlots, toEventSchedule } from './pickup-slots';

const MINUTE = 60_000;
// local times, so the labels read the same in every time zone
const at = (hours: number, minutes: number, seconds = 0, day = 22) =>
  new Date(2026, 10, day, hours, minutes, seconds);

/** An event in progress since `start` (by default 2 hours before its end). */
const showEnding = (end: Date, start = new Date(end.getTime() - 120 * MINUTE)) => ({
  startsAt: start,
  endsAt: end,
});

function expectFiveMinuteSteps(slots: Date[], now: Date) {
  for (const [index, slot] of slots.entries()) {
    expect(slot.getTime()).toBeGreaterThan(now.getTime());
    expect(slot.getMinutes() % 5).toBe(0);
    expect(slot.getSeconds()).toBe(0);
    const previous = slots[index - 1];
    if (previous) expect(slot.getTime() - previous.getTime()).toBe(5 * MINUTE);
  }
}

describe('pickupSlots', () => {
  it('starts at now + prep time rounded up to the next 5 minutes and ends 2 h after the show', () => {
    const now = at(22, 3, 20);
    const slots = pickupSlots(now, 20, showEnding(at(23, 30)));
    expect(slots[0]).toEqual(at(22, 25));
    expect(slots.at(-1)).toEqual(at(1, 30, 0, 23));
    expect(slots).toHaveLength(38);
    expectFiveMinuteSteps(slots, now);
  });

  it('keeps a start that is already on a 5-minute mark', () => {
    const slots = pickupSlots(at(22, 0), 20, showEnding(at(23, 0)));
    expect(slots[0]).toEqual(at(22, 20));
  });

  it('is never in the past, even with no prep time', () => {
    const now = at(22, 10);
    const slots = pickupSlots(now, 0, showEnding(at(23, 0)));
    expect(slots[0]).toEqual(at(22, 15));
    expectFiveMinuteSteps(slots, now);
    expect(pickupSlots(now, Number.NaN, null)[0]).toEqual(at(22, 15));
  });

  it('offers 6 hours of slots when there is no current event, as the server allows', () => {
    const now = at(20, 1);
    const slots = pickupSlots(now, 15, null);
    expect(slots[0]).toEqual(at(20, 20));
    expect(slots.at(-1)).toEqual(at(2, 0, 0, 23));
    expectFiveMinuteSteps(slots, now);
  });

  it('uses the 6-hour window when the event ended, even less than 2 hours ago', () => {
    const now = at(22, 0);
    expect(pickupSlots(now, 20, showEnding(at(18, 0))).at(-1)).toEqual(at(4, 0, 0, 23));
    expect(pickupSlots(now, 20, showEnding(at(21, 30))).at(-1)).toEqual(at(4, 0, 0, 23));
  });

  it('is not widened by an upcoming event (GET /api/events/current falls back to one)', () => {
    const now = at(22, 0);
    const upcoming = toEventSchedule({
      date: new Date(2026, 10, 25, 20, 0).toISOString(),
      endDate: new Date(2026, 10, 25, 23, 0).toISOString(),
      status: 'upcoming',
    });
    expect(pickupSlots(now, 20, upcoming).at(-1)).toEqual(at(4, 0, 0, 23));
  });

  it('counts a current event without a status (customer spec 3) as in progress', () => {
    const now = at(22, 0);
    const current = toEventSchedule({
      date: at(20, 0).toISOString(),
      endDate: at(23, 0).toISOString(),
    });
    expect(pickupSlots(now, 20, current).at(-1)).toEqual(at(1, 0, 0, 23));
  });

  it('caps a far-away end time', () => {
    const slots = pickupSlots(at(12, 0), 20, showEnding(new Date(2026, 11, 31), at(11, 0)));
    expect(slots).toHaveLength(MAX_PICKUP_SLOTS);
  });
});

describe('formatSlotLabel', () => {
  it("reads like '11:35 PM', with the weekday after midnight", () => {
    const now = at(22, 0);
    expect(formatSlotLabel(at(23, 35), now)).toBe('11:35 PM');
    expect(formatSlotLabel(at(22, 5), now)).toBe('10:05 PM');
    expect(formatSlotLabel(at(0, 5, 0, 23), now)).toBe('Mon 12:05 AM');
  });
});
