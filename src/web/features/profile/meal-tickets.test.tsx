import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProfileStats } from '../../../contract/auth';
import { CUSTOMER, mockApi, renderWithProviders, type MockRoute } from '../../../test/web-harness';
import { makeTicket, REDEEMED_TICKET } from '../talent-crew/talent-crew.test-support';
import { ProfilePage } from './profile-page';

const STATS: ProfileStats = { ordersPlaced: 0, favorites: 0, eventsAttended: 0, recentEvents: [] };

function renderProfile(tickets: MockRoute) {
  const api = mockApi({
    'GET /api/user/profile': { body: { ...CUSTOMER, stats: STATS } },
    'GET /api/profile/meal-tickets': tickets,
  });
  renderWithProviders(<ProfilePage />, { path: '/profile' });
  return api;
}

describe('My meal tickets on the profile (accounts spec 2.12)', () => {
  it('shows a usable ticket large with its QR, allowance and dates, and past ones below', async () => {
    renderProfile({ body: [makeTicket(), REDEEMED_TICKET] });
    const section = await screen.findByRole('region', { name: 'My meal tickets' });
    expect(within(section).getByText('ABCDE-FGHJK')).toBeTruthy();
    expect(await within(section).findByTitle('Meal ticket ABCDE-FGHJK as a QR code')).toBeTruthy();
    expect(within(section).getByText('$15.00 allowance')).toBeTruthy();
    expect(within(section).getByText('Ready to use')).toBeTruthy();
    expect(within(section).getAllByText(/^Valid /)).toHaveLength(2);
    const past = within(section).getByRole('list', { name: 'Used and past tickets' });
    expect(within(past).getByText('MNPQR-STVWX')).toBeTruthy();
    expect(within(past).getByText('Redeemed')).toBeTruthy();
    expect(within(past).getByText('$15.00 allowance, $12.50 spent')).toBeTruthy();
    expect(within(past).queryByTitle(/as a QR code/)).toBeNull();
  });

  it('is hidden when the account has no meal tickets', async () => {
    const api = renderProfile({ body: [] });
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(api.paths()).toContain('/api/profile/meal-tickets'));
    expect(screen.queryByRole('heading', { name: 'My meal tickets' })).toBeNull();
  });

  it('is hidden when the tickets cannot be read', async () => {
    renderProfile({ status: 500, body: { message: 'Boom' } });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('heading', { name: 'My meal tickets' })).toBeNull();
  });
});
