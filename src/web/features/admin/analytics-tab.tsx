import {
  NEW_USERS_WINDOW_DAYS,
  CHART_DAYS,
  STAT_WINDOW_DAYS,
  type AdminAnalytics,
} from '../../../contract/admin';
import { formatMoney } from '../../../contract/money';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { BarChart, moneyBar } from '../../components/bar-chart';
import { FigureGrid } from '../../components/figure-grid';
import { RangeDownload } from '../../components/range-download';
import { formatChartDay } from '../../lib/format';
import { useAdminAnalytics } from './api';

function Figures({ title, figures }: { title: string; figures: [string, string][] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <FigureGrid figures={figures} />
      </CardContent>
    </Card>
  );
}

function Charts({ data }: { data: AdminAnalytics }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <BarChart
        title={`Orders per day, last ${CHART_DAYS} days`}
        definition="Paid orders that were not cancelled, by the day they were placed (UTC)."
        xLabel="Day"
        yLabel="Orders"
        empty={`No orders in the last ${CHART_DAYS} days`}
        bars={data.ordersByDay.map((day) => ({
          label: formatChartDay(day.date),
          value: day.orders,
        }))}
      />
      <BarChart
        title={`Revenue per day, last ${CHART_DAYS} days`}
        definition="Paid orders that were not cancelled, by the day they were placed (UTC)."
        xLabel="Day"
        yLabel="Revenue ($)"
        empty={`No revenue in the last ${CHART_DAYS} days`}
        bars={data.ordersByDay.map((day) => moneyBar(formatChartDay(day.date), day.revenueCents))}
      />
      <BarChart
        title="Top vendors by revenue"
        definition="The five vendors with the most paid, not cancelled, revenue."
        xLabel="Revenue ($)"
        yLabel="Vendor"
        horizontal
        empty="No vendor revenue yet"
        // the value label sits right of the bar, where only a short amount fits
        bars={data.topVendors.map((vendor) => moneyBar(vendor.name, vendor.revenueCents))}
      />
    </div>
  );
}

/** accounts spec 2.10, Analytics: Platform Metrics, User Activity, the charts and the download. */
export function AnalyticsTab() {
  return (
    <div className="grid gap-4">
      <AnalyticsFigures />
      <RangeDownload
        title="Download revenue"
        description="A CSV for a spreadsheet: revenue net of refunds by vendor and by event, service days from 5 AM to 5 AM."
        url="/api/admin/reports/revenue.csv"
      />
    </div>
  );
}

function AnalyticsFigures() {
  const analytics = useAdminAnalytics();
  if (analytics.isPending) return <Skeleton className="h-60" />;
  if (analytics.isError) {
    return (
      <p role="alert" className="py-6 text-center">
        We couldn&apos;t load the analytics.{' '}
        <button type="button" className="underline" onClick={() => void analytics.refetch()}>
          Try again
        </button>
      </p>
    );
  }
  const data = analytics.data;
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 lg:grid-cols-2">
        <Figures
          title="Platform Metrics"
          figures={[
            ['Total users', String(data.totalUsers)],
            ['Active vendors', String(data.activeVendors)],
            ['Total events', String(data.totalEvents)],
            ['Revenue', formatMoney(data.totalRevenueCents)],
            ['Total orders', String(data.totalOrders)],
            ['Pending applications', String(data.pendingVendorApplications)],
          ]}
        />
        <Figures
          title="User Activity"
          figures={[
            [`New users, last ${NEW_USERS_WINDOW_DAYS} days`, String(data.newUsersLast7Days)],
            [
              `Vendors created, last ${STAT_WINDOW_DAYS} days`,
              String(data.vendorsCreatedLast30Days),
            ],
          ]}
        />
      </div>
      <Charts data={data} />
    </div>
  );
}
