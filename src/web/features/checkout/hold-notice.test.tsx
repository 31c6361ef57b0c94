import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HoldNotice } from './order-payment-checkout';

// A pre-order's stock is held while the customer pays; the checkout says until when.
describe('HoldNotice', () => {
  it('says until when the pre-order is held and how long is left', () => {
    const until = new Date(Date.now() + 5 * 60_000 - 500).toISOString();
    render(<HoldNotice holdExpiresAt={until} />);
    const notice = screen.getByRole('status');
    expect(notice.textContent).toMatch(/^Held for you until .+\(5:00/);
    expect(notice.textContent).toContain('5 minutes left');
    expect(notice.textContent).toContain('Pay before then, or it goes back on sale.');
  });

  it('says so once the hold has run out', () => {
    render(<HoldNotice holdExpiresAt={new Date(Date.now() - 1000).toISOString()} />);
    expect(screen.getByRole('status').textContent).toBe(
      'The hold has run out: this pre-order is being released.',
    );
  });
});
