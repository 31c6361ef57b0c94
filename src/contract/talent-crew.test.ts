import { describe, expect, it } from 'vitest';
import {
  crewMemberCreateSchema,
  crewMemberUpdateSchema,
  formatTicketCode,
  mealProgramCreateSchema,
  mealProgramUpdateSchema,
  mealTicketListQuerySchema,
  mealTicketMessages,
  mealTicketRedeemSchema,
  mealTicketUpdateSchema,
  normaliseTicketCode,
  talentCrewMessages,
  talentCrewReportQuerySchema,
  TICKET_CODE_ALPHABET,
  TICKET_CODE_LENGTH,
} from './talent-crew';

// accounts spec 3 and 5: the meal program and crew member forms, ticket codes, redemption input.

const program = {
  eventId: 1,
  programName: 'Crew Lunch',
  mealAllowanceAmount: 15,
  maxTicketsPerPerson: 2,
  programType: 'crew',
  validFrom: '2030-06-01',
  validUntil: '2030-06-02T18:00:00Z',
};

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('mealProgramCreateSchema', () => {
  it('turns dollars into cents and dates into ISO timestamps, active by default', () => {
    const parsed = mealProgramCreateSchema.parse({ ...program, budgetTotal: '250.5' });
    expect(parsed).toMatchObject({
      mealAllowanceAmount: 1500,
      budgetTotal: 25_050,
      validFrom: '2030-06-01T00:00:00.000Z',
      validUntil: '2030-06-02T18:00:00.000Z',
      isActive: true,
      description: null,
    });
    expect(mealProgramCreateSchema.parse({ ...program, mealAllowanceAmount: 0 })).toMatchObject({
      mealAllowanceAmount: 0,
    });
  });

  it.each([
    [{ eventId: 0 }, talentCrewMessages.event],
    [{ programName: '' }, talentCrewMessages.programName],
    [{ mealAllowanceAmount: -0.01 }, talentCrewMessages.allowance],
    [{ maxTicketsPerPerson: 0 }, talentCrewMessages.maxTickets],
    [{ maxTicketsPerPerson: 1.5 }, talentCrewMessages.maxTickets],
    [{ programType: 'band' }, talentCrewMessages.programType],
    [{ validFrom: '' }, talentCrewMessages.validFrom],
    [{ validUntil: undefined }, talentCrewMessages.validUntil],
    [{ validFrom: 'tomorrow' }, 'Start date must be a date'],
    [{ budgetTotal: -1 }, talentCrewMessages.budget],
    [{ validUntil: '2030-06-01' }, talentCrewMessages.dateOrder],
    [{ validUntil: '2030-05-31' }, talentCrewMessages.dateOrder],
  ])('%o -> %s', (overrides, message) => {
    expect(messagesOf(mealProgramCreateSchema.safeParse({ ...program, ...overrides }))).toContain(
      message,
    );
  });

  it('refuses unknown fields', () => {
    expect(mealProgramCreateSchema.safeParse({ ...program, extra: 1 }).success).toBe(false);
  });
});

describe('update schemas', () => {
  it('keep only the fields sent and need at least one', () => {
    expect(mealProgramUpdateSchema.parse({ isActive: false })).toEqual({ isActive: false });
    expect(mealProgramUpdateSchema.parse({ budgetTotal: null })).toEqual({ budgetTotal: null });
    expect(messagesOf(mealProgramUpdateSchema.safeParse({}))).toEqual([
      talentCrewMessages.emptyUpdate,
    ]);
    expect(crewMemberUpdateSchema.parse({ name: ' Kim ' })).toEqual({ name: 'Kim' });
    expect(messagesOf(crewMemberUpdateSchema.safeParse({}))).toEqual([
      talentCrewMessages.emptyUpdate,
    ]);
  });

  it('check the date order when both dates are sent', () => {
    expect(
      messagesOf(
        mealProgramUpdateSchema.safeParse({ validFrom: '2030-06-02', validUntil: '2030-06-01' }),
      ),
    ).toEqual([talentCrewMessages.dateOrder]);
  });
});

describe('crewMemberCreateSchema', () => {
  const member = { programId: 1, eventId: 1, name: 'Kim', role: 'Rigger' };
  it('trims text and turns empty optional text into null', () => {
    expect(
      crewMemberCreateSchema.parse({ ...member, department: ' ', contactInfo: ' a@b.c ' }),
    ).toEqual({
      ...member,
      department: null,
      contactInfo: 'a@b.c',
      specialDietaryNeeds: null,
      isActive: true,
    });
  });
  it.each([
    [{ programId: 0 }, talentCrewMessages.program],
    [{ eventId: undefined }, talentCrewMessages.event],
    [{ name: ' ' }, talentCrewMessages.name],
    [{ role: '' }, talentCrewMessages.role],
  ])('%o -> %s', (overrides, message) => {
    expect(messagesOf(crewMemberCreateSchema.safeParse({ ...member, ...overrides }))).toContain(
      message,
    );
  });
});

describe('ticket codes', () => {
  it('normalise what people type and format what they read', () => {
    expect(normaliseTicketCode(' abcde-fghij ')).toBe('ABCDEFGHIJ');
    expect(normaliseTicketCode('abcde fghij')).toBe('ABCDEFGHIJ');
    expect(formatTicketCode('abcdefghij')).toBe('ABCDE-FGHIJ');
    expect(formatTicketCode('SHORT')).toBe('SHORT');
  });

  it('use an alphabet without look-alikes', () => {
    expect(TICKET_CODE_LENGTH).toBe(10);
    for (const lookAlike of ['0', 'O', '1', 'I', 'L', 'U'])
      expect(TICKET_CODE_ALPHABET).not.toContain(lookAlike);
    expect(new Set(TICKET_CODE_ALPHABET).size).toBe(TICKET_CODE_ALPHABET.length);
  });
});

describe('redemption and list inputs', () => {
  it('redeem: a normalised code and an optional amount in cents', () => {
    expect(mealTicketRedeemSchema.parse({ code: 'abcde-fghij', amount: '12.34' })).toEqual({
      code: 'ABCDEFGHIJ',
      amount: 1234,
    });
    expect(mealTicketRedeemSchema.parse({ code: 'ABCDEFGHIJ' })).toEqual({ code: 'ABCDEFGHIJ' });
    expect(messagesOf(mealTicketRedeemSchema.safeParse({ code: '' }))).toEqual([
      mealTicketMessages.code,
    ]);
    expect(messagesOf(mealTicketRedeemSchema.safeParse({ code: 'X', amount: -2 }))).toEqual([
      mealTicketMessages.amount,
    ]);
  });

  it('void is the only ticket change; list and report filters are checked', () => {
    expect(mealTicketUpdateSchema.safeParse({ status: 'void' }).success).toBe(true);
    expect(mealTicketUpdateSchema.safeParse({ status: 'redeemed' }).success).toBe(false);
    expect(mealTicketListQuerySchema.parse({ programId: '3', status: 'expired' })).toEqual({
      programId: 3,
      status: 'expired',
    });
    expect(mealTicketListQuerySchema.safeParse({ status: 'lost' }).success).toBe(false);
    expect(talentCrewReportQuerySchema.parse({})).toEqual({ format: 'json' });
    expect(talentCrewReportQuerySchema.safeParse({ format: 'pdf' }).success).toBe(false);
  });
});
