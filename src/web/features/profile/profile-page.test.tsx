import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProfileStats, PublicUser, Role } from '../../../contract/auth';
import { mockApi } from '../checkout/test-support';
import { ProfilePage } from './profile-page';
import { CUSTOMER, renderWithProviders } from '../../../test/web-harness';

const mocks = vi.hoisted(() => ({ toast: vi.fn() }));
vi.mock('../../components/ui/use-toast', () => ({ toast: mocks.toast }));

const STATS: ProfileStats = {
  ordersPlaced: 4,
  favorites: 1,
  eventsAttended: 2,
  recentEvents: [{ id: 1, name: 'Midnight Echoes', eventDate: '2026-11-20T19:00:00.000Z' }],
};

function renderProfile(role: Role) {
  const user: PublicUser = { ...CUSTOMER, role };
  mockApi({ 'GET /api/user/profile': { body: { ...user, stats: STATS } } });
  return renderWithProviders(<ProfilePage />, { path: '/profile', user });
}

const row = (name: string) => screen.queryByRole('button', { name: new RegExp(`^${name}`) });
const CUSTOMER_ONLY = ['Your Orders', 'Delivery Addresses', 'Payment Methods'];

afterEach(() => {
  mocks.toast.mockReset();
});

describe('ProfilePage rows by role (accounts spec 2.4)', () => {
  it('shows a customer their orders, addresses, payment methods and activity', async () => {
    const { history } = renderProfile('user');
    await screen.findByRole('heading', { level: 1 });
    for (const label of CUSTOMER_ONLY) expect(row(label)).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Your stats' })).toBeTruthy();
    expect(screen.getByText('Recent Events')).toBeTruthy();
    expect(screen.getByLabelText('Location Services')).toBeTruthy();
    // this device's push subscription is offered to a customer, whose orders are pushed
    expect(
      await screen.findByText(/This browser shows them only while CurtainCall is open/),
    ).toBeTruthy();
    fireEvent.click(row('Your Orders')!);
    expect(history.at(-1)).toBe('/orders');
  });

  it('shows a vendor the dashboard, and none of the customer rows', async () => {
    const { history } = renderProfile('vendor');
    await screen.findByRole('heading', { level: 1 });
    for (const label of CUSTOMER_ONLY) expect(row(label)).toBeNull();
    expect(screen.queryByRole('region', { name: 'Your stats' })).toBeNull();
    expect(screen.queryByText('Recent Events')).toBeNull();
    expect(screen.queryByLabelText('Location Services')).toBeNull();
    expect(screen.getByRole('switch', { name: 'Push Notifications' })).toBeTruthy();
    expect(screen.queryByText(/This browser shows them only/)).toBeNull();
    fireEvent.click(row('Vendor Dashboard')!);
    expect(history.at(-1)).toBe('/vendor/dashboard');
    expect(row('Help & Support')).toBeTruthy();
  });

  it('shows an admin the back office, and none of the customer rows', async () => {
    const { history } = renderProfile('admin');
    await screen.findByRole('heading', { level: 1 });
    for (const label of CUSTOMER_ONLY) expect(row(label)).toBeNull();
    expect(screen.queryByRole('region', { name: 'Your stats' })).toBeNull();
    expect(row('Vendor Dashboard')).toBeNull();
    fireEvent.click(row('Admin Dashboard')!);
    expect(history.at(-1)).toBe('/admin');
    fireEvent.click(row('Talent & Crew')!);
    expect(history.at(-1)).toBe('/admin/talent-crew');
  });
});
