import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AppShell } from '../layout/app-shell';
import { navLinksForRole } from '../layout/nav-items';
import { createQueryClient } from '../../lib/api';
import { AppRoutes } from '../routes/app-routes';
import { mockApi, seedCart } from '../../features/checkout/test-support';
import { LoadingScreen } from './splash-screen';
import { NotFoundPage } from './status-pages';
import { CUSTOMER, renderWithProviders } from '../../../test/web-harness';

describe('loading screen (customer spec 2, accounts spec 2.1)', () => {
  it("shows the product name and 'Loading...'", () => {
    render(<LoadingScreen />);
    const status = screen.getByRole('status');
    expect(within(status).getByText('CurtainCall')).toBeTruthy();
    expect(within(status).getByText('Loading...')).toBeTruthy();
  });

  it('is what the app shows while the signed-in user is still being asked for', () => {
    // the current-user call never answers during this test
    mockApi({ 'GET /api/auth/user': () => new Promise(() => undefined) });
    const location = memoryLocation({ path: '/orders' });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Router hook={location.hook}>
          <AppRoutes />
        </Router>
      </QueryClientProvider>,
    );
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Sign in' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Page Not Found' })).toBeNull();
  });
});

describe('navLinksForRole (customer spec 2, Header and navigation)', () => {
  const links = (role: Parameters<typeof navLinksForRole>[0]) =>
    navLinksForRole(role).map((link) => `${link.label} ${link.href}`);

  it('gives customers Home, Search, Orders, Artists and Presentation', () => {
    expect(links('user')).toEqual([
      'Home /',
      'Search /search',
      'Orders /orders',
      'Artists /artist-partnerships',
      'Presentation /presentation',
    ]);
  });

  it('gives vendors the Dashboard and admins Admin, both with Home and Presentation', () => {
    expect(links('vendor')).toEqual([
      'Home /',
      'Dashboard /vendor/dashboard',
      'Presentation /presentation',
    ]);
    expect(links('admin')).toEqual([
      'Home /',
      'Admin /admin/dashboard',
      'Presentation /presentation',
    ]);
  });

  it('shows every link to a user with no role', () => {
    expect(links(undefined)).toEqual([
      'Home /',
      'Search /search',
      'Orders /orders',
      'Artists /artist-partnerships',
      'Dashboard /vendor/dashboard',
      'Admin /admin/dashboard',
      'Presentation /presentation',
    ]);
  });
});

describe('signed-out header (customer spec 2)', () => {
  it("offers 'View Presentation' and the trust labels, and no signed-in controls", () => {
    renderWithProviders(
      <AppShell user={null} title="Sign in">
        <p>page</p>
      </AppShell>,
      { user: null },
    );
    const header = screen.getByRole('banner');
    expect(
      within(header).getByRole('link', { name: 'View Presentation' }).getAttribute('href'),
    ).toBe('/presentation');
    const trust = within(header).getByRole('list', { name: 'Why CurtainCall' });
    expect(
      within(trust)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.trim()),
    ).toEqual([
      'Skip the post-show lines',
      'Demo payments, no real charges',
      'Local vendors near the venue',
    ]);
    expect(within(header).queryByRole('navigation')).toBeNull();
    expect(within(header).queryByRole('button', { name: 'Logout' })).toBeNull();
  });
});

describe('not-found screen (customer spec 2)', () => {
  it("reads 'Page Not Found' with a way home", () => {
    renderWithProviders(<NotFoundPage />);
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
  });
});

describe('bottom bar badge (customer spec 2)', () => {
  it('reads the Orders badge as the cart count it shows', () => {
    mockApi({});
    seedCart();
    renderWithProviders(
      <AppShell user={CUSTOMER} title="Home">
        <p>page</p>
      </AppShell>,
    );
    const bar = screen.getByRole('navigation', { name: 'Bottom navigation' });
    expect(within(bar).getByRole('link', { name: 'Orders, 3 items in cart' })).toBeTruthy();
  });
});
