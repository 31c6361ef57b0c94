import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/web-harness';
import { makeOrder, mockApi } from '../checkout/test-support';
import { OrderTrackingModal } from './order-tracking-modal';

const chosen = (id: number, name: string, groupName: string, isRemoval = false) => ({
  id,
  name,
  groupName,
  priceDeltaCents: id === 7 ? 150 : 0,
  priceDelta: id === 7 ? '1.50' : '0.00',
  isRemoval,
});

describe("an order's lines with their options", () => {
  it('lists the options chosen, removals set apart in bold, and the note', async () => {
    const order = makeOrder();
    mockApi({
      'GET /api/orders/41': {
        body: makeOrder({
          items: [
            {
              ...order.items[0]!,
              unitPriceCents: 1749,
              price: '17.49',
              notes: 'severe nut allergy',
              options: [
                chosen(7, 'Large', 'Size'),
                chosen(8, 'Bacon', 'Add-ons'),
                chosen(3, 'Onions', 'Leave out', true),
              ],
            },
          ],
        }),
      },
      'GET /api/orders/41/timeline': { body: [] },
    });
    renderWithProviders(<OrderTrackingModal orderId={41} role="user" onClose={() => undefined} />);
    const items = await screen.findByRole('region', { name: 'Items' });
    const line = within(items).getByRole('listitem');
    expect(line.textContent).toContain('Bulgogi Burger');
    expect(within(line).getByText(/^Large, Bacon;/)).toBeTruthy();
    expect(within(line).getByText('No onions').tagName).toBe('STRONG');
    expect(within(line).getByText('Note: severe nut allergy')).toBeTruthy();
  });
});
