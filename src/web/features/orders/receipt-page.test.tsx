import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { RECEIPT_PAGE_PATH } from '../../../contract/page-paths';
import { RECEIPT_NOT_PAID_MESSAGE, type Receipt } from '../../../contract/receipts';
import { mockApi, renderWithProviders } from '../../../test/web-harness';
import { ReceiptPage } from './receipt-page';

const RECEIPT: Receipt = {
  orderId: 41,
  receiptNumber: 'R-20261122-000041',
  vendorName: 'Seoul Food Truck',
  vendorLocation: 'Gate B',
  customerFirstName: 'Sam',
  orderedAt: '2026-11-22T22:40:00.000Z',
  paidAt: '2026-11-22T22:41:00.000Z',
  paymentStatus: 'partially_refunded',
  lines: [
    {
      name: 'Bulgogi Burger',
      quantity: 2,
      unitPriceCents: 1649,
      lineTotalCents: 3298,
      options: [
        { id: 1, name: 'Extra cheese', groupName: 'Add', priceDeltaCents: 50, isRemoval: false },
        { id: 2, name: 'No onions', groupName: 'Leave out', priceDeltaCents: 0, isRemoval: true },
      ],
      quantityRefunded: 1,
    },
  ],
  subtotalCents: 3298,
  discountCents: 0,
  serviceFeeCents: 165,
  taxCents: 264,
  tipCents: 300,
  mealAllowanceCents: 0,
  totalCents: 4027,
  refunds: [
    { id: 7, amountCents: 1649, reason: 'Burger was cold', createdAt: '2026-11-22T23:00:00.000Z' },
  ],
  refundedCents: 1649,
  netPaidCents: 2378,
  payment: { method: 'card', cardBrand: 'mastercard', cardLast4: '4444', mealTicketCode: null },
};

function renderReceipt(orderId = 41) {
  return renderWithProviders(
    <Route path={RECEIPT_PAGE_PATH}>
      <ReceiptPage />
    </Route>,
    { path: `/orders/${orderId}/receipt` },
  );
}

describe('ReceiptPage', () => {
  it('shows the lines with their options, the money, the refunds and the card', async () => {
    mockApi({ 'GET /api/orders/41/receipt': { body: RECEIPT } });
    renderReceipt();
    const sheet = await screen.findByRole('article', { name: 'Receipt' });
    const inSheet = within(sheet);
    expect(inSheet.getByText('R-20261122-000041')).toBeTruthy();
    expect(inSheet.getByText('2 × Bulgogi Burger')).toBeTruthy();
    expect(inSheet.getByText('Extra cheese (+$0.50), No onions')).toBeTruthy();
    expect(inSheet.getByText('1 refunded')).toBeTruthy();
    expect(inSheet.getByText('Tip')).toBeTruthy();
    expect(inSheet.getByText('Net paid')).toBeTruthy();
    expect(inSheet.getByText('$23.78')).toBeTruthy();
    expect(inSheet.getByText(/Burger was cold/)).toBeTruthy();
    expect(inSheet.getByText('Mastercard ending 4444')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();
  });

  it('says why an unpaid order has none, with a way to try again', async () => {
    mockApi({
      'GET /api/orders/41/receipt': {
        status: 409,
        body: { code: 'CONFLICT', message: RECEIPT_NOT_PAID_MESSAGE },
      },
    });
    renderReceipt();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(RECEIPT_NOT_PAID_MESSAGE);
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
