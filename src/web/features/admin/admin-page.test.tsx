import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, type MockRoute } from '../checkout/test-support';
import { renderWithProviders, stubResizeObserver } from '../../../test/web-harness';
import { ACTIVITY, ADMIN_ROUTES, ADMIN_USER, ANALYTICS } from './admin.test-support';
import { AdminDashboardPage } from './admin-page';
import { timeAgo } from './overview-tab';
import { changeLabel } from './stat-cards';

const mocks = vi.hoisted(() => ({ toast: vi.fn() }));
vi.mock('../../components/ui/use-toast', () => ({ toast: mocks.toast }));

function renderPage(routes: Record<string, MockRoute> = {}) {
  const api = mockApi({ ...ADMIN_ROUTES, 'POST /api/auth/logout': { body: null }, ...routes });
  const view = renderWithProviders(<AdminDashboardPage />, { path: '/admin', user: ADMIN_USER });
  return { ...api, ...view };
}

const tab = (name: string | RegExp) => screen.getByRole('tab', { name });
const openTab = (name: string | RegExp) =>
  fireEvent.mouseDown(tab(name), { button: 0, ctrlKey: false });

beforeEach(stubResizeObserver);
afterEach(() => mocks.toast.mockReset());

describe('AdminDashboardPage (accounts spec 2.10)', () => {
  it('shows the header, the four stat cards with real change labels and the seven tabs', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeTruthy();
    const cards = screen.getByLabelText('Platform at a glance');
    await waitFor(() => expect(within(cards).getByText('$1234.50')).toBeTruthy());
    expect(within(cards).getByText('42')).toBeTruthy();
    expect(within(cards).getByText('+20% vs the previous 30 days')).toBeTruthy();
    expect(within(cards).getByText('2 new in the last 30 days')).toBeTruthy();
    expect(within(cards).getByText('-50% vs the previous 30 days')).toBeTruthy();
    expect(within(cards).queryByText('+12%')).toBeNull();
    expect(screen.getAllByRole('tab').map((item) => item.textContent)).toEqual([
      'Overview',
      'Vendors2',
      'Users',
      'Events',
      'Talent & Crew',
      'Analytics',
      'Settings',
    ]);
  });

  it('says so when the figures cannot load, and tries again on request', async () => {
    let fails = true;
    const api = renderPage({
      'GET /api/admin/analytics': () =>
        fails ? { status: 500, body: { message: 'Boom' } } : { body: ANALYTICS },
    });
    const retry = await screen.findAllByRole('button', { name: /Couldn't load/ });
    fails = false;
    fireEvent.click(retry[0]!);
    await screen.findByText('$1234.50');
    expect(api.callsTo('GET', '/api/admin/analytics')).toHaveLength(2);
  });

  it('shows Recent Activity and the quick actions switch tabs or open the event dialog', async () => {
    renderPage();
    expect(
      await screen.findByText('Approved vendor Night Owl Noodles (by demoadmin)'),
    ).toBeTruthy();
    expect(screen.getByText('5 minutes ago')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Review Vendor Applications' }));
    expect(tab(/^Vendors/).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('Pending Applications')).toBeTruthy();
    openTab('Overview');
    fireEvent.click(screen.getByRole('button', { name: 'Manage Users' }));
    expect(tab('Users').getAttribute('aria-selected')).toBe('true');
    openTab('Overview');
    fireEvent.click(screen.getByRole('button', { name: 'View Platform Analytics' }));
    expect(tab('Analytics').getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('Platform Metrics')).toBeTruthy();
    openTab('Overview');
    fireEvent.click(screen.getByRole('button', { name: 'Create New Event' }));
    expect(await screen.findByRole('dialog', { name: 'Create Event' })).toBeTruthy();
  });

  it('opens the same Create Event dialog from the header', async () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Create Event' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Event' });
    expect(within(dialog).getByLabelText('Event name')).toBeTruthy();
  });

  it('shows an empty Recent Activity', async () => {
    renderPage({ 'GET /api/admin/activity': { body: [] } });
    expect(await screen.findByText('No Activity Yet')).toBeTruthy();
  });

  it('says when Recent Activity cannot load and loads it again on Try again', async () => {
    let fails = true;
    const api = renderPage({
      'GET /api/admin/activity': () =>
        fails ? { status: 500, body: { message: 'Boom' } } : { body: ACTIVITY },
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("We couldn't load the recent activity.");
    fails = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('New vendor nightowl signed up')).toBeTruthy();
    expect(api.callsTo('GET', '/api/admin/activity')).toHaveLength(2);
  });

  it("says 'Logging out...' while signing out", async () => {
    let release: () => void = () => undefined;
    renderPage({
      'POST /api/auth/logout': () =>
        new Promise((resolve) => {
          release = () => resolve({ body: null });
        }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    const pending = await screen.findByRole('button', { name: 'Logging out...' });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    release();
  });

  it('shows Platform Metrics, User Activity and the charts on the Analytics tab', async () => {
    renderPage();
    openTab('Analytics');
    const metrics = (await screen.findByText('Platform Metrics')).closest('div')!.parentElement!;
    expect(within(metrics).getByText('310')).toBeTruthy();
    expect(screen.getByText('New users, last 7 days').nextSibling?.textContent).toBe('5');
    expect(screen.getByText('Vendors created, last 30 days').nextSibling?.textContent).toBe('4');
    expect(screen.getAllByText('Orders per day, last 14 days').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Top vendors by revenue').length).toBeGreaterThan(0);
    const download = within(screen.getByRole('region', { name: 'Download revenue' }));
    expect(download.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toMatch(
      /^\/api\/admin\/reports\/revenue\.csv\?from=\d{4}-\d{2}-\d{2}&to=/,
    );
  });

  it('links the Talent & Crew tab to its screen', async () => {
    renderPage();
    openTab('Talent & Crew');
    const link = await screen.findByRole('link', { name: 'Open Talent & Crew' });
    expect(link.getAttribute('href')).toBe('/admin/talent-crew');
  });
});

describe('changeLabel and timeAgo', () => {
  it('compares with the previous 30 days, or says what the last 30 brought', () => {
    expect(changeLabel({ value: 1, recent: 3, previous: 2, changePercent: 50 }, String)).toBe(
      '+50% vs the previous 30 days',
    );
    expect(changeLabel({ value: 1, recent: 3, previous: 3, changePercent: 0 }, String)).toBe(
      '0% vs the previous 30 days',
    );
    expect(
      changeLabel({ value: 1, recent: 3, previous: 0, changePercent: null }, (n) => `${n} new`),
    ).toBe('3 new in the last 30 days');
  });

  it('words an age the way people say it', () => {
    const now = Date.parse('2026-11-24T12:00:00Z');
    expect(timeAgo('2026-11-24T11:59:30Z', now)).toBe('just now');
    expect(timeAgo('2026-11-24T11:55:00Z', now)).toBe('5 minutes ago');
    expect(timeAgo('2026-11-23T11:00:00Z', now)).toBe('yesterday');
  });
});
