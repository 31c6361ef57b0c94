import { beforeAll, describe, expect, it } from 'vitest';
import {
  mealTicketMessages,
  talentCrewMessages,
  type CrewMemberView,
  type MealProgramView,
  type TalentCrewSummary,
} from '../../../contract/talent-crew';
import { call, latestAuditEntry } from '../admin/admin.test-support';
import { hoursFromNow } from '../../../test/clock';
import {
  issueMessages,
  memberBody,
  programBody,
  seededEventId,
  talentCrewTestApp,
} from './talent-crew.test-support';

// accounts spec 2.12, 3 (Meal program, Crew member), 5 (the two forms): programs and members.

const t = talentCrewTestApp();
let otherEventId: number;

beforeAll(async () => {
  otherEventId = await seededEventId(t.harness.database.db, 'Luna Vega: Starlight Tour');
});

const post = (path: string, body: unknown) =>
  call(t.harness.app, 'POST', `/api/talent-crew/${path}`, t.admin, body);
const patch = (path: string, body: unknown) =>
  call(t.harness.app, 'PATCH', `/api/talent-crew/${path}`, t.admin, body);

describe('POST /api/talent-crew/programs', () => {
  it('creates a program with every field and records it', async () => {
    const response = await post('programs', programBody(t.eventId, { budgetTotal: '250.50' }));
    expect(response.statusCode).toBe(201);
    const program = response.json<MealProgramView>();
    expect(program).toMatchObject({
      eventId: t.eventId,
      eventName: 'Midnight Echo: Neon Nights Tour',
      programName: 'Load-in Lunch',
      description: 'Lunch for the load-in crew',
      mealAllowanceAmount: '15.00',
      mealAllowanceCents: 1500,
      maxTicketsPerPerson: 2,
      programType: 'crew',
      budgetTotal: '250.50',
      budgetTotalCents: 25_050,
      isActive: true,
      memberCount: 0,
      ticketsIssued: 0,
      committedCents: 0,
      remainingBudgetCents: 25_050,
    });
    const audit = await latestAuditEntry(t.harness.database.db);
    expect(audit).toMatchObject({
      action: 'meal_program.create',
      entityType: 'meal_program',
      entityId: String(program.id),
    });
  });

  it.each([
    ['eventId', { eventId: 0 }, talentCrewMessages.event],
    ['eventId missing', { eventId: undefined }, talentCrewMessages.event],
    ['programName', { programName: '  ' }, talentCrewMessages.programName],
    ['mealAllowanceAmount', { mealAllowanceAmount: -1 }, talentCrewMessages.allowance],
    ['mealAllowanceAmount text', { mealAllowanceAmount: 'lots' }, talentCrewMessages.allowance],
    ['maxTicketsPerPerson', { maxTicketsPerPerson: 0 }, talentCrewMessages.maxTickets],
    ['programType', { programType: 'catering' }, talentCrewMessages.programType],
    ['validFrom', { validFrom: '' }, talentCrewMessages.validFrom],
    ['validUntil', { validUntil: undefined }, talentCrewMessages.validUntil],
    ['budgetTotal', { budgetTotal: -5 }, talentCrewMessages.budget],
    [
      'date order',
      { validFrom: '2030-06-02', validUntil: '2030-06-01' },
      talentCrewMessages.dateOrder,
    ],
  ])('refuses a bad %s with the spec message', async (_field, overrides, message) => {
    const response = await post('programs', programBody(t.eventId, overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(issueMessages(response)).toContain(message);
  });

  it('refuses an unknown event, naming eventId', async () => {
    const response = await post('programs', programBody(999_999));
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([
      { path: 'body.eventId', message: talentCrewMessages.unknownEvent },
    ]);
  });
});

describe('PATCH /api/talent-crew/programs/{id}', () => {
  it('checks one changed date against the stored other date', async () => {
    const program = await t.api.createProgram(
      programBody(t.eventId, {
        validFrom: '2030-06-01T10:00:00Z',
        validUntil: '2030-06-01T20:00:00Z',
      }),
    );
    const early = await patch(`programs/${program.id}`, { validUntil: '2030-06-01T09:00:00Z' });
    expect(early.statusCode).toBe(400);
    expect(early.json().issues).toEqual([
      { path: 'body.validUntil', message: talentCrewMessages.dateOrder },
    ]);
    const late = await patch(`programs/${program.id}`, { validFrom: '2030-06-02T00:00:00Z' });
    expect(late.statusCode).toBe(400);
    const moved = await t.api.patchProgram(program.id, { validUntil: '2030-06-01T23:00:00Z' });
    expect(moved.validUntil).toBe('2030-06-01T23:00:00.000Z');
  });

  it('edits fields, deactivates, and refuses a budget below what tickets hold', async () => {
    const program = await t.api.createProgram(programBody(t.eventId, { budgetTotal: 100 }));
    const member = await t.api.addMember(memberBody(program));
    await t.api.issue(member.id);
    await t.api.issue(member.id);
    const low = await patch(`programs/${program.id}`, { budgetTotal: 29.99 });
    expect(low.statusCode).toBe(400);
    expect(low.json().issues).toEqual([
      { path: 'body.budgetTotal', message: talentCrewMessages.budgetBelowCommitted },
    ]);
    const edited = await t.api.patchProgram(program.id, {
      budgetTotal: 30,
      programName: 'Load-out Dinner',
      isActive: false,
    });
    expect(edited).toMatchObject({
      budgetTotalCents: 3000,
      remainingBudgetCents: 0,
      programName: 'Load-out Dinner',
      isActive: false,
      memberCount: 1,
      ticketsIssued: 2,
    });
    expect(await latestAuditEntry(t.harness.database.db)).toMatchObject({
      action: 'meal_program.update',
      summary: 'Deactivated meal program Load-out Dinner',
    });
    const empty = await patch(`programs/${program.id}`, {});
    expect(empty.json().message).toBe(talentCrewMessages.emptyUpdate);
    expect((await patch('programs/999999', { isActive: true })).statusCode).toBe(404);
  });
});

describe('members', () => {
  it.each([
    ['programId', { programId: 0 }, talentCrewMessages.program],
    ['eventId', { eventId: undefined }, talentCrewMessages.event],
    ['name', { name: '' }, talentCrewMessages.name],
    ['role', { role: ' ' }, talentCrewMessages.role],
  ])('refuses a bad %s with the spec message', async (_field, overrides, message) => {
    const response = await post('members', memberBody({ id: 1, eventId: t.eventId }, overrides));
    expect(response.statusCode).toBe(400);
    expect(issueMessages(response)).toContain(message);
  });

  it('refuses an unknown program and another event than the program’s', async () => {
    const unknown = await post('members', memberBody({ id: 999_999, eventId: t.eventId }));
    expect(unknown.json().issues).toEqual([
      { path: 'body.programId', message: talentCrewMessages.unknownProgram },
    ]);
    const program = await t.api.createProgram(programBody(t.eventId));
    const mismatch = await post('members', memberBody({ id: program.id, eventId: otherEventId }));
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().issues).toEqual([
      { path: 'body.eventId', message: talentCrewMessages.programEventMismatch },
    ]);
  });

  it('adds a member with every field, links it to the account with that e-mail, edits it', async () => {
    const program = await t.api.createProgram(programBody(t.eventId));
    const member = await t.api.addMember(
      memberBody(program, {
        contactInfo: '  Vendor@CurtainCall.test ',
        specialDietaryNeeds: 'Vegan',
      }),
    );
    expect(member).toMatchObject({
      programName: 'Load-in Lunch',
      contactInfo: 'Vendor@CurtainCall.test',
      specialDietaryNeeds: 'Vegan',
      isActive: true,
      mealTicketsAllocated: 0,
      totalSpent: '0.00',
      linkedUserId: expect.any(Number),
    });
    expect(await latestAuditEntry(t.harness.database.db)).toMatchObject({
      action: 'crew_member.create',
      entityType: 'crew_member',
    });
    const edited = await t.api.patchMember(member.id, { contactInfo: null, isActive: false });
    expect(edited).toMatchObject({ contactInfo: null, linkedUserId: null, isActive: false });
    const list = await call(t.harness.app, 'GET', '/api/talent-crew/members', t.admin);
    expect(list.json<CrewMemberView[]>().find((row) => row.id === member.id)).toEqual(edited);
    const mismatch = await patch(`members/${member.id}`, { eventId: otherEventId });
    expect(mismatch.json().issues).toEqual([
      { path: 'body.eventId', message: talentCrewMessages.programEventMismatch },
    ]);
  });

  it('keeps a member with tickets on their program, and a program with members on its event', async () => {
    const program = await t.api.createProgram(programBody(t.eventId));
    const member = await t.api.addMember(memberBody(program));
    const moved = await patch(`programs/${program.id}`, { eventId: otherEventId });
    expect(moved.json().issues).toEqual([
      { path: 'body.eventId', message: talentCrewMessages.programEventMismatch },
    ]);
    const other = await t.api.createProgram(programBody(t.eventId, { programName: 'Second' }));
    expect((await t.api.patchMember(member.id, { programId: other.id })).programName).toBe(
      'Second',
    );
    await t.api.issue(member.id);
    const away = await patch(`members/${member.id}`, { programId: program.id });
    expect(away.statusCode).toBe(400);
    expect(away.json().issues).toEqual([
      { path: 'body.programId', message: talentCrewMessages.memberHasTickets },
    ]);
  });

  it('a deactivated member gets no more tickets', async () => {
    const program = await t.api.createProgram(programBody(t.eventId));
    const member = await t.api.addMember(memberBody(program, { isActive: false }));
    const response = await post('tickets', { memberId: member.id });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'MEAL_TICKET_INVALID',
      message: mealTicketMessages.memberInactive,
    });
  });
});

describe('GET /api/talent-crew/programs and /summary', () => {
  it('lists programs with their figures and counts the six counters from the tables', async () => {
    const before = (
      await call(t.harness.app, 'GET', '/api/talent-crew/summary', t.admin)
    ).json<TalentCrewSummary>();
    const program = await t.api.createProgram(
      programBody(t.eventId, { budgetTotal: 40, validUntil: hoursFromNow(3) }),
    );
    const member = await t.api.addMember(memberBody(program));
    const ticket = await t.api.issue(member.id);
    await t.api.issue(member.id);
    await t.api.voidTicket(ticket.id);
    const programs = await call(t.harness.app, 'GET', '/api/talent-crew/programs', t.admin);
    expect(programs.json<MealProgramView[]>().find((row) => row.id === program.id)).toMatchObject({
      memberCount: 1,
      ticketsIssued: 1,
      committedCents: 1500,
      remainingBudgetCents: 2500,
    });
    const summary = await call(t.harness.app, 'GET', '/api/talent-crew/summary', t.admin);
    expect(summary.json()).toEqual({
      totalPrograms: before.totalPrograms + 1,
      activePrograms: before.activePrograms + 1,
      totalMembers: before.totalMembers + 1,
      ticketsIssued: before.ticketsIssued + 1,
      ticketsRedeemed: before.ticketsRedeemed,
      totalBudget: ((before.totalBudgetCents + 4000) / 100).toFixed(2),
      totalBudgetCents: before.totalBudgetCents + 4000,
    });
  });
});
