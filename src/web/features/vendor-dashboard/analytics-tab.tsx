import { formatMoney } from '../../../contract/money';
import type { VendorAnalytics } from '../../../contract/vendor';
import { Skeleton } from '../../components/ui/skeleton';
import { formatClockTime } from '../orders/format';
import { useVendorAnalytics } from './api';
import { BarChart } from './bar-chart';

const dayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'numeric',
  day: 'numeric',
  timeZone: 'UTC',
});

function Figures({ data }: { data: VendorAnalytics }) {
  const figures = [
    { label: 'Total Orders', value: String(data.totalOrders) },
    { label: 'Total Revenue', value: formatMoney(data.totalRevenueCents) },
    {
      label: 'Avg Pickup Time',
      value: data.avgPickupTime === null ? '—' : `${Math.round(data.avgPickupTime)} min`,
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-3">
      {figures.map((figure) => (
        <div key={figure.label} className="rounded-2xl border border-border bg-card p-4">
          <dt className="text-xs text-muted-foreground">{figure.label}</dt>
          <dd className="mt-1 text-2xl font-bold tabular-nums">{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** accounts spec 2.9, Analytics tab: the figures and three bar charts. */
export function AnalyticsTab() {
  const analytics = useVendorAnalytics();
  if (analytics.isPending) return <Skeleton className="h-60" />;
  if (analytics.isError) return <p role="alert">We couldn't load your analytics.</p>;
  const data = analytics.data;
  return (
    <div className="grid gap-4">
      <Figures data={data} />
      <section
        aria-labelledby="top-items-title"
        className="rounded-2xl border border-border bg-card p-4"
      >
        <h3 id="top-items-title" className="text-sm font-semibold">
          Top Items
        </h3>
        {data.topItems.length === 0 ? (
          <p className="text-sm text-muted-foreground">No items sold yet</p>
        ) : (
          <ol className="mt-2 grid gap-1 text-sm">
            {data.topItems.map((item) => (
              <li key={item.menuItemId} className="flex justify-between">
                <span>{item.name}</span>
                <span className="tabular-nums">{item.count} sold</span>
              </li>
            ))}
          </ol>
        )}
      </section>
      <div className="grid gap-4 lg:grid-cols-2">
        <BarChart
          title="Orders per 15 minutes around the event end"
          xLabel="Time"
          yLabel="Orders"
          empty="No event yet"
          bars={data.ordersByQuarterHour.map((bucket) => ({
            label: formatClockTime(bucket.start).replace(/ [AP]M$/, ''),
            value: bucket.count,
          }))}
        />
        <BarChart
          title="Revenue per day, last 14 days"
          xLabel="Day"
          yLabel="Revenue ($)"
          empty="No revenue in the last 14 days"
          bars={data.revenueByDay.map((day) => ({
            label: dayFormat.format(new Date(`${day.date.slice(0, 10)}T00:00:00Z`)),
            value: day.revenueCents / 100,
            display: formatMoney(day.revenueCents),
          }))}
        />
        <BarChart
          title="Top items by quantity sold"
          xLabel="Quantity sold"
          yLabel="Item"
          horizontal
          empty="No items sold yet"
          bars={data.topItems.map((item) => ({ label: item.name, value: item.count }))}
        />
      </div>
    </div>
  );
}
