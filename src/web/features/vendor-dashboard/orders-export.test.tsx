import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serviceDayKey } from '../../components/range-download';
import { OrdersExport } from './orders-export';

// The analytics tab's download: the link carries the range; a range the server would refuse says
// why at its field instead of downloading an error.

const LATE_NIGHT = new Date(2026, 10, 29, 0, 40); // 00:40: still the 28th's service day

describe('OrdersExport', () => {
  it("starts on today's service day and links to its CSV", () => {
    expect(serviceDayKey(LATE_NIGHT)).toBe('2026-11-28');
    render(<OrdersExport now={LATE_NIGHT} />);
    expect(screen.getByLabelText<HTMLInputElement>('From').value).toBe('2026-11-28');
    const link = screen.getByRole('link', { name: 'Download CSV' });
    expect(link.getAttribute('href')).toBe(
      '/api/vendor/orders/export.csv?from=2026-11-28&to=2026-11-28',
    );
    expect(link.hasAttribute('download')).toBe(true);
  });

  it('follows the dates chosen', () => {
    render(<OrdersExport now={LATE_NIGHT} />);
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
      '/api/vendor/orders/export.csv?from=2026-11-01&to=2026-11-28',
    );
  });

  it('says why a range cannot be downloaded, at its field, and offers no link', () => {
    render(<OrdersExport now={LATE_NIGHT} />);
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-01' } });
    expect(screen.getByText('To must not be before From')).toBeTruthy();
    expect(screen.getByLabelText('To').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('link', { name: 'Download CSV' })).toBeNull();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Download CSV' }).disabled).toBe(
      true,
    );
  });
});
