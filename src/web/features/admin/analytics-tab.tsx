import {
  NEW_USERS_WINDOW_DAYS,
  CHART_DAYS,
  STAT_WINDOW_DAYS,
  type AdminAnalytics,
} from '../../../contract/admin';
import { formatMoney } from '../../../contract/money';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { BarChart } from '../../components/bar-chart';
import { useAdminAnalytics } from './api';

const dayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'numeric',
  day: 'numeric',
  timeZone: 'UTC',
});
const dayLabel = (date: string) => dayFormat.format(new Date(`${date.slice(0, 10)}T00:00:00Z`));

function Figures({ title, figures }: { title: string; figures: [string, string][] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {figures.map(([label, value]) => (
            <div key={label} className="rounded-xl bg-muted/50 p-3">
              <dt className="text-xs text-muted-foreground">{label}</dt>
              <dd className="text-xl font-bold tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

function Charts({ data }: { data: AdminAnalytics }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <BarChart
        title={`Orders per day, last ${CHART_DAYS} days`}
        definition="Orders placed each day (UTC), whatever their status."
        xLabel="Day"
        yLabel="Orders"
        empty={`No orders in the last ${CHART_DAYS} days`}
        bars={data.ordersByDay.map((day) => ({ label: dayLabel(day.date), value: day.orders }))}
      />
      <BarChart
        title={`Revenue per day, last ${CHART_DAYS} days`}
        definition="Paid orders that were not cancelled, by the day they were placed (UTC)."
        xLabel="Day"
        yLabel="Revenue ($)"
        empty={`No revenue in the last ${CHART_DAYS} days`}
        bars={data.ordersByDay.map((day) => ({
          label: dayLabel(day.date),
          value: day.revenueCents / 100,
          display: formatMoney(day.revenueCents),
        }))}
      />
      <BarChart
        title="Top vendors by revenue"
        definition="The five vendors with the most paid, not cancelled, revenue."
        xLabel="Revenue ($)"
        yLabel="Vendor"
        horizontal
        empty="No vendor revenue yet"
        bars={data.topVendors.map((vendor) => ({
          label: vendor.name,
          value: vendor.revenueCents / 100,
          // the value label sits right of the bar, where only a short amount fits
          display: formatMoney(vendor.revenueCents),
        }))}
      />
    </div>
  );
}

/** accounts spec 2.10, Analytics: Platform Metrics, User Activity and the charts. */
export function AnalyticsTab() {
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
