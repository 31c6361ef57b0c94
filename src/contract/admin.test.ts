import { describe, expect, it } from 'vitest';
import {
  adminUserUpdateSchema,
  canMoveEventStatus,
  eventCreateSchema,
  eventFormMessages,
  eventUpdateSchema,
  normaliseSettingValue,
  settingKind,
  settingMessages,
} from './admin';

describe('settingKind (accounts spec 5: the editor guessed from the key)', () => {
  it.each([
    ['app_maintenance_mode', 'switch'],
    ['demo_checkout_mode', 'switch'],
    ['demo_payment_success_rate', 'rate'],
    ['demo_payment_delay', 'number'],
    ['order_retention_days', 'number'],
    ['support_email', 'text'],
  ])('%s is a %s', (key, kind) => {
    expect(settingKind(key)).toBe(kind);
  });
});

describe('normaliseSettingValue', () => {
  it('stores switches as true/false and numbers trimmed', () => {
    expect(normaliseSettingValue('demo_checkout_mode', ' On ')).toEqual({
      ok: true,
      value: 'true',
    });
    expect(normaliseSettingValue('demo_checkout_mode', '0')).toEqual({ ok: true, value: 'false' });
    expect(normaliseSettingValue('demo_payment_success_rate', '0.25')).toEqual({
      ok: true,
      value: '0.25',
    });
    expect(normaliseSettingValue('support_email', ' a@b.c ')).toEqual({
      ok: true,
      value: ' a@b.c ',
    });
  });

  it('refuses out-of-range and unreadable values with the rule message', () => {
    expect(normaliseSettingValue('demo_payment_success_rate', '1.01')).toEqual({
      ok: false,
      message: settingMessages.rate,
    });
    expect(normaliseSettingValue('demo_payment_delay', 'Infinity')).toEqual({
      ok: false,
      message: settingMessages.delay,
    });
    // the payments never wait longer than this, so the editor never saves more
    expect(normaliseSettingValue('demo_payment_delay', '35000')).toEqual({
      ok: false,
      message: settingMessages.delay,
    });
    expect(normaliseSettingValue('demo_payment_delay', '10000')).toEqual({
      ok: true,
      value: '10000',
    });
    for (const written of ['0x10', '1e4', '-0', '+5', 'NaN', ''])
      expect(normaliseSettingValue('demo_payment_delay', written)).toEqual({
        ok: false,
        message: settingMessages.delay,
      });
    expect(normaliseSettingValue('demo_payment_success_rate', '.5')).toEqual({
      ok: true,
      value: '0.5',
    });
    expect(normaliseSettingValue('app_maintenance_mode', 'yes please')).toEqual({
      ok: false,
      message: settingMessages.switch,
    });
  });
});

describe('event rules', () => {
  it('moves the status forwards only', () => {
    expect(canMoveEventStatus('upcoming', 'ongoing')).toBe(true);
    expect(canMoveEventStatus('upcoming', 'ended')).toBe(true);
    expect(canMoveEventStatus('ongoing', 'ongoing')).toBe(true);
    expect(canMoveEventStatus('ongoing', 'upcoming')).toBe(false);
    expect(canMoveEventStatus('ended', 'ongoing')).toBe(false);
  });

  it('gives the spec messages for the default form (venue 0, empty date)', () => {
    const result = eventCreateSchema.safeParse({ name: '', venueId: 0, eventDate: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      eventFormMessages.name,
      eventFormMessages.venue,
      eventFormMessages.eventDate,
    ]);
  });
});

describe('eventUpdateSchema', () => {
  it('takes any one field, but not an empty body or an unknown field', () => {
    expect(eventUpdateSchema.safeParse({ status: 'ended' }).success).toBe(true);
    expect(eventUpdateSchema.safeParse({ estimatedEndTime: null }).success).toBe(true);
    expect(eventUpdateSchema.safeParse({}).success).toBe(false);
    expect(eventUpdateSchema.safeParse({ venue: 'Fox' }).success).toBe(false);
  });
});

describe('adminUserUpdateSchema', () => {
  it('allows only user and vendor as roles, and needs a field', () => {
    expect(adminUserUpdateSchema.safeParse({ role: 'vendor' }).success).toBe(true);
    expect(adminUserUpdateSchema.safeParse({ role: 'admin' }).success).toBe(false);
    expect(adminUserUpdateSchema.safeParse({}).success).toBe(false);
  });
});
