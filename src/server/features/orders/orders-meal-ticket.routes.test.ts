import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { OrderQuote, OrderView, TimelineEntry } from '../../../contract/orders';
import type { Receipt } from '../../../contract/receipts';
import { MEAL_TICKET_RETURNED_NOTE } from '../../../contract/vendor';
import { crewMembers, events, mealPrograms, mealTickets, orders } from '../../db/schema';
import { login } from '../../../test/test-app';
import { callApi, patchOrderStatus } from '../vendor/vendor.test-support';
import { COVERED_BY_MEAL_TICKET_NOTE, cancelStaleUnpaidOrders } from './orders.service';
import { postOrder, signUp, startAsCustomer, type SeedMenuItem } from './orders.test-support';
import type { TestApp } from '../../../test/test-app';

// accounts spec 3, checkout with a talent & crew meal ticket: the server takes the allowance off
// the total, redeems the ticket with the order in one transaction, and a cancelled order gives it
// back.

const ALLOWANCE_CENTS = 1500;
const HOUR = 60 * 60_000;

let harness: TestApp;
let customer: string;
let menu: (name: string) => SeedMenuItem;
let burger: SeedMenuItem;
let lemonade: SeedMenuItem;
let programId: number;
let memberId: number;
let codeCounter = 0;

beforeAll(async () => {
  ({ harness, customer, menu } = await startAsCustomer());
  burger = menu('Encore Smash Burger');
  lemonade = menu('Fresh Lemonade');
  const db = harness.database.db;
  const [event] = await db.select({ id: events.id }).from(events).limit(1);
  if (!event) throw new Error('no seeded event');
  const [program] = await db
    .insert(mealPrograms)
    .values({
      eventId: event.id,
      programName: 'Checkout crew',
      mealAllowanceCents: ALLOWANCE_CENTS,
      maxTicketsPerPerson: 10,
      programType: 'crew',
      validFrom: new Date(Date.now() - HOUR),
      validUntil: new Date(Date.now() + 6 * HOUR),
    })
    .returning({ id: mealPrograms.id });
  programId = program!.id;
  // the demo customer's account e-mail is this member's contact, in another case
  const [member] = await db
    .insert(crewMembers)
    .values({
      programId,
      eventId: event.id,
      name: 'Alex Rivera',
      role: 'Stagehand',
      contactInfo: 'Customer@CurtainCall.test',
      mealTicketsAllocated: 10,
    })
    .returning({ id: crewMembers.id });
  memberId = member!.id;
});
afterAll(() => harness.close());

/** A fresh issued ticket for the member; returns its code as people type it. */
async function issueTicket(fields: Partial<typeof mealTickets.$inferInsert> = {}) {
  codeCounter += 1;
  const code = `TST${String(codeCounter).padStart(7, '0')}`;
  await harness.database.db.insert(mealTickets).values({
    programId,
    crewMemberId: memberId,
    code,
    amountCents: ALLOWANCE_CENTS,
    ...fields,
  });
  return `${code.slice(0, 5)}-${code.slice(5)}`.toLowerCase();
}

async function ticketRow(code: string) {
  const plain = code.toUpperCase().replace('-', '');
  const [row] = await harness.database.db
    .select()
    .from(mealTickets)
    .where(eq(mealTickets.code, plain));
  return row!;
}

async function memberRow() {
  const [row] = await harness.database.db
    .select()
    .from(crewMembers)
    .where(eq(crewMembers.id, memberId));
  return row!;
}

const orderOf = (item: SeedMenuItem, fields: object = {}) => ({
  vendorId: item.vendorId,
  items: [{ menuItemId: item.id, quantity: 1 }],
  pickupTime: 'asap',
  ...fields,
});

const orderWithTicket = (item: SeedMenuItem, code: string) =>
  postOrder(harness.app, customer, orderOf(item, { mealTicketCode: code }));

async function quote(item: SeedMenuItem, fields: object = {}, cookie = customer) {
  return harness.app.inject({
    method: 'POST',
    url: '/api/orders/quote',
    headers: cookie ? { cookie } : {},
    payload: { vendorId: item.vendorId, items: [{ menuItemId: item.id, quantity: 1 }], ...fields },
  });
}

async function ordersWithTicket(code: string) {
  const ticket = await ticketRow(code);
  return harness.database.db.select().from(orders).where(eq(orders.mealTicketId, ticket.id));
}

describe('POST /api/orders with a meal ticket', () => {
  it("takes the allowance off the server's total and redeems the ticket with the order", async () => {
    const code = await issueTicket();
    const plain = (await quote(burger)).json<OrderQuote>();
    const before = await memberRow();

    // the client's item price is only compared; the total it saw is the one after the ticket
    const response = await postOrder(
      harness.app,
      customer,
      orderOf(burger, {
        mealTicketCode: code,
        items: [{ menuItemId: burger.id, quantity: 1, price: 0.01 }],
        total: (plain.totalCents - ALLOWANCE_CENTS) / 100,
      }),
    );
    expect(response.statusCode).toBe(201);
    const order = response.json<OrderView>();
    expect(order).toMatchObject({
      subtotalCents: plain.subtotalCents,
      mealAllowanceCents: ALLOWANCE_CENTS,
      mealAllowance: '15.00',
      totalCents: plain.totalCents - ALLOWANCE_CENTS,
      paymentStatus: 'unpaid',
      mealTicketCode: code.toUpperCase(),
    });
    expect(await ticketRow(code)).toMatchObject({
      status: 'redeemed',
      redeemedOrderId: order.id,
      redeemedVendorId: burger.vendorId,
      spentCents: ALLOWANCE_CENTS,
    });
    expect(await memberRow()).toMatchObject({
      mealTicketsUsed: before.mealTicketsUsed + 1,
      totalSpentCents: before.totalSpentCents + ALLOWANCE_CENTS,
    });

    // the card pays only the rest
    const intent = await callApi(
      harness.app,
      'POST',
      '/api/payments/demo/create-intent',
      customer,
      {
        amount: plain.totalCents / 100,
        orderId: order.id,
      },
    );
    expect(intent.statusCode).toBe(400);
    const rest = await callApi(harness.app, 'POST', '/api/payments/demo/create-intent', customer, {
      amount: order.totalCents / 100,
      orderId: order.id,
    });
    expect(rest.statusCode).toBe(200);
    expect(rest.json()).toMatchObject({ amountCents: plain.totalCents - ALLOWANCE_CENTS });
  });

  it('answers 409 with the quote after the allowance when the client saw the full total', async () => {
    const code = await issueTicket();
    const plain = (await quote(burger)).json<OrderQuote>();
    const response = await postOrder(
      harness.app,
      customer,
      orderOf(burger, { mealTicketCode: code, total: plain.total }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'PRICE_CHANGED',
      quote: {
        mealAllowanceCents: ALLOWANCE_CENTS,
        totalCents: plain.totalCents - ALLOWANCE_CENTS,
      },
    });
    expect(await ordersWithTicket(code)).toEqual([]);
    expect((await ticketRow(code)).status).toBe('issued');
  });

  it('never goes below zero: an order the ticket covers is placed paid, with no card', async () => {
    const code = await issueTicket();
    const plain = (await quote(lemonade)).json<OrderQuote>();
    expect(plain.totalCents).toBeLessThan(ALLOWANCE_CENTS);
    const before = await memberRow();

    const response = await postOrder(
      harness.app,
      customer,
      orderOf(lemonade, { mealTicketCode: code, total: 0 }),
    );
    expect(response.statusCode).toBe(201);
    const order = response.json<OrderView>();
    expect(order).toMatchObject({
      totalCents: 0,
      totalAmount: '0.00',
      mealAllowanceCents: plain.totalCents,
      paymentStatus: 'paid',
    });
    expect(order.paidAt).not.toBeNull();
    expect((await ticketRow(code)).spentCents).toBe(plain.totalCents);
    expect(await memberRow()).toMatchObject({
      totalSpentCents: before.totalSpentCents + plain.totalCents,
    });

    // no card: the order is paid already
    const intent = await callApi(
      harness.app,
      'POST',
      '/api/payments/demo/create-intent',
      customer,
      {
        amount: 0,
        orderId: order.id,
      },
    );
    expect(intent.statusCode).toBe(409);
    expect(intent.json().code).toBe('ALREADY_PAID');

    // the vendor's board shows it like a paid order, with the ticket
    const vendor = await login(harness.app, 'vendor@curtaincall.test');
    const board = await callApi(harness.app, 'GET', '/api/vendor/orders', vendor);
    expect(board.json<OrderView[]>().find((entry) => entry.id === order.id)).toMatchObject({
      paymentStatus: 'paid',
      mealTicketCode: code.toUpperCase(),
      mealAllowanceCents: plain.totalCents,
    });
    const timeline = await callApi(
      harness.app,
      'GET',
      `/api/orders/${order.id}/timeline`,
      customer,
    );
    expect(timeline.json<TimelineEntry[]>().map((entry) => entry.note)).toContain(
      COVERED_BY_MEAL_TICKET_NOTE,
    );
  });

  it('pays what is left of a ticket an earlier order spent in part', async () => {
    const code = await issueTicket();
    const first = (await orderWithTicket(lemonade, code)).json<OrderView>();
    const left = ALLOWANCE_CENTS - first.mealAllowanceCents;
    expect((await ticketRow(code)).status).toBe('issued');

    const second = await orderWithTicket(burger, code);
    expect(second.statusCode).toBe(201);
    expect(second.json<OrderView>().mealAllowanceCents).toBe(left);
    expect(await ticketRow(code)).toMatchObject({
      status: 'redeemed',
      spentCents: ALLOWANCE_CENTS,
    });
    expect(await ordersWithTicket(code)).toHaveLength(2);
  });

  it('refuses a ticket of another show with 403 and writes no order', async () => {
    const [otherShow] = await harness.database.db
      .select({ id: events.id })
      .from(events)
      .where(eq(events.name, 'The Copper Lanterns: Acoustic Sundown'));
    const [program] = await harness.database.db
      .insert(mealPrograms)
      .values({
        eventId: otherShow!.id,
        programName: 'Sundown crew',
        mealAllowanceCents: ALLOWANCE_CENTS,
        programType: 'crew',
        validFrom: new Date(Date.now() - HOUR),
        validUntil: new Date(Date.now() + 6 * HOUR),
      })
      .returning({ id: mealPrograms.id });
    const code = await issueTicket({ programId: program!.id });
    const response = await orderWithTicket(burger, code);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      message: 'This meal ticket can only be used at a vendor of its event',
      issues: [{ path: 'body.mealTicketCode' }],
    });
    expect(await ordersWithTicket(code)).toEqual([]);
    expect((await quote(burger, { mealTicketCode: code })).statusCode).toBe(403);
  });

  it('refuses a spent ticket with 409 and writes no order', async () => {
    const code = await issueTicket();
    const first = await orderWithTicket(burger, code);
    expect(first.statusCode).toBe(201);
    const before = await memberRow();

    const again = await orderWithTicket(burger, code);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'MEAL_TICKET_REDEEMED',
      issues: [{ path: 'body.mealTicketCode' }],
    });
    expect(await ordersWithTicket(code)).toHaveLength(1);
    expect(await memberRow()).toEqual(before);
  });

  it("refuses someone else's ticket with 403", async () => {
    const code = await issueTicket();
    const stranger = await signUp(harness.app, 'stranger');
    const response = await postOrder(
      harness.app,
      stranger,
      orderOf(burger, { mealTicketCode: code }),
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('This meal ticket belongs to another crew member');
    expect((await ticketRow(code)).status).toBe('issued');
  });

  it('refuses a voided, an expired and an unknown ticket', async () => {
    const voided = await issueTicket({ status: 'void' });
    const voidAnswer = await orderWithTicket(burger, voided);
    expect(voidAnswer.statusCode).toBe(409);
    expect(voidAnswer.json().message).toBe('This meal ticket was voided');

    const [expiredProgram] = await harness.database.db
      .insert(mealPrograms)
      .values({
        eventId: (await memberRow()).eventId,
        programName: 'Last week',
        mealAllowanceCents: ALLOWANCE_CENTS,
        programType: 'crew',
        validFrom: new Date(Date.now() - 48 * HOUR),
        validUntil: new Date(Date.now() - 24 * HOUR),
      })
      .returning({ id: mealPrograms.id });
    const expired = await issueTicket({ programId: expiredProgram!.id });
    const expiredAnswer = await orderWithTicket(burger, expired);
    expect(expiredAnswer.statusCode).toBe(409);
    expect(expiredAnswer.json().message).toBe('This meal ticket has expired');

    const unknown = await postOrder(
      harness.app,
      customer,
      orderOf(burger, { mealTicketCode: 'ZZZZZ-ZZZZZ' }),
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().issues).toMatchObject([{ path: 'body.mealTicketCode' }]);

    const blank = await postOrder(harness.app, customer, orderOf(burger, { mealTicketCode: ' ' }));
    expect(blank.statusCode).toBe(400);
    expect(JSON.stringify(blank.json().issues)).toContain('mealTicketCode');
  });

  it('gives the ticket back when the vendor cancels the order', async () => {
    const code = await issueTicket();
    const before = await memberRow();
    const placed = await orderWithTicket(lemonade, code);
    const order = placed.json<OrderView>();
    expect(order.paymentStatus).toBe('paid');

    const vendor = await login(harness.app, 'vendor@curtaincall.test');
    const cancelled = await patchOrderStatus(harness.app, vendor, order.id, {
      status: 'cancelled',
      reason: 'Out of lemons',
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await ticketRow(code)).toMatchObject({
      status: 'issued',
      redeemedOrderId: null,
      spentCents: 0,
    });
    expect(await memberRow()).toEqual(before);
    const timeline = await callApi(
      harness.app,
      'GET',
      `/api/orders/${order.id}/timeline`,
      customer,
    );
    const last = timeline.json<TimelineEntry[]>().at(-1);
    expect(last?.note).toContain(MEAL_TICKET_RETURNED_NOTE);
    // nothing was paid by card, so nothing is said to be refunded
    expect(last?.note).not.toContain('refunded');

    // the ticket pays again
    const reused = await orderWithTicket(lemonade, code);
    expect(reused.statusCode).toBe(201);
  });

  it('gives the ticket back when the unpaid-order sweep cancels the order', async () => {
    const code = await issueTicket();
    const placed = await orderWithTicket(burger, code);
    const order = placed.json<OrderView>();
    expect(order.paymentStatus).toBe('unpaid');

    const cancelledIds = await cancelStaleUnpaidOrders(
      harness.database.db,
      new Date(Date.now() + 31 * 60_000),
    );
    expect(cancelledIds).toContain(order.id);
    expect((await ticketRow(code)).status).toBe('issued');
    // every unpaid order with a ticket went (earlier tests left some): the member's tally is
    // exactly what the tickets still redeemed add up to
    const tickets = await harness.database.db
      .select()
      .from(mealTickets)
      .where(eq(mealTickets.crewMemberId, memberId));
    const redeemed = tickets.filter((ticket) => ticket.status === 'redeemed');
    expect(await memberRow()).toMatchObject({
      mealTicketsUsed: redeemed.length,
      // a ticket spends as it goes: what the issued ones spent in part counts too
      totalSpentCents: tickets.reduce((sum, ticket) => sum + ticket.spentCents, 0),
    });
  });

  it('lets exactly one of two concurrent orders redeem the same ticket', async () => {
    const code = await issueTicket();
    const before = await memberRow();
    // each burger takes the whole allowance, so only one of them can have it
    const answers = await Promise.all([
      orderWithTicket(burger, code),
      orderWithTicket(burger, code),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await ordersWithTicket(code)).toHaveLength(1);
    expect((await memberRow()).mealTicketsUsed).toBe(before.mealTicketsUsed + 1);
  });
});

describe('POST /api/orders/quote with a meal ticket', () => {
  it('shows the allowance without redeeming the ticket', async () => {
    const code = await issueTicket();
    const plain = (await quote(burger)).json<OrderQuote>();
    const response = await quote(burger, { mealTicketCode: code });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      mealAllowanceCents: ALLOWANCE_CENTS,
      mealAllowance: '15.00',
      totalCents: plain.totalCents - ALLOWANCE_CENTS,
      mealTicketCode: code.toUpperCase(),
    });
    expect((await ticketRow(code)).status).toBe('issued');
  });

  it('refuses as placing would, and asks a signed-out caller to sign in', async () => {
    const code = await issueTicket({ status: 'redeemed', redeemedAt: new Date() });
    const spent = await quote(burger, { mealTicketCode: code });
    expect(spent.statusCode).toBe(409);
    expect(spent.json().code).toBe('MEAL_TICKET_REDEEMED');

    const signedOut = await quote(burger, { mealTicketCode: await issueTicket() }, '');
    expect(signedOut.statusCode).toBe(401);
  });
});

describe("a covered order's receipt", () => {
  it('says the meal ticket paid, with no card', async () => {
    const code = await issueTicket();
    const placed = await orderWithTicket(lemonade, code);
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json<OrderView>();
    expect(order.paymentStatus).toBe('paid');
    const response = await callApi(harness.app, 'GET', `/api/orders/${order.id}/receipt`, customer);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Receipt>()).toMatchObject({
      totalCents: 0,
      mealAllowanceCents: order.mealAllowanceCents,
      payment: { method: 'meal_ticket', cardLast4: null, mealTicketCode: code.toUpperCase() },
    });
  });
});
