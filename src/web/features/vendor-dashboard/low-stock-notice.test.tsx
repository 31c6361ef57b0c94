import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_LOW_STOCK_THRESHOLD } from '../../../contract/menu-options';
import { mockApi } from '../checkout/test-support';
import { renderWithProviders, stubResizeObserver } from '../../../test/web-harness';
import { lowStockItems } from './low-stock-notice';
import { menuItem } from './menu.test-support';
import { VendorDashboardPage } from './vendor-dashboard-page';

const MENU = [
  menuItem({ id: 11, name: 'Encore Smash Burger', stockCount: 3 }),
  menuItem({ id: 12, name: 'Fries', stockCount: 0 }),
  menuItem({ id: 13, name: 'Hot Dog', stockCount: DEFAULT_LOW_STOCK_THRESHOLD + 1 }),
  menuItem({ id: 14, name: 'Lemonade', stockCount: null }),
  menuItem({ id: 15, name: 'Churros', stockCount: DEFAULT_LOW_STOCK_THRESHOLD }),
];

function renderPage(menu = MENU) {
  mockApi({
    'GET /api/vendor/profile': { status: 404, body: { message: 'Not found' } },
    'GET /api/vendor/analytics': { status: 404, body: { message: 'Not found' } },
    'GET /api/vendor/orders': { body: [] },
    'GET /api/vendor/menu': { body: menu },
  });
  renderWithProviders(<VendorDashboardPage />, { path: '/vendor/dashboard' });
}

beforeEach(stubResizeObserver);

describe('low stock on the board', () => {
  it('lists the counted items at or below the threshold, fewest left first', async () => {
    renderPage();
    const notice = await screen.findByRole('region', { name: 'Low stock' });
    expect(notice.textContent).toContain(
      'Low stock: Fries (sold out), Encore Smash Burger (3 left), Churros (5 left)',
    );
    expect(notice.textContent).not.toMatch(/Hot Dog|Lemonade/);
  });

  it('opens the menu tab from the notice', async () => {
    renderPage();
    const notice = await screen.findByRole('region', { name: 'Low stock' });
    fireEvent.click(within(notice).getByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('tab', { name: 'Menu' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('button', { name: 'Edit Fries' })).toBeTruthy();
  });

  it('says nothing while every counted item has enough', async () => {
    renderPage([menuItem({ id: 13, name: 'Hot Dog', stockCount: 40 })]);
    expect(await screen.findByText('No orders found')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Low stock' })).toBeNull();
  });

  it('takes the threshold it is given', () => {
    expect(lowStockItems(MENU, 0).map((item) => item.name)).toEqual(['Fries']);
  });
});
