import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import type { OrderView } from '../../../contract/orders';
import type { Receipt } from '../../../contract/receipts';
import { outbox } from '../../db/schema';
import { createTestApp, login, type TestApp } from '../../../test/test-app';
import { confirmBody, setSetting } from '../payments/payments.test-support';
import { callApi } from '../vendor/vendor.test-support';
import { CUSTOMER_EMAIL } from '../../../test/demo-payment';
import { postOrder, seededMenu, type SeedMenuItem } from './orders.test-support';

// With SMTP_URL set, a receipt e-mail follows the payment and each refund: recorded with them,
// sent after the commit to a real SMTP server on loopback, tried again when the server refuses.

type Delivered = { from: string; to: string[]; raw: string };

/** A local SMTP server; `refuseNext` refuses that many messages (a server having trouble). */
async function startMailServer() {
  const delivered: Delivered[] = [];
  const state = { refuseNext: 0, refused: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (state.refuseNext > 0) {
          state.refuseNext -= 1;
          state.refused += 1;
          callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
          return;
        }
        delivered.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          // quoted-printable soft line breaks joined again, so long lines read whole
          raw: Buffer.concat(chunks).toString('utf8').replace(/=\r\n/g, ''),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    delivered,
    state,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let mailServer: Awaited<ReturnType<typeof startMailServer>>;
let harness: TestApp;
let customer: string;
let vendor: string;
let burger: SeedMenuItem;

beforeAll(async () => {
  mailServer = await startMailServer();
  harness = await createTestApp({
    environment: { SMTP_URL: mailServer.url, MAIL_FROM: 'CurtainCall <receipts@curtaincall.test>' },
    emailSending: { sweepIntervalMs: 100, retryDelaysMs: [50, 50], timeoutMs: 2_000 },
  });
  const { db } = harness.database;
  customer = await login(harness.app, CUSTOMER_EMAIL);
  vendor = await login(harness.app, 'vendor@curtaincall.test');
  burger = (await seededMenu(db))('Encore Smash Burger');
  await setSetting(db, 'demo_payment_delay', '0');
  await setSetting(db, 'demo_payment_success_rate', '1');
  await setSetting(db, 'demo_checkout_mode', 'true');
});
afterAll(async () => {
  await harness.close();
  await mailServer.close();
});

/** An order of `item` placed and paid by card in `app`, with `billingEmail` on the card form. */
async function payOrder(
  app: TestApp['app'],
  cookie: string,
  item: SeedMenuItem,
  billingEmail?: string,
): Promise<OrderView> {
  const placed = await postOrder(app, cookie, {
    vendorId: item.vendorId,
    items: [{ menuItemId: item.id, quantity: 2 }],
    pickupTime: 'asap',
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const order = placed.json<OrderView>();
  const intent = await callApi(app, 'POST', '/api/payments/demo/create-intent', cookie, {
    amount: order.totalCents / 100,
    orderId: order.id,
  });
  const intentId = intent.json<{ paymentIntentId: string }>().paymentIntentId;
  const confirm = await callApi(
    app,
    'POST',
    '/api/payments/demo/confirm',
    cookie,
    confirmBody(intentId, {}, billingEmail ? { email: billingEmail } : {}),
  );
  expect(confirm.statusCode, confirm.body).toBe(200);
  return order;
}

const payAsCustomer = (billingEmail: string) =>
  payOrder(harness.app, customer, burger, billingEmail);

const mailsTo = (address: string) =>
  mailServer.delivered.filter((mail) => mail.to.includes(address));

async function waitForMails(address: string, count: number) {
  await expect.poll(() => mailsTo(address).length, { timeout: 5_000 }).toBe(count);
  return mailsTo(address);
}

const emailRecords = async (orderId: number) =>
  (await harness.database.db.select().from(outbox).where(eq(outbox.kind, 'email'))).filter(
    (record) => record.payload.orderId === orderId,
  );

describe('receipt e-mails with SMTP_URL set', () => {
  it('tells the web that receipts are e-mailed', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/app-status' });
    expect(response.json()).toMatchObject({ receiptEmails: true });
  });

  it('sends the receipt to the billing e-mail after the payment, once', async () => {
    const order = await payAsCustomer('pat@example.test');
    const receipt = (
      await callApi(harness.app, 'GET', `/api/orders/${order.id}/receipt`, customer)
    ).json<Receipt>();
    const [mail] = await waitForMails('pat@example.test', 1);
    expect(mail?.from).toBe('receipts@curtaincall.test');
    expect(mail?.raw).toContain(
      `Subject: Your receipt from ${order.vendorName} (${receipt.receiptNumber})`,
    );
    expect(mail?.raw).toContain('2 x Encore Smash Burger');
    expect(mail?.raw).toContain(`Total paid: $${order.totalAmount}`);
    expect(mail?.raw).toContain('Paid with Visa ending 4242');
    expect(mail?.raw).toContain(`http://localhost:3000/orders/${order.id}/receipt`);
    expect(mail?.raw).toContain('Content-Type: text/html');
    expect(mail?.raw).toMatch(/Message-ID: <receipt-\d+@localhost>/i);
    // recorded with the payment, sent once: the record is marked done once the server has
    // accepted the mail (just after it arrived), and no second copy follows
    await expect.poll(async () => (await emailRecords(order.id))[0]?.sentAt ?? null).not.toBeNull();
    const [record] = await emailRecords(order.id);
    expect(record).toMatchObject({
      attempts: 1,
      payload: { to: 'pat@example.test', refundId: null },
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsTo('pat@example.test')).toHaveLength(1);
  });

  it('sends another after a refund, with the refund in it', async () => {
    const order = await payAsCustomer('robin@example.test');
    await waitForMails('robin@example.test', 1);
    const refund = await callApi(
      harness.app,
      'POST',
      `/api/vendor/orders/${order.id}/refunds`,
      vendor,
      { amount: '2.00', reason: 'Fries were late' },
    );
    expect(refund.statusCode, refund.body).toBe(201);
    const mails = await waitForMails('robin@example.test', 2);
    expect(mails[1]?.raw).toContain(`Subject: Refund of $2.00 from ${order.vendorName}`);
    expect(mails[1]?.raw).toContain('Fries were late');
    expect(mails[1]?.raw).toContain('Refunded: -$2.00');
  });

  it('never holds up the payment: a refusing mail server gets the e-mail on a later try', async () => {
    mailServer.state.refuseNext = 1;
    const refusedBefore = mailServer.state.refused;
    const order = await payAsCustomer('sky@example.test');
    const [mail] = await waitForMails('sky@example.test', 1);
    expect(mailServer.state.refused).toBe(refusedBefore + 1);
    expect(mail?.raw).toContain(`/orders/${order.id}/receipt`);
    await expect.poll(async () => (await emailRecords(order.id))[0]?.sentAt ?? null).not.toBeNull();
    const [record] = await emailRecords(order.id);
    expect(record?.attempts).toBe(2);
  });
});

describe('without SMTP_URL', () => {
  it('records no e-mail and tells the web none is sent', async () => {
    const plain = await createTestApp();
    try {
      const status = await plain.app.inject({ method: 'GET', url: '/api/app-status' });
      expect(status.json()).toMatchObject({ receiptEmails: false });
      const cookie = await login(plain.app, CUSTOMER_EMAIL);
      const { db } = plain.database;
      await setSetting(db, 'demo_payment_delay', '0');
      await setSetting(db, 'demo_payment_success_rate', '1');
      await setSetting(db, 'demo_checkout_mode', 'true');
      await payOrder(plain.app, cookie, (await seededMenu(db))('Encore Smash Burger'));
      expect(await db.select().from(outbox).where(eq(outbox.kind, 'email'))).toEqual([]);
    } finally {
      await plain.close();
    }
  });
});
