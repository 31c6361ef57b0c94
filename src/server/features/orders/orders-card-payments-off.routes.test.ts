import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENTS_UNAVAILABLE_MESSAGE } from '../../../contract/payments';
import type { OrderView } from '../../../contract/orders';
import { crewMembers, events, mealPrograms, mealTickets, orders } from '../../db/schema';
import { setSetting } from '../payments/payments.test-support';
import { DEMO_SETTING_KEYS } from '../payments/demo-settings';
import { postOrder, startAsCustomerForFile } from './orders.test-support';

// accounts spec 9, demo_checkout_mode: with it off there is no way to pay by card, so an order
// that needs a card is never placed (it would wait unpaid); one a meal ticket pays in full is.

const start = startAsCustomerForFile();
const db = () => start.harness.database.db;
const setCardPayments = (value: string) => setSetting(db(), DEMO_SETTING_KEYS.checkoutMode, value);
afterEach(() => setCardPayments('true'));

const HOUR = 60 * 60_000;
let ticketCode: string;

beforeAll(async () => {
  const [event] = await db().select({ id: events.id }).from(events).limit(1);
  if (!event) throw new Error('no seeded event');
  const [program] = await db()
    .insert(mealPrograms)
    .values({
      eventId: event.id,
      programName: 'Card-free crew',
      mealAllowanceCents: 5000,
      maxTicketsPerPerson: 5,
      programType: 'crew',
      validFrom: new Date(Date.now() - HOUR),
      validUntil: new Date(Date.now() + 6 * HOUR),
    })
    .returning({ id: mealPrograms.id });
  const [member] = await db()
    .insert(crewMembers)
    .values({
      programId: program!.id,
      eventId: event.id,
      name: 'Sam Okafor',
      role: 'Rigger',
      contactInfo: 'customer@curtaincall.test',
      mealTicketsAllocated: 5,
    })
    .returning({ id: crewMembers.id });
  await db().insert(mealTickets).values({
    programId: program!.id,
    crewMemberId: member!.id,
    code: 'CARDOFF001',
    amountCents: 5000,
  });
  ticketCode = 'CARDO-FF001';
});

const burgerOrder = (fields: object = {}) => ({
  vendorId: start.burger.vendorId,
  items: [{ menuItemId: start.burger.id, quantity: 1 }],
  pickupTime: 'asap',
  ...fields,
});

describe('POST /api/orders while card payments are off', () => {
  it('refuses an order that needs a card with 409 and writes no order', async () => {
    // placed once while cards work, so the vendor's facts are cached and the switch must be noticed
    expect((await postOrder(start.harness.app, start.customer, burgerOrder())).statusCode).toBe(
      201,
    );
    await setCardPayments('false');
    const before = await db().$count(orders);

    const refused = await postOrder(start.harness.app, start.customer, burgerOrder());

    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'PAYMENTS_UNAVAILABLE',
      message: PAYMENTS_UNAVAILABLE_MESSAGE,
    });
    expect(await db().$count(orders)).toBe(before);
  });

  it('places an order its meal ticket pays in full, already paid', async () => {
    await setCardPayments('off');
    const response = await postOrder(
      start.harness.app,
      start.customer,
      burgerOrder({ mealTicketCode: ticketCode }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json<OrderView>()).toMatchObject({ totalCents: 0, paymentStatus: 'paid' });
  });

  it('says so on GET /api/app-status, and again when cards are back', async () => {
    await setCardPayments('false');
    const off = await start.harness.app.inject({ method: 'GET', url: '/api/app-status' });
    expect(off.json()).toEqual({ maintenance: false, cardPayments: false, receiptEmails: false });
    await setCardPayments('true');
    const on = await start.harness.app.inject({ method: 'GET', url: '/api/app-status' });
    expect(on.json()).toEqual({ maintenance: false, cardPayments: true, receiptEmails: false });
  });
});
