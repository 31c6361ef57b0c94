import { CalendarDays, DollarSign, Store, Users, type LucideIcon } from 'lucide-react';
import { STAT_WINDOW_DAYS, type AdminAnalytics, type StatCard } from '../../../contract/admin';
import { formatMoney } from '../../../contract/money';
import { Skeleton } from '../../components/ui/skeleton';

/**
 * accounts spec 2.10 stat cards, with real change labels: the last 30 days against the
 * 30 before. With nothing before to compare with there is no percentage, so the card says what
 * the last 30 days brought instead.
 */
export function changeLabel(card: StatCard, unit: (amount: number) => string): string {
  if (card.changePercent === null) {
    return `${unit(card.recent)} in the last ${STAT_WINDOW_DAYS} days`;
  }
  const sign = card.changePercent > 0 ? '+' : '';
  return `${sign}${card.changePercent}% vs the previous ${STAT_WINDOW_DAYS} days`;
}

const count = (noun: string) => (amount: number) => `${amount} ${noun}`;

type Tile = {
  label: string;
  icon: LucideIcon;
  value: (data: AdminAnalytics) => string;
  change: (data: AdminAnalytics) => string;
};

const TILES: Tile[] = [
  {
    label: 'Total Users',
    icon: Users,
    value: (data) => String(data.totalUsers),
    change: (data) => changeLabel(data.cards.totalUsers, count('signups')),
  },
  {
    label: 'Active Vendors',
    icon: Store,
    value: (data) => String(data.activeVendors),
    change: (data) => changeLabel(data.cards.activeVendors, count('new')),
  },
  {
    label: 'Upcoming Events',
    icon: CalendarDays,
    value: (data) => String(data.upcomingEvents),
    change: (data) => changeLabel(data.cards.upcomingEvents, count('created')),
  },
  {
    label: 'Platform Revenue',
    icon: DollarSign,
    value: (data) => formatMoney(data.totalRevenueCents),
    change: (data) => changeLabel(data.cards.platformRevenueCents, formatMoney),
  },
];

export function StatCards({
  data,
  isError,
  onRetry,
}: {
  data: AdminAnalytics | undefined;
  isError: boolean;
  onRetry: () => void;
}) {
  return (
    <dl aria-label="Platform at a glance" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {TILES.map((tile) => (
        <div key={tile.label} className="rounded-2xl border border-border bg-card p-4 shadow-sm">
          <dt className="flex items-center justify-between gap-2 text-xs font-medium text-muted-foreground">
            {tile.label}
            <tile.icon aria-hidden className="size-4" />
          </dt>
          <dd className="mt-1 text-2xl font-bold tabular-nums">
            {data ? tile.value(data) : isError ? '—' : <Skeleton className="h-8 w-16" />}
          </dd>
          <dd className="mt-1 text-xs text-muted-foreground">
            {data ? (
              tile.change(data)
            ) : isError ? (
              <button type="button" className="underline" onClick={onRetry}>
                Couldn&apos;t load. Try again
              </button>
            ) : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
