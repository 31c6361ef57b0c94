import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderQuote } from '../../../contract/orders';
import { CheckoutPage } from './checkout-page';
import { CART_QUOTE as QUOTE, makeOrder, mockApi, seedCart, type MockRoute } from './test-support';
import { renderWithProviders } from '../../../test/web-harness';

// accounts spec 3: paying with a talent & crew meal ticket at checkout.

const mocks = vi.hoisted(() => ({ toast: vi.fn() }));
vi.mock('../../components/ui/use-toast', () => ({ toast: mocks.toast }));

const CODE = 'ABCDE-FGHJK';
const withTicket = (allowanceCents: number): OrderQuote => ({
  ...QUOTE,
  mealAllowanceCents: allowanceCents,
  mealAllowance: (allowanceCents / 100).toFixed(2),
  totalCents: QUOTE.totalCents - allowanceCents,
  total: ((QUOTE.totalCents - allowanceCents) / 100).toFixed(2),
  mealTicketCode: CODE,
});

/** The quote route: with a code, `ticketAnswer`; without, the plain quote. */
function api(ticketAnswer: MockRoute, overrides: Record<string, MockRoute> = {}) {
  return mockApi({
    'POST /api/orders/quote': async (call) => {
      const body = call.body as { mealTicketCode?: string };
      if (!body.mealTicketCode) return { body: QUOTE };
      return typeof ticketAnswer === 'function' ? ticketAnswer(call) : ticketAnswer;
    },
    'GET /api/events/current': { body: [] },
    ...overrides,
  });
}

async function applyTicket(code = 'abcde fghjk') {
  seedCart();
  renderWithProviders(<CheckoutPage />, { path: '/checkout' });
  await screen.findByText('$38.69', { selector: 'dd' });
  fireEvent.click(screen.getByRole('button', { name: 'Have a crew meal ticket?' }));
  const field = screen.getByLabelText('Meal ticket code');
  await waitFor(() => expect(document.activeElement).toBe(field));
  fireEvent.change(field, { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
}

beforeEach(() => localStorage.clear());
afterEach(() => mocks.toast.mockReset());

describe('Checkout with a meal ticket', () => {
  it('shows the allowance and the new total, leaves the rest to the card, and removes the ticket', async () => {
    const calls = api(
      { body: withTicket(1500) },
      {
        'POST /api/orders': { status: 201, body: makeOrder() },
      },
    );
    await applyTicket();

    expect(await screen.findByText(`Meal ticket ${CODE}`)).toBeTruthy();
    expect(screen.getByText('−$15.00', { selector: 'dd' })).toBeTruthy();
    expect(screen.getByText('$23.69', { selector: 'dd' })).toBeTruthy();
    expect(calls.callsTo('POST', '/api/orders/quote').at(-1)?.body).toMatchObject({
      mealTicketCode: 'ABCDEFGHJK',
    });
    // the applied line takes the focus
    await waitFor(() =>
      expect(document.activeElement?.textContent).toContain(`Meal ticket ${CODE} applied`),
    );

    // a card still pays the rest
    expect(screen.getByRole('button', { name: 'Complete Payment' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Remove ticket' }));
    expect(await screen.findByText('$38.69', { selector: 'dd' })).toBeTruthy();
    expect(screen.queryByText(`Meal ticket ${CODE}`)).toBeNull();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByLabelText('Meal ticket code')),
    );
  });

  it("shows the server's refusal beside the field and keeps the total", async () => {
    api({
      status: 409,
      body: { code: 'MEAL_TICKET_REDEEMED', message: 'This meal ticket was already redeemed' },
    });
    await applyTicket();

    const alert = await screen.findByText('This meal ticket was already redeemed');
    expect(alert.getAttribute('role')).toBe('alert');
    const field = screen.getByLabelText('Meal ticket code');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBe(alert.id);
    expect(screen.getByText('$38.69', { selector: 'dd' })).toBeTruthy();
  });

  it('asks for a code before checking an empty one', async () => {
    const calls = api({ body: withTicket(1500) });
    await applyTicket('  ');
    expect(await screen.findByText('Enter the meal ticket code')).toBeTruthy();
    expect(
      calls
        .callsTo('POST', '/api/orders/quote')
        .some((call) => 'mealTicketCode' in (call.body as object)),
    ).toBe(false);
  });

  it('skips the card when the ticket covers the order', async () => {
    const paid = makeOrder({
      totalCents: 0,
      totalAmount: '0.00',
      mealAllowanceCents: 3869,
      mealAllowance: '38.69',
      mealTicketCode: CODE,
      paymentStatus: 'paid',
      paidAt: '2026-11-22T23:00:00.000Z',
    });
    const calls = api(
      { body: withTicket(3869) },
      {
        'POST /api/orders': { status: 201, body: paid },
        'GET /api/orders/41': { body: paid },
      },
    );
    await applyTicket();

    const place = await screen.findByRole('button', {
      name: 'Place order (covered by meal ticket)',
    });
    expect(screen.queryByRole('button', { name: 'Complete Payment' })).toBeNull();
    await waitFor(() => expect((place as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(place);

    expect(await screen.findByRole('heading', { name: 'Order placed' })).toBeTruthy();
    expect(calls.callsTo('POST', '/api/orders')[0]?.body).toMatchObject({
      mealTicketCode: CODE,
      total: 0,
    });
    expect(calls.callsTo('POST', '/api/create-payment-intent')).toHaveLength(0);
  });
});
