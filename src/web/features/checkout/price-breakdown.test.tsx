import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { priceOrder } from '../../../contract/pricing';
import { PriceBreakdown, VENDOR_OFFER_LABEL } from './price-breakdown';

const LINES = [
  { unitPriceCents: 1599, quantity: 1 },
  { unitPriceCents: 899, quantity: 1 },
];

describe('PriceBreakdown (customer spec 9)', () => {
  it("shows the vendor's '20% OFF' as its own line, and the parts add up to the total", () => {
    render(
      <PriceBreakdown
        figures={priceOrder(LINES, 'browse', { rating: 4.8 })}
        serviceFeeLabel="Service fee"
      />,
    );
    const breakdown = screen.getByLabelText('Price breakdown').textContent;
    expect(breakdown).toContain('Subtotal$24.98');
    expect(breakdown).toContain(`${VENDOR_OFFER_LABEL}\u2212$5.00`);
    expect(breakdown).toContain('Service fee$2.00');
    expect(breakdown).toContain('Tax (8%)$1.60');
    expect(breakdown).toContain('Total$23.58');
  });

  it('has no discount line without the offer', () => {
    render(<PriceBreakdown figures={priceOrder(LINES, 'browse')} serviceFeeLabel="Service fee" />);
    expect(screen.getByLabelText('Price breakdown').textContent).not.toContain(VENDOR_OFFER_LABEL);
  });
});
