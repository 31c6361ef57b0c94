import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ANALYTICS_DEFINITIONS, type VendorAnalytics } from '../../../contract/vendor';
import { formatClockTime } from '../../lib/format';
import { mockApi, type MockRoute } from '../checkout/test-support';
import { AnalyticsTab } from './analytics-tab';
import { renderWithProviders } from '../../../test/web-harness';

const ANALYTICS: VendorAnalytics = {
  totalOrders: 12,
  totalRevenue: 345.5,
  totalRevenueCents: 34550,
  totalTips: 12.5,
  totalTipsCents: 1250,
  avgPickupTime: 18.4,
  avgPrepMinutes: 11,
  topItems: [
    { menuItemId: 11, name: 'Encore Smash Burger', count: 9 },
    { menuItemId: 12, name: 'Kimchi Fries', count: 4 },
  ],
  todayOrders: 4,
  todayRevenueCents: 11600,
  menuItemCount: 2,
  ordersByQuarterHour: [
    { start: '2026-11-22T22:45:00.000Z', count: 2 },
    { start: '2026-11-22T23:00:00.000Z', count: 7 },
  ],
  eventEndsAt: '2026-11-22T23:00:00.000Z',
  revenueByDay: [
    { date: '2026-11-21', revenueCents: 12000 },
    { date: '2026-11-22', revenueCents: 22550 },
  ],
};

const EMPTY: VendorAnalytics = {
  ...ANALYTICS,
  totalOrders: 0,
  totalRevenue: 0,
  totalRevenueCents: 0,
  avgPickupTime: null,
  avgPrepMinutes: null,
  topItems: [],
  todayOrders: 0,
  todayRevenueCents: 0,
  ordersByQuarterHour: [],
  eventEndsAt: null,
  revenueByDay: [],
};

function renderTab(route: MockRoute) {
  mockApi({ 'GET /api/vendor/analytics': route });
  renderWithProviders(<AnalyticsTab />);
}

/** The value shown under a figure's label. */
function figure(label: string): string {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? '';
}

const chart = (title: string) => screen.getByRole('figure', { name: title });

describe('AnalyticsTab (accounts spec 2.9)', () => {
  it('shows the totals, the top items and the three charts', async () => {
    renderTab({ body: ANALYTICS });
    await screen.findByText('Total Orders');
    expect(figure('Total Orders')).toBe('12');
    expect(figure('Total Revenue')).toBe('$345.50');
    expect(figure('Tips')).toBe('$12.50');
    expect(figure('Avg Prep Time')).toBe('11 min');

    const topItems = screen.getByRole('region', { name: 'Top Items' });
    const rows = within(topItems).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Encore Smash Burger9 sold',
      'Kimchi Fries4 sold',
    ]);

    const perQuarter = chart('Orders per 15 minutes around the event end');
    expect(perQuarter.querySelectorAll('svg rect')).toHaveLength(2);
    expect(within(perQuarter).getByRole('cell', { name: '7' })).toBeTruthy();

    const perDay = chart('Revenue per day, last 14 days');
    expect(perDay.querySelectorAll('svg rect')).toHaveLength(2);
    expect(within(perDay).getByRole('rowheader', { name: '11/22' })).toBeTruthy();
    expect(within(perDay).getByRole('cell', { name: '$225.50' })).toBeTruthy();

    const byItem = chart('Top items by quantity sold');
    expect(byItem.querySelectorAll('svg rect')).toHaveLength(2);
    expect(within(byItem).getByRole('rowheader', { name: 'Encore Smash Burger' })).toBeTruthy();
    expect(within(byItem).getByRole('cell', { name: '9' })).toBeTruthy();
  });

  it('states the definition under every figure and chart', async () => {
    renderTab({ body: ANALYTICS });
    await screen.findByText('Total Orders');
    const definition = (label: string) =>
      screen.getByText(label, { selector: 'dt' }).parentElement?.lastElementChild?.textContent;
    expect(definition('Total Orders')).toBe(ANALYTICS_DEFINITIONS.totalOrders);
    expect(definition('Total Orders')).toBe('Paid orders, all time, excluding cancelled');
    expect(definition('Total Revenue')).toBe(ANALYTICS_DEFINITIONS.totalRevenue);
    expect(definition('Avg Prep Time')).toBe(ANALYTICS_DEFINITIONS.avgPrepMinutes);
    const perQuarter = chart('Orders per 15 minutes around the event end');
    expect(within(perQuarter).getByText(ANALYTICS_DEFINITIONS.ordersByQuarterHour)).toBeTruthy();
    const perDay = chart('Revenue per day, last 14 days');
    expect(within(perDay).getByText(ANALYTICS_DEFINITIONS.revenueByDay)).toBeTruthy();
    const byItem = chart('Top items by quantity sold');
    expect(within(byItem).getByText(ANALYTICS_DEFINITIONS.topItems)).toBeTruthy();
  });

  it('labels each 15-minute bucket with AM/PM and marks the event end', async () => {
    renderTab({ body: ANALYTICS });
    const perQuarter = await screen.findByRole('figure', {
      name: 'Orders per 15 minutes around the event end',
    });
    const times = ANALYTICS.ordersByQuarterHour.map((bucket) => formatClockTime(bucket.start));
    for (const time of times) {
      expect(time).toMatch(/^\d{1,2}:\d{2} [AP]M$/);
      expect(within(perQuarter).getByRole('rowheader', { name: time })).toBeTruthy();
    }
    const svgText = perQuarter.querySelector('svg')?.textContent ?? '';
    expect(svgText).toMatch(/[AP]M/);
    expect(
      within(perQuarter).getByText(`Show ends ${formatClockTime(ANALYTICS.eventEndsAt ?? '')}`),
    ).toBeTruthy();
    // the event ends between the two buckets: the line sits at the second bar's left edge
    expect(perQuarter.querySelectorAll('svg line[stroke-dasharray]')).toHaveLength(1);
  });

  it('shows the empty states when nothing has been sold yet', async () => {
    renderTab({ body: EMPTY });
    await screen.findByText('Total Orders');
    expect(figure('Total Orders')).toBe('0');
    expect(figure('Total Revenue')).toBe('$0.00');
    expect(figure('Avg Prep Time')).toBe('—');
    const topItems = screen.getByRole('region', { name: 'Top Items' });
    expect(within(topItems).getByText('No items sold yet')).toBeTruthy();
    const perQuarter = chart('Orders per 15 minutes around the event end');
    expect(within(perQuarter).getByText('No event yet')).toBeTruthy();
    expect(
      within(chart('Revenue per day, last 14 days')).getByText('No revenue in the last 14 days'),
    ).toBeTruthy();
    expect(within(chart('Top items by quantity sold')).getByText('No items sold yet')).toBeTruthy();
    expect(document.querySelectorAll('svg rect')).toHaveLength(0);
  });

  it('says so when the analytics cannot be loaded', async () => {
    renderTab({ status: 500, body: { code: 'INTERNAL', message: 'boom' } });
    expect((await screen.findByRole('alert')).textContent).toBe("We couldn't load your analytics.");
  });
});
