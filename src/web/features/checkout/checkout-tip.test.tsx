import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { centsToDecimal } from '../../../contract/money';
import type { OrderQuote } from '../../../contract/orders';
import { TIP_FORMAT_MESSAGE, TIP_TOO_LARGE_MESSAGE } from '../../../contract/tips';
import { TIP_CHOICE_KEY } from '../../lib/storage';
import { CheckoutPage } from './checkout-page';
import { CART_QUOTE as QUOTE, mockApi, seedCart } from './test-support';
import { renderWithProviders } from '../../../test/web-harness';

// The tip at checkout: a radio group of shares of the food subtotal (each with its dollars) or a
// custom amount, remembered on the device; the server's quote prices it into the total.

const mocks = vi.hoisted(() => ({ toast: vi.fn() }));
vi.mock('../../components/ui/use-toast', () => ({ toast: mocks.toast }));

/** The quote with `tip` (dollars) priced in, as the server answers. */
function tipped(tip: string | undefined): OrderQuote {
  const tipCents = tip ? Math.round(Number(tip) * 100) : 0;
  const totalCents = QUOTE.totalCents + tipCents;
  return {
    ...QUOTE,
    tipCents,
    tip: centsToDecimal(tipCents),
    totalCents,
    total: centsToDecimal(totalCents),
  };
}

function api() {
  return mockApi({
    'POST /api/orders/quote': (call) => {
      const body = call.body as { tip?: string; mealTicketCode?: string };
      if (body.mealTicketCode)
        return {
          body: {
            ...QUOTE,
            mealAllowanceCents: 500,
            mealAllowance: '5.00',
            mealTicketCode: 'ABCDE-FGHJK',
            totalCents: QUOTE.totalCents - 500,
            total: centsToDecimal(QUOTE.totalCents - 500),
          },
        };
      return { body: tipped(body.tip) };
    },
    'GET /api/events/current': { body: [] },
  });
}

async function openCheckout() {
  seedCart();
  const calls = api();
  renderWithProviders(<CheckoutPage />, { path: '/checkout' });
  await screen.findByText('$38.69', { selector: 'dd' });
  const group = screen.getByRole('group', { name: 'Tip for the vendor' });
  return { calls, group };
}

const isChecked = (group: HTMLElement, name: RegExp) =>
  within(group).getByRole<HTMLInputElement>('radio', { name }).checked;

beforeEach(() => localStorage.clear());
afterEach(() => mocks.toast.mockReset());

describe('Checkout tip', () => {
  it('offers no tip, 10/15/20 % with their dollars, and custom; 15 % re-prices the total', async () => {
    const { calls, group } = await openCheckout();
    const radios = within(group).getAllByRole('radio');
    expect(radios).toHaveLength(5);
    expect(isChecked(group, /No tip/)).toBe(true);
    // 15 % of $33.97 is $5.0955: $5.10
    const fifteen = within(group).getByRole('radio', { name: '15% $5.10' });
    expect(within(group).getByRole('radio', { name: '10% $3.40' })).toBeTruthy();
    expect(within(group).getByRole('radio', { name: '20% $6.79' })).toBeTruthy();

    fireEvent.click(fifteen);
    expect(await screen.findByText('$43.79', { selector: 'dd' })).toBeTruthy();
    const tipRow = screen.getByText('Tip', { selector: 'dt' });
    expect(tipRow.nextElementSibling?.textContent).toBe('$5.10');
    expect(calls.callsTo('POST', '/api/orders/quote').at(-1)?.body).toMatchObject({ tip: '5.10' });
    // the pay button's total follows
    expect(screen.getByText('$43.79', { selector: 'span' })).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(TIP_CHOICE_KEY) ?? 'null')).toEqual({
      kind: 'percent',
      percent: 15,
    });
  });

  it('remembers the last choice on the device', async () => {
    localStorage.setItem(TIP_CHOICE_KEY, JSON.stringify({ kind: 'percent', percent: 20 }));
    const { calls, group } = await openCheckout();
    expect(isChecked(group, /^20%/)).toBe(true);
    await waitFor(() =>
      expect(calls.callsTo('POST', '/api/orders/quote').at(-1)?.body).toMatchObject({
        tip: '6.79',
      }),
    );
    expect(await screen.findByText('$45.48', { selector: 'dd' })).toBeTruthy();
  });

  it('ignores a stored choice it does not offer', async () => {
    localStorage.setItem(TIP_CHOICE_KEY, JSON.stringify({ kind: 'percent', percent: 50 }));
    const { group } = await openCheckout();
    expect(isChecked(group, /No tip/)).toBe(true);
  });

  it('checks a custom amount and says why one is refused', async () => {
    const { calls, group } = await openCheckout();
    fireEvent.click(within(group).getByRole('radio', { name: 'Custom' }));
    const input = screen.getByLabelText('Custom tip ($)');

    fireEvent.change(input, { target: { value: '1.234' } });
    expect(screen.getByRole('alert').textContent).toBe(TIP_FORMAT_MESSAGE);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(input, { target: { value: '150' } });
    expect(screen.getByRole('alert').textContent).toBe(TIP_TOO_LARGE_MESSAGE);

    // paying now would leave the tip out: refused with a toast
    fireEvent.click(screen.getByRole('button', { name: /Complete Payment/ }));
    await waitFor(() =>
      expect(mocks.toast).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Check your tip' }),
      ),
    );
    expect(calls.callsTo('POST', '/api/orders')).toHaveLength(0);

    fireEvent.change(input, { target: { value: '3' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(await screen.findByText('$41.69', { selector: 'dd' })).toBeTruthy();
    expect(calls.callsTo('POST', '/api/orders/quote').at(-1)?.body).toMatchObject({ tip: '3.00' });
    expect(JSON.parse(localStorage.getItem(TIP_CHOICE_KEY) ?? 'null')).toEqual({
      kind: 'custom',
      amount: '3',
    });
  });

  it('hides the tip with a meal ticket, which a tip may not go with', async () => {
    localStorage.setItem(TIP_CHOICE_KEY, JSON.stringify({ kind: 'percent', percent: 10 }));
    const { calls } = await openCheckout();
    fireEvent.click(screen.getByRole('button', { name: 'Have a crew meal ticket?' }));
    fireEvent.change(screen.getByLabelText('Meal ticket code'), {
      target: { value: 'ABCDE-FGHJK' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Meal ticket ABCDE-FGHJK')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Tip for the vendor' })).toBeNull();
    const last = calls.callsTo('POST', '/api/orders/quote').at(-1)?.body as object;
    expect(last).toMatchObject({ mealTicketCode: 'ABCDEFGHJK' });
    expect(last).not.toHaveProperty('tip');
  });
});
