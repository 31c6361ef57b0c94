import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoViolations } from './axe';
import {
  attachScreenshot,
  expect,
  expectNoHorizontalOverflow,
  signedInContext,
  test,
  DEMO,
} from './fixtures';
import { applyTicket, checkoutWith, payAtCheckout, placeAtCheckout } from './journeys';
import { send } from './order-api';

// accounts spec 3, checkout with a talent & crew meal ticket. The seed links a crew member to the
// demo customer's e-mail with one issued ticket ($15.00); each test gives it back at the end by
// having the vendor cancel the order (a cancelled order returns its ticket), so the seeded data
// is as it was.

type OwnTicket = { code: string; status: string; allowanceCents: number };
type OrderFigures = {
  id: number;
  totalCents: number;
  mealAllowanceCents: number;
  mealTicketCode: string | null;
  paymentStatus: string;
};

async function issuedTicket(request: APIRequestContext, baseURL: string): Promise<OwnTicket> {
  const tickets = await send<OwnTicket[]>(request, baseURL, 'get', '/api/profile/meal-tickets');
  const ticket = tickets.find((candidate) => candidate.status === 'issued');
  expect(ticket, 'the demo customer has an issued meal ticket').toBeDefined();
  return ticket as OwnTicket;
}

/** The vendor cancels the order, which gives the ticket back (the seeded data is restored). */
async function cancelAsVendor(page: Page, baseURL: string, orderId: number) {
  const vendor = await signedInContext(page.context().browser()!, baseURL, DEMO.vendor.email);
  await send(vendor.request, baseURL, 'patch', `/api/vendor/orders/${orderId}`, {
    status: 'cancelled',
    reason: 'Test clean-up',
  });
  await vendor.close();
}

test.describe('checkout with a crew meal ticket', () => {
  test('[customer] orders with a meal ticket and pays only the rest @phone', async ({
    page,
    baseURL,
    isMobile,
    loginAs,
  }) => {
    const origin = baseURL ?? '';
    await loginAs('customer');
    const ticket = await issuedTicket(page.request, origin);
    await checkoutWith(page, ['Encore Smash Burger', 'Loaded Stage Fries']);
    const breakdown = page.getByLabel('Price breakdown');
    await expect(breakdown).toContainText('$23.58');

    // a code that is not a ticket is refused beside the field
    await page.getByRole('button', { name: 'Have a crew meal ticket?' }).click();
    await page.getByLabel('Meal ticket code').fill('ZZZZZ-ZZZZZ');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'No meal ticket has this code' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Have a crew meal ticket?' }).click();

    await applyTicket(page, ticket.code);
    // 23.58 less the $15.00 allowance
    await expect(breakdown).toContainText(`Meal ticket ${ticket.code}−$15.00`);
    await expect(breakdown).toContainText('$8.58');
    await expectNoHorizontalOverflow(page);
    await expectNoViolations(page, 'checkout with a meal ticket');
    if (isMobile) {
      // the narrowest phone the app supports
      await page.setViewportSize({ width: 360, height: 780 });
      await expectNoHorizontalOverflow(page);
    }
    await attachScreenshot(page, `meal-ticket-checkout-${test.info().project.name}`);

    const orderId = await payAtCheckout(page);
    const order = await send<OrderFigures>(page.request, origin, 'get', `/api/orders/${orderId}`);
    expect(order).toMatchObject({
      totalCents: 858,
      mealAllowanceCents: 1500,
      mealTicketCode: ticket.code,
      paymentStatus: 'paid',
    });

    // the receipt shows what the ticket paid
    await page.goto('/orders');
    await page
      .getByRole('button', { name: `Track order #${orderId} from Curtain Call Burgers` })
      .click();
    const tracking = page.getByRole('dialog', { name: `Advanced Order Tracking - #${orderId}` });
    await expect(tracking.getByLabel('Price breakdown')).toContainText(
      `Meal ticket ${ticket.code}−$15.00`,
    );

    await cancelAsVendor(page, origin, orderId);
    expect((await issuedTicket(page.request, origin)).code).toBe(ticket.code);
  });

  test('[customer] a meal ticket that covers the order needs no card', async ({
    page,
    baseURL,
    loginAs,
  }) => {
    const origin = baseURL ?? '';
    await loginAs('customer');
    const ticket = await issuedTicket(page.request, origin);
    await checkoutWith(page, ['Fresh Lemonade'], 'Beverages');
    await applyTicket(page, ticket.code);
    await expect(page.getByLabel('Price breakdown')).toContainText('$0.00');
    await expect(page.getByRole('button', { name: 'Complete Payment' })).toHaveCount(0);
    await attachScreenshot(page, `meal-ticket-covered-${test.info().project.name}`);

    const orderId = await placeAtCheckout(page, 'Place order (covered by meal ticket)');
    await expect(page.getByRole('heading', { name: 'Order placed' })).toBeVisible();
    const order = await send<OrderFigures>(page.request, origin, 'get', `/api/orders/${orderId}`);
    expect(order).toMatchObject({ totalCents: 0, paymentStatus: 'paid' });

    await cancelAsVendor(page, origin, orderId);
  });
});
