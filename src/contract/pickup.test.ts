import { describe, expect, it } from 'vitest';
import {
  eventEndsAt,
  eventStatusAt,
  MAX_PICKUP_SLOTS,
  NO_EVENT_PICKUP_WINDOW_MINUTES,
  pickupSlotTimes,
  pickupWindow,
  preOrderPickupTime,
  type EventSchedule,
} from './pickup';

const MINUTE = 60_000;
const NOW = new Date('2026-11-22T22:03:20.000Z');
const minutesFromNow = (minutes: number) => new Date(NOW.getTime() + minutes * MINUTE);

describe('eventEndsAt and eventStatusAt', () => {
  it('takes an event without an estimated end to last 4 hours', () => {
    expect(eventEndsAt({ startsAt: NOW, endsAt: null })).toEqual(minutesFromNow(240));
    expect(eventEndsAt({ startsAt: NOW.toISOString() })).toEqual(minutesFromNow(240));
    expect(eventEndsAt({ startsAt: NOW, endsAt: minutesFromNow(90).toISOString() })).toEqual(
      minutesFromNow(90),
    );
  });

  it('derives the status from the dates, honouring an explicit ended or early ongoing', () => {
    const show = (startsIn: number, endsIn: number | null, status?: EventSchedule['status']) => ({
      startsAt: minutesFromNow(startsIn),
      endsAt: endsIn === null ? null : minutesFromNow(endsIn),
      status,
    });
    expect(eventStatusAt(show(-60, 30), NOW)).toBe('ongoing');
    expect(eventStatusAt(show(-60, 30, 'upcoming'), NOW)).toBe('ongoing');
    expect(eventStatusAt(show(-60, 30, 'ended'), NOW)).toBe('ended');
    expect(eventStatusAt(show(-300, null), NOW)).toBe('ended');
    expect(eventStatusAt(show(60, 180), NOW)).toBe('upcoming');
    expect(eventStatusAt(show(60, 180, 'ongoing'), NOW)).toBe('ongoing');
  });
});

describe('pickupWindow (customer spec 2, Checkout)', () => {
  it("runs from the vendor's prep time ahead to 2 hours after the event in progress ends", () => {
    const window = pickupWindow({
      now: NOW,
      prepMinutes: 20,
      event: { startsAt: minutesFromNow(-90), endsAt: minutesFromNow(35), status: 'ongoing' },
    });
    expect(window).toEqual({
      earliest: minutesFromNow(20),
      latest: minutesFromNow(35 + 120),
      eventEndsAt: minutesFromNow(35),
    });
  });

  it('uses the 4-hour default end of an event in progress without an estimated end', () => {
    const window = pickupWindow({
      now: NOW,
      prepMinutes: 10,
      event: { startsAt: minutesFromNow(-60), endsAt: null },
    });
    expect(window.latest).toEqual(minutesFromNow(-60 + 240 + 120));
  });

  it('is 6 hours from now when no event is in progress, upcoming or ended ones included', () => {
    expect(NO_EVENT_PICKUP_WINDOW_MINUTES).toBe(6 * 60);
    const noEvent = {
      earliest: minutesFromNow(15),
      latest: minutesFromNow(360),
      eventEndsAt: null,
    };
    expect(pickupWindow({ now: NOW, prepMinutes: 15, event: null })).toEqual(noEvent);
    const upcoming = {
      startsAt: minutesFromNow(3 * 24 * 60),
      endsAt: null,
      status: 'upcoming' as const,
    };
    expect(pickupWindow({ now: NOW, prepMinutes: 15, event: upcoming })).toEqual(noEvent);
    const ended = { startsAt: minutesFromNow(-300), endsAt: minutesFromNow(-60) };
    expect(pickupWindow({ now: NOW, prepMinutes: 15, event: ended })).toEqual(noEvent);
  });

  it('is never in the past, whatever the prep time says', () => {
    for (const prep of [0, -5, Number.NaN]) {
      expect(pickupWindow({ now: NOW, prepMinutes: prep, event: null }).earliest).toEqual(NOW);
    }
  });
});

describe('pickupSlotTimes', () => {
  it('offers every 5-minute mark from the earliest time (rounded up) to the latest', () => {
    const window = pickupWindow({
      now: NOW,
      prepMinutes: 20,
      event: { startsAt: minutesFromNow(-90), endsAt: new Date('2026-11-22T23:30:00.000Z') },
    });
    const slots = pickupSlotTimes(window, NOW);
    expect(slots[0]).toEqual(new Date('2026-11-22T22:25:00.000Z'));
    expect(slots.at(-1)).toEqual(new Date('2026-11-23T01:30:00.000Z'));
    expect(slots).toHaveLength(38);
    for (const [index, slot] of slots.entries()) {
      expect(slot >= window.earliest && slot <= window.latest).toBe(true);
      if (index > 0) expect(slot.getTime() - (slots[index - 1]?.getTime() ?? 0)).toBe(5 * MINUTE);
    }
  });

  it('never offers now itself, and nothing when the window is closed', () => {
    const onTheMark = new Date('2026-11-22T22:10:00.000Z');
    const open = pickupWindow({ now: onTheMark, prepMinutes: 0, event: null });
    expect(pickupSlotTimes(open, onTheMark)[0]).toEqual(new Date('2026-11-22T22:15:00.000Z'));
    const closed = pickupWindow({
      now: NOW,
      prepMinutes: 200,
      event: { startsAt: minutesFromNow(-90), endsAt: minutesFromNow(10) },
    });
    expect(pickupSlotTimes(closed, NOW)).toEqual([]);
  });

  it('caps a far-away end', () => {
    const window = pickupWindow({
      now: NOW,
      prepMinutes: 20,
      event: { startsAt: minutesFromNow(-10), endsAt: minutesFromNow(30 * 24 * 60) },
    });
    expect(pickupSlotTimes(window, NOW)).toHaveLength(MAX_PICKUP_SLOTS);
  });
});

describe('preOrderPickupTime', () => {
  const show = (startMinutes: number, endMinutes: number): EventSchedule => ({
    startsAt: minutesFromNow(startMinutes),
    endsAt: minutesFromNow(endMinutes).toISOString(),
  });

  it('is the end of the show when the vendor has it ready by then', () => {
    expect(preOrderPickupTime({ now: NOW, prepMinutes: 15, event: show(-60, 90) })).toEqual(
      minutesFromNow(90),
    );
  });

  it('is after the prep time, never in the past, once the show has ended or is about to', () => {
    expect(preOrderPickupTime({ now: NOW, prepMinutes: 15, event: show(-240, -30) })).toEqual(
      minutesFromNow(15),
    );
    expect(preOrderPickupTime({ now: NOW, prepMinutes: 15, event: show(-120, 5) })).toEqual(
      minutesFromNow(15),
    );
  });

  it('is after the prep time without a show', () => {
    expect(preOrderPickupTime({ now: NOW, prepMinutes: 20, event: null })).toEqual(
      minutesFromNow(20),
    );
  });
});
