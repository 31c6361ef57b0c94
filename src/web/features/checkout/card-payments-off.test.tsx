import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PAYMENTS_UNAVAILABLE_MESSAGE } from '../../../contract/payments';
import { renderWithProviders } from '../../../test/web-harness';
import { mockApi } from './test-support';
import { CheckoutLayout } from './checkout-layout';

// accounts spec 9, demo_checkout_mode off: checkout says cards are off before anyone types a card.

function renderLayout(cardPayments: boolean, isCoveredByTicket = false) {
  mockApi({ 'GET /api/app-status': { body: { maintenance: false, cardPayments } } });
  renderWithProviders(
    <CheckoutLayout
      backHref="/"
      backLabel="Back"
      title="Checkout"
      details={<p>Order summary</p>}
      payment={<button type="button">Complete Payment</button>}
      isCoveredByTicket={isCoveredByTicket}
    />,
  );
}

describe('CheckoutLayout while card payments are off', () => {
  it('shows that cards are off instead of the card form and the demo note', async () => {
    renderLayout(false);
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('Card payments are off');
    expect(notice.textContent).toContain(PAYMENTS_UNAVAILABLE_MESSAGE);
    expect(screen.queryByRole('button', { name: 'Complete Payment' })).toBeNull();
    expect(screen.queryByText(/Demo payments/)).toBeNull();
  });

  it('keeps the payment step for an order a meal ticket pays in full', async () => {
    renderLayout(false, true);
    expect(await screen.findByRole('button', { name: 'Complete Payment' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the card form while cards work', async () => {
    renderLayout(true);
    expect(await screen.findByText(/Demo payments/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Complete Payment' })).toBeTruthy();
  });
});
