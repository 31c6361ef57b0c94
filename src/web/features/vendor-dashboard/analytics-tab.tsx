import { formatMoney } from '../../../contract/money';
import { ANALYTICS_DEFINITIONS, type VendorAnalytics } from '../../../contract/vendor';
import { Skeleton } from '../../components/ui/skeleton';
import { formatChartDay, formatClockTime } from '../../lib/format';
import { useVendorAnalytics } from './api';
import { BarChart, moneyBar } from '../../components/bar-chart';
import { OrdersExport } from './orders-export';

const QUARTER_HOUR_MS = 15 * 60_000;

/** Minutes from confirmed to ready; '—' before the first order of the day is ready. */
export function formatPrepMinutes(minutes: number | null): string {
  if (minutes === null) return '—';
  if (minutes < 0.5) return '<1 min';
  return `${Math.round(minutes)} min`;
}

function Figures({ data }: { data: VendorAnalytics }) {
  const figures = [
    {
      label: 'Total Orders',
      value: String(data.totalOrders),
      definition: ANALYTICS_DEFINITIONS.totalOrders,
    },
    {
      label: 'Total Revenue',
      value: formatMoney(data.totalRevenueCents),
      definition: ANALYTICS_DEFINITIONS.totalRevenue,
    },
    {
      label: 'Tips',
      value: formatMoney(data.totalTipsCents),
      definition: ANALYTICS_DEFINITIONS.totalTips,
    },
    {
      label: 'Avg Prep Time',
      value: formatPrepMinutes(data.avgPrepMinutes),
      definition: ANALYTICS_DEFINITIONS.avgPrepMinutes,
    },
  ];
  return (
    <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {figures.map((figure) => (
        <div key={figure.label} className="rounded-2xl border border-border bg-card p-4">
          <dt className="text-xs text-muted-foreground">{figure.label}</dt>
          <dd className="mt-1 text-2xl font-bold tabular-nums">{figure.value}</dd>
          <dd className="mt-1 text-xs text-muted-foreground">{figure.definition}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The event end as a position between the rush chart's bars, with its time. */
function eventEndMarker(data: VendorAnalytics) {
  const first = data.ordersByQuarterHour[0];
  if (!data.eventEndsAt || !first) return undefined;
  const index =
    (new Date(data.eventEndsAt).getTime() - new Date(first.start).getTime()) / QUARTER_HOUR_MS;
  return { index, label: `Show ends ${formatClockTime(data.eventEndsAt)}` };
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
        <h2 id="top-items-title" className="text-sm font-semibold">
          Top Items
        </h2>
        <p className="text-xs text-muted-foreground">{ANALYTICS_DEFINITIONS.topItems}</p>
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
          definition={ANALYTICS_DEFINITIONS.ordersByQuarterHour}
          marker={eventEndMarker(data)}
          bars={data.ordersByQuarterHour.map((bucket) => ({
            label: formatClockTime(bucket.start),
            value: bucket.count,
          }))}
        />
        <BarChart
          title="Revenue per day, last 14 days"
          xLabel="Day"
          yLabel="Revenue ($)"
          empty="No revenue in the last 14 days"
          definition={ANALYTICS_DEFINITIONS.revenueByDay}
          bars={data.revenueByDay.map((day) =>
            moneyBar(formatChartDay(day.date), day.revenueCents),
          )}
        />
        <BarChart
          title="Top items by quantity sold"
          xLabel="Quantity sold"
          yLabel="Item"
          horizontal
          empty="No items sold yet"
          definition={ANALYTICS_DEFINITIONS.topItems}
          bars={data.topItems.map((item) => ({ label: item.name, value: item.count }))}
        />
      </div>
      <OrdersExport />
    </div>
  );
}
