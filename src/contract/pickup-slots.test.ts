import { describe, expect, it } from 'vitest';
import { browseOrderSchema } from './orders';
import {
  firstFreeSlot,
  fireTimeFor,
  hasRoom,
  heldOrdersShiftSchema,
  isHeldOrder,
  kitchenTimeOf,
  nextFreeSlots,
  pickupSlotPauseSchema,
  slotAtOrAfter,
  slotCapacitySchema,
  slotOf,
  toPickupSlot,
} from './pickup-slots';

const at = (time: string) => new Date(`2026-11-22T${time}:00.000Z`);
const slot = (
  time: string,
  taken: number,
  options: { capacity?: number | null; paused?: boolean } = {},
) =>
  toPickupSlot({
    time: at(time),
    capacity: options.capacity === undefined ? 5 : options.capacity,
    taken,
    paused: options.paused ?? false,
  });

describe('slotOf / slotAtOrAfter', () => {
  it('floors a time to its 5-minute mark', () => {
    expect(slotOf(at('23:07')).toISOString()).toBe(at('23:05').toISOString());
    expect(slotOf('2026-11-22T23:09:59.999Z').toISOString()).toBe(at('23:05').toISOString());
    expect(slotOf(at('23:10')).toISOString()).toBe(at('23:10').toISOString());
  });

  it('rounds up to the next mark, keeping a mark as it is', () => {
    expect(slotAtOrAfter(at('23:07')).toISOString()).toBe(at('23:10').toISOString());
    expect(slotAtOrAfter(at('23:10')).toISOString()).toBe(at('23:10').toISOString());
  });
});

describe('toPickupSlot', () => {
  it('counts what is left, never below zero', () => {
    expect(slot('23:10', 3)).toEqual({
      time: at('23:10').toISOString(),
      capacity: 5,
      remaining: 2,
      paused: false,
    });
    expect(slot('23:10', 7).remaining).toBe(0);
  });

  it('is unlimited (null) without a capacity, and 0 once paused', () => {
    expect(slot('23:10', 40, { capacity: null })).toMatchObject({
      capacity: null,
      remaining: null,
    });
    expect(slot('23:10', 0, { paused: true })).toMatchObject({ remaining: 0, paused: true });
    expect(slot('23:10', 0, { capacity: null, paused: true })).toMatchObject({ remaining: 0 });
  });

  it('has room only when not paused and not full', () => {
    expect(hasRoom(slot('23:10', 4))).toBe(true);
    expect(hasRoom(slot('23:10', 5))).toBe(false);
    expect(hasRoom(slot('23:10', 0, { paused: true }))).toBe(false);
    expect(hasRoom(slot('23:10', 999, { capacity: null }))).toBe(true);
  });
});

describe('next free slots', () => {
  const slots = [
    slot('23:00', 5),
    slot('23:05', 5),
    slot('23:10', 0, { paused: true }),
    slot('23:15', 1),
    slot('23:20', 5),
    slot('23:25', 0),
    slot('23:30', 2),
    slot('23:35', 0),
  ];

  it('suggests up to 3 slots with room after the refused one, skipping full and paused', () => {
    expect(nextFreeSlots(slots, at('23:00'))).toEqual(
      ['23:15', '23:25', '23:30'].map((time) => at(time).toISOString()),
    );
    expect(nextFreeSlots(slots, at('23:30'))).toEqual([at('23:35').toISOString()]);
    expect(nextFreeSlots(slots, at('23:35'))).toEqual([]);
  });

  it('finds the first slot with room at or after a mark', () => {
    expect(firstFreeSlot(slots, at('23:00'))?.time).toBe(at('23:15').toISOString());
    expect(firstFreeSlot(slots, at('23:15'))?.time).toBe(at('23:15').toISOString());
    expect(firstFreeSlot(slots.slice(0, 3), at('23:00'))).toBeNull();
  });
});

describe('hold-and-fire rules', () => {
  it('fires a held order its prep time before its pickup slot', () => {
    expect(fireTimeFor(at('23:30'), 12).toISOString()).toBe(at('23:18').toISOString());
  });

  const facts = (overrides: Partial<Parameters<typeof isHeldOrder>[0]>) => ({
    paymentStatus: 'paid',
    paidAt: at('22:00'),
    fireAt: at('23:18'),
    firedAt: null,
    ...overrides,
  });

  it('is held only while paid and not fired', () => {
    expect(isHeldOrder(facts({}))).toBe(true);
    expect(isHeldOrder(facts({ paymentStatus: 'unpaid', paidAt: null }))).toBe(false);
    expect(isHeldOrder(facts({ firedAt: at('23:18') }))).toBe(false);
    expect(isHeldOrder(facts({ fireAt: null }))).toBe(false);
  });

  it('reaches the kitchen when paid (normal) or when fired (held)', () => {
    expect(kitchenTimeOf(facts({ fireAt: null }))).toEqual(at('22:00'));
    expect(kitchenTimeOf(facts({}))).toBeNull();
    expect(kitchenTimeOf(facts({ firedAt: at('23:19') }))).toEqual(at('23:19'));
    expect(
      kitchenTimeOf(facts({ fireAt: null, paymentStatus: 'unpaid', paidAt: null })),
    ).toBeNull();
  });
});

describe('schemas', () => {
  const order = { vendorId: 1, items: [{ menuItemId: 1, quantity: 1 }] };
  const issuePaths = (body: unknown) =>
    browseOrderSchema
      .safeParse({ flow: 'browse', ...(body as object) })
      .error?.issues.map((issue) => issue.path.join('.'));

  it('takes exactly one of pickupTime and fireAt, naming the field', () => {
    expect(issuePaths({ ...order, fireAt: 'show_end' })).toBeUndefined();
    expect(issuePaths({ ...order, pickupTime: 'asap' })).toBeUndefined();
    expect(issuePaths({ ...order })).toEqual(['pickupTime']);
    expect(issuePaths({ ...order, pickupTime: 'asap', fireAt: 'show_end' })).toEqual(['fireAt']);
    expect(issuePaths({ ...order, fireAt: 'later' })).toEqual(['fireAt']);
  });

  it('bounds the slot capacity (null is unlimited)', () => {
    expect(slotCapacitySchema.safeParse(null).success).toBe(true);
    expect(slotCapacitySchema.safeParse(8).success).toBe(true);
    for (const bad of [0, 501, 2.5, '8'])
      expect(slotCapacitySchema.safeParse(bad).success).toBe(false);
  });

  it('shifts held orders by -60..120 minutes, never 0', () => {
    for (const minutes of [-60, -1, 1, 120])
      expect(heldOrdersShiftSchema.safeParse({ minutes }).success).toBe(true);
    for (const minutes of [0, -61, 121, 1.5])
      expect(heldOrdersShiftSchema.safeParse({ minutes }).success).toBe(false);
  });

  it('pauses a slot named by an ISO time', () => {
    expect(
      pickupSlotPauseSchema.safeParse({ time: at('23:10').toISOString(), paused: true }).success,
    ).toBe(true);
    expect(
      pickupSlotPauseSchema.safeParse({ time: '23:10', paused: true }).error?.issues[0]?.path,
    ).toEqual(['time']);
  });
});
