import { describe, expect, it } from 'vitest';
import { optionLabel, paymentLabel, receiptNumber, receiptTotals, type Receipt } from './receipts';

describe('receiptNumber', () => {
  it('is the paid day and the padded order id, the same however often it is made', () => {
    const paidAt = new Date('2026-11-29T21:15:00Z');
    expect(receiptNumber(42, paidAt)).toBe('R-20261129-000042');
    expect(receiptNumber(42, new Date(paidAt))).toBe(receiptNumber(42, paidAt));
    expect(receiptNumber(1234567, paidAt)).toBe('R-20261129-1234567');
  });
});

describe('paymentLabel', () => {
  it('names the card brand and last four digits, or the meal ticket', () => {
    const card = { method: 'card', cardBrand: 'visa', cardLast4: '4242', mealTicketCode: null };
    expect(paymentLabel({ ...card, method: 'card' })).toBe('Visa ending 4242');
    expect(paymentLabel({ ...card, method: 'google_pay' })).toBe('Google Pay · Visa •••• 4242');
    expect(
      paymentLabel({
        method: 'meal_ticket',
        cardBrand: null,
        cardLast4: null,
        mealTicketCode: 'AB-CD',
      }),
    ).toBe('Meal ticket AB-CD');
  });
});

describe('optionLabel', () => {
  it('adds the price of an option that costs more', () => {
    expect(optionLabel({ name: 'Oat milk', priceDeltaCents: 50 })).toBe('Oat milk (+$0.50)');
    expect(optionLabel({ name: 'No onions', priceDeltaCents: 0 })).toBe('No onions');
  });
});

describe('receiptTotals', () => {
  const base = {
    subtotalCents: 2000,
    discountCents: 0,
    serviceFeeCents: 100,
    taxCents: 160,
    tipCents: 0,
    mealAllowanceCents: 0,
    totalCents: 2260,
    refundedCents: 0,
    netPaidCents: 2260,
  } as Receipt;

  it('leaves out rows worth nothing', () => {
    expect(receiptTotals(base).map((row) => row.label)).toEqual([
      'Subtotal',
      'Service fee',
      'Tax',
      'Total paid',
    ]);
  });

  it('shows the tip, the refunds taken off and the net paid', () => {
    const rows = receiptTotals({
      ...base,
      tipCents: 300,
      totalCents: 2560,
      refundedCents: 500,
      netPaidCents: 2060,
    });
    expect(rows).toContainEqual({ label: 'Tip', cents: 300 });
    expect(rows).toContainEqual({ label: 'Refunded', cents: -500 });
    expect(rows.at(-1)).toEqual({ label: 'Net paid', cents: 2060 });
  });
});
