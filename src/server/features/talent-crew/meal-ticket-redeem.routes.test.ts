import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  mealTicketMessages,
  type MealTicketRedemption,
  type MealTicketView,
} from '../../../contract/talent-crew';
import { crewMembers, mealTickets } from '../../db/schema';
import { login } from '../../../test/test-app';
import {
  call,
  CUSTOMER_EMAIL,
  PENDING_VENDOR_EMAIL,
  VENDOR_EMAIL,
} from '../admin/admin.test-support';
import { signUp } from '../orders/orders.test-support';
import { hoursFromNow } from '../../../test/clock';
import {
  memberBody,
  programBody,
  seededEventId,
  talentCrewTestApp,
} from './talent-crew.test-support';

// A meal ticket at the counter (POST /api/vendor/meal-tickets/redeem) and in the crew member's
// own profile (GET /api/profile/meal-tickets).

const t = talentCrewTestApp();
let vendor: string;

beforeAll(async () => {
  vendor = await login(t.harness.app, VENDOR_EMAIL);
});

const redeem = (body: unknown, cookie = vendor) =>
  call(t.harness.app, 'POST', '/api/vendor/meal-tickets/redeem', cookie, body);

async function freshTicket(overrides: Record<string, unknown> = {}) {
  const program = await t.api.createProgram(programBody(t.eventId, overrides));
  const member = await t.api.addMember(memberBody(program));
  const ticket = await t.api.issue(member.id);
  return { program, member, ticket };
}

describe('POST /api/vendor/meal-tickets/redeem', () => {
  it('redeems for the allowance, whatever the code’s case, spacing or dash', async () => {
    const { member, ticket } = await freshTicket();
    const typed = ticket.code.toLowerCase().replace('-', ' ');
    const response = await redeem({ code: typed });
    expect(response.statusCode).toBe(200);
    const answer = response.json<MealTicketRedemption>();
    expect(answer.message).toBe('Meal ticket redeemed');
    expect(answer.ticket).toMatchObject({
      id: ticket.id,
      status: 'redeemed',
      spentCents: 1500,
      redeemedVendorName: 'Curtain Call Burgers',
      redeemedAt: expect.any(String),
      orderId: null,
    });
    const [row] = await t.harness.database.db
      .select()
      .from(crewMembers)
      .where(eq(crewMembers.id, member.id));
    expect(row).toMatchObject({ mealTicketsUsed: 1, totalSpentCents: 1500 });
  });

  it('spends the amount given and keeps the rest on the ticket until nothing is left', async () => {
    const { member, ticket } = await freshTicket();
    const first = await redeem({ code: ticket.code, amount: '5' });
    expect(first.statusCode).toBe(200);
    expect(first.json<MealTicketRedemption>().ticket).toMatchObject({
      status: 'issued',
      spentCents: 500,
      allowanceCents: 1500,
    });
    const rest = await redeem({ code: ticket.code });
    expect(rest.statusCode).toBe(200);
    expect(rest.json<MealTicketRedemption>().ticket).toMatchObject({
      status: 'redeemed',
      spentCents: 1500,
    });
    const [row] = await t.harness.database.db
      .select()
      .from(crewMembers)
      .where(eq(crewMembers.id, member.id));
    expect(row).toMatchObject({ mealTicketsUsed: 1, totalSpentCents: 1500 });
    expect((await redeem({ code: ticket.code, amount: 1 })).statusCode).toBe(409);
  });

  it('refuses an amount above what is left instead of cutting it, and spends nothing', async () => {
    const { member, ticket } = await freshTicket();
    const tooMuch = await redeem({ code: ticket.code, amount: 99 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Only $15.00 is left on this meal ticket',
      issues: [{ path: 'body.amount', message: 'Only $15.00 is left on this meal ticket' }],
    });
    await redeem({ code: ticket.code, amount: '9.25' });
    const overRest = await redeem({ code: ticket.code, amount: '5.76' });
    expect(overRest.statusCode).toBe(400);
    expect(overRest.json().message).toBe('Only $5.75 is left on this meal ticket');
    const [row] = await t.harness.database.db
      .select()
      .from(crewMembers)
      .where(eq(crewMembers.id, member.id));
    expect(row).toMatchObject({ mealTicketsUsed: 0, totalSpentCents: 925 });
    const negative = await redeem({ code: ticket.code, amount: -1 });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().message).toBe(mealTicketMessages.amount);
  });

  it('is refused to a vendor that is not at the program’s event, and spends nothing', async () => {
    // the demo vendor is not at the acoustic show
    const otherShow = await seededEventId(
      t.harness.database.db,
      'The Copper Lanterns: Acoustic Sundown',
    );
    const { ticket } = await freshTicket({ eventId: otherShow });
    const response = await redeem({ code: ticket.code, amount: 5 });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(mealTicketMessages.notAtEvent);
    const [row] = await t.harness.database.db
      .select()
      .from(mealTickets)
      .where(eq(mealTickets.id, ticket.id));
    expect(row).toMatchObject({ status: 'issued', spentCents: 0, redeemedVendorId: null });
  });

  it('ten concurrent redemptions of one ticket: exactly one wins', async () => {
    const { ticket } = await freshTicket();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => redeem({ code: ticket.code })),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    const losers = answers.filter((answer) => answer.statusCode === 409);
    expect(losers).toHaveLength(9);
    for (const loser of losers)
      expect(loser.json()).toEqual({
        code: 'MEAL_TICKET_REDEEMED',
        message: 'This meal ticket was already redeemed',
      });
  });

  it('refuses a voided ticket, an inactive program, an expired or not yet valid one', async () => {
    const voided = await freshTicket();
    await t.api.voidTicket(voided.ticket.id);
    const inactive = await freshTicket();
    await t.api.patchProgram(inactive.program.id, { isActive: false });
    const expired = await freshTicket();
    await t.api.patchProgram(expired.program.id, {
      validFrom: hoursFromNow(-5),
      validUntil: hoursFromNow(-1),
    });
    const early = await freshTicket({ validFrom: hoursFromNow(2), validUntil: hoursFromNow(5) });
    const offMember = await freshTicket();
    await t.api.patchMember(offMember.member.id, { isActive: false });
    for (const [{ ticket }, message] of [
      [voided, mealTicketMessages.voided],
      [inactive, mealTicketMessages.programInactive],
      [expired, mealTicketMessages.expired],
      [early, mealTicketMessages.notYetValid],
      [offMember, mealTicketMessages.memberInactive],
    ] as const) {
      const response = await redeem({ code: ticket.code });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ code: 'MEAL_TICKET_INVALID', message });
    }
  });

  it('answers 404 for an unknown code and 400 for none', async () => {
    const unknown = await redeem({ code: 'ZZZZZ-ZZZZZ' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(mealTicketMessages.unknown);
    const empty = await redeem({ code: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(mealTicketMessages.code);
  });

  it('is refused to a vendor that is not approved', async () => {
    const { ticket } = await freshTicket();
    const pending = await login(t.harness.app, PENDING_VENDOR_EMAIL);
    const response = await redeem({ code: ticket.code }, pending);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(mealTicketMessages.vendorNotListed);
  });

  it('is for vendors only', async () => {
    const { ticket } = await freshTicket();
    const customer = await login(t.harness.app, CUSTOMER_EMAIL);
    expect((await redeem({ code: ticket.code }, customer)).statusCode).toBe(403);
    expect((await redeem({ code: ticket.code }, t.admin)).statusCode).toBe(403);
    const anonymous = await t.harness.app.inject({
      method: 'POST',
      url: '/api/vendor/meal-tickets/redeem',
      payload: { code: ticket.code },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /api/profile/meal-tickets', () => {
  it('shows the signed-in account only the tickets of members linked to its e-mail', async () => {
    const crew = await signUp(t.harness.app, 'rigger1');
    const program = await t.api.createProgram(
      programBody(t.eventId, { programName: 'Rigging Lunch' }),
    );
    const linked = await t.api.addMember(
      memberBody(program, { contactInfo: 'RIGGER1@example.test' }),
    );
    const stranger = await t.api.addMember(
      memberBody(program, { name: 'Other', contactInfo: null }),
    );
    const mine = await t.api.issue(linked.id);
    await t.api.issue(stranger.id);
    const response = await call(t.harness.app, 'GET', '/api/profile/meal-tickets', crew);
    expect(response.statusCode).toBe(200);
    expect(response.json<MealTicketView[]>()).toEqual([
      expect.objectContaining({
        id: mine.id,
        code: mine.code,
        status: 'issued',
        programName: 'Rigging Lunch',
        allowance: '15.00',
        validFrom: program.validFrom,
        validUntil: program.validUntil,
      }),
    ]);
    const other = await signUp(t.harness.app, 'nobody1');
    expect((await call(t.harness.app, 'GET', '/api/profile/meal-tickets', other)).json()).toEqual(
      [],
    );
    const anonymous = await t.harness.app.inject({
      method: 'GET',
      url: '/api/profile/meal-tickets',
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('the demo customer sees the seeded crew member’s tickets', async () => {
    const customer = await login(t.harness.app, CUSTOMER_EMAIL);
    const tickets = (await call(t.harness.app, 'GET', '/api/profile/meal-tickets', customer)).json<
      MealTicketView[]
    >();
    expect(tickets.map((ticket) => ticket.status).sort()).toEqual(['issued', 'redeemed']);
    expect(tickets.every((ticket) => ticket.memberName === 'Dana Whitfield')).toBe(true);
    expect(tickets.find((ticket) => ticket.status === 'redeemed')?.spentCents).toBe(1350);
  });
});
