import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  mealTicketMessages,
  normaliseTicketCode,
  TICKET_CODE_ALPHABET,
  type CrewMemberView,
  type MealTicketView,
} from '../../../contract/talent-crew';
import { crewMembers, mealPrograms } from '../../db/schema';
import { call, latestAuditEntry } from '../admin/admin.test-support';
import { hoursFromNow } from '../../../test/clock';
import { memberBody, programBody, talentCrewTestApp } from './talent-crew.test-support';

// accounts spec 2.12 Tickets: issuing within the per-person cap and the budget, listing, voiding.

const t = talentCrewTestApp();

const issue = (memberId: unknown) =>
  call(t.harness.app, 'POST', '/api/talent-crew/tickets', t.admin, { memberId });
const list = async (query = '') =>
  (await call(t.harness.app, 'GET', `/api/talent-crew/tickets${query}`, t.admin)).json<
    MealTicketView[]
  >();
const memberRow = async (id: number) => {
  const [row] = await t.harness.database.db
    .select()
    .from(crewMembers)
    .where(eq(crewMembers.id, id));
  return row;
};

async function programWithMember(overrides: Record<string, unknown> = {}) {
  const program = await t.api.createProgram(programBody(t.eventId, overrides));
  const member = await t.api.addMember(memberBody(program));
  return { program, member };
}

describe('POST /api/talent-crew/tickets', () => {
  it('issues a ticket with a short hard-to-guess code worth the allowance', async () => {
    const { program, member } = await programWithMember();
    const response = await issue(member.id);
    expect(response.statusCode).toBe(201);
    const ticket = response.json<MealTicketView>();
    expect(ticket).toMatchObject({
      status: 'issued',
      programId: program.id,
      memberId: member.id,
      memberName: 'Sam Rigger',
      allowance: '15.00',
      allowanceCents: 1500,
      spentCents: 0,
      redeemedAt: null,
      orderId: null,
    });
    expect(ticket.code).toMatch(/^[A-Z0-9]{5}-[A-Z0-9]{5}$/);
    expect(
      [...normaliseTicketCode(ticket.code)].every((c) => TICKET_CODE_ALPHABET.includes(c)),
    ).toBe(true);
    expect((await memberRow(member.id))?.mealTicketsAllocated).toBe(1);
    expect(await latestAuditEntry(t.harness.database.db)).toMatchObject({
      action: 'meal_ticket.issue',
      entityType: 'meal_ticket',
      entityId: String(ticket.id),
    });
  });

  it('never gives a member more than maxTicketsPerPerson, voided ones not counting', async () => {
    const { member } = await programWithMember({ maxTicketsPerPerson: 2, budgetTotal: null });
    const first = await t.api.issue(member.id);
    await t.api.issue(member.id);
    const third = await issue(member.id);
    expect(third.statusCode).toBe(409);
    expect(third.json()).toEqual({
      code: 'MEAL_TICKET_LIMIT',
      message: mealTicketMessages.maxTickets,
    });
    await t.api.voidTicket(first.id);
    expect((await memberRow(member.id))?.mealTicketsAllocated).toBe(1);
    expect((await issue(member.id)).statusCode).toBe(201);
    expect((await memberRow(member.id))?.mealTicketsAllocated).toBe(2);
  });

  it('never goes over the program budget', async () => {
    const { program, member } = await programWithMember({
      budgetTotal: 40,
      maxTicketsPerPerson: 5,
    });
    const other = await t.api.addMember(memberBody(program, { name: 'Alex Deck' }));
    await t.api.issue(member.id);
    await t.api.issue(other.id);
    const over = await issue(member.id);
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({ code: 'MEAL_TICKET_LIMIT', message: mealTicketMessages.budget });
  });

  it('concurrent issues stay within the cap and the budget', async () => {
    const capped = await programWithMember({ maxTicketsPerPerson: 3, budgetTotal: null });
    const capAnswers = await Promise.all(Array.from({ length: 8 }, () => issue(capped.member.id)));
    expect(capAnswers.filter((answer) => answer.statusCode === 201)).toHaveLength(3);
    expect(capAnswers.filter((answer) => answer.statusCode === 409)).toHaveLength(5);
    expect((await memberRow(capped.member.id))?.mealTicketsAllocated).toBe(3);

    const budgeted = await programWithMember({ maxTicketsPerPerson: 1, budgetTotal: 45 });
    const members = [budgeted.member];
    for (const name of ['A', 'B', 'C', 'D', 'E'])
      members.push(await t.api.addMember(memberBody(budgeted.program, { name })));
    const budgetAnswers = await Promise.all(members.map((member) => issue(member.id)));
    expect(budgetAnswers.filter((answer) => answer.statusCode === 201)).toHaveLength(3);
    expect(
      budgetAnswers
        .filter((answer) => answer.statusCode === 409)
        .every((answer) => answer.json().code === 'MEAL_TICKET_LIMIT'),
    ).toBe(true);
  });

  it('refuses an inactive or ended program, and an unknown member', async () => {
    const inactive = await programWithMember({ isActive: false });
    const closed = await issue(inactive.member.id);
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toEqual({
      code: 'MEAL_TICKET_INVALID',
      message: mealTicketMessages.programClosed,
    });
    const ended = await programWithMember({
      validFrom: hoursFromNow(-10),
      validUntil: hoursFromNow(-1),
    });
    expect((await issue(ended.member.id)).json().message).toBe(mealTicketMessages.programClosed);
    const unknown = await issue(999_999);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().issues).toEqual([
      { path: 'body.memberId', message: mealTicketMessages.unknownMember },
    ]);
    expect((await issue('x')).statusCode).toBe(400);
  });
});

describe('GET /api/talent-crew/tickets', () => {
  it('lists tickets with status, filtered by program, member and status', async () => {
    const { program, member } = await programWithMember({ budgetTotal: null });
    const other = await t.api.addMember(
      memberBody(program, { name: 'Jo Props', department: null }),
    );
    const kept = await t.api.issue(member.id);
    const voided = await t.api.issue(member.id);
    await t.api.voidTicket(voided.id);
    const expiring = await t.api.issue(other.id);
    await t.harness.database.db
      .update(mealPrograms)
      .set({
        validFrom: new Date(Date.now() - 7_200_000),
        validUntil: new Date(Date.now() - 60_000),
      })
      .where(eq(mealPrograms.id, program.id));

    const byProgram = await list(`?programId=${program.id}`);
    expect(byProgram.map((ticket) => [ticket.id, ticket.status]).sort()).toEqual(
      [
        [kept.id, 'expired'],
        [voided.id, 'void'],
        [expiring.id, 'expired'],
      ].sort(),
    );
    expect((await list(`?memberId=${other.id}`)).map((ticket) => ticket.id)).toEqual([expiring.id]);
    expect((await list(`?programId=${program.id}&status=void`)).map((ticket) => ticket.id)).toEqual(
      [voided.id],
    );
    expect(await list(`?programId=${program.id}&status=issued`)).toEqual([]);
    expect((await list('?status=redeemed')).every((ticket) => ticket.redeemedVendorName)).toBe(
      true,
    );
    const bad = await call(t.harness.app, 'GET', '/api/talent-crew/tickets?status=lost', t.admin);
    expect(bad.statusCode).toBe(400);
  });
});

describe('PATCH /api/talent-crew/tickets/{id}', () => {
  it('voids an issued ticket once; a void or redeemed one cannot be voided', async () => {
    const { member } = await programWithMember();
    const ticket = await t.api.issue(member.id);
    const voided = await t.api.voidTicket(ticket.id);
    expect(voided.status).toBe('void');
    expect(await latestAuditEntry(t.harness.database.db)).toMatchObject({
      action: 'meal_ticket.void',
    });
    const patchTicket = (id: number, status: string) =>
      call(t.harness.app, 'PATCH', `/api/talent-crew/tickets/${id}`, t.admin, { status });
    const again = await patchTicket(ticket.id, 'void');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(mealTicketMessages.voidOnlyIssued);
    const members = await call(t.harness.app, 'GET', '/api/talent-crew/members', t.admin);
    expect(
      members.json<CrewMemberView[]>().find((row) => row.id === member.id)?.mealTicketsAllocated,
    ).toBe(0);
    expect((await patchTicket(ticket.id, 'issued')).statusCode).toBe(400);
    expect((await patchTicket(999_999, 'void')).statusCode).toBe(404);
  });
});
