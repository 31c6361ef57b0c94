import { Tabs } from 'radix-ui';
import type { ReactNode } from 'react';
import { LoadError } from '../../components/load-error';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';

/** A tab's words: its trigger, what it lists, and its two empty states. */
export type ListTabText = {
  value: string;
  label: string;
  what: string;
  none: string;
  noMatch: string;
};

type ListQuery = {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
};

/**
 * A tab of cards: loading, failed, empty (none at all, or none that match the filters), else a
 * card for each item shown.
 */
export function ListTab<Item extends { id: number }>({
  tab,
  query,
  shown,
  onClear,
  card,
}: {
  tab: ListTabText;
  query: ListQuery & { data?: readonly Item[] };
  shown: readonly Item[];
  onClear: () => void;
  card: (item: Item) => ReactNode;
}) {
  return (
    <Tabs.Content value={tab.value}>
      <TabList query={query} tab={tab} shown={shown.length} onClear={onClear}>
        {shown.map((item) => (
          <li key={item.id}>{card(item)}</li>
        ))}
      </TabList>
    </Tabs.Content>
  );
}

function TabList({
  query,
  tab: { what, none, noMatch },
  shown,
  onClear,
  children,
}: {
  query: ListQuery & { data?: readonly unknown[] };
  tab: ListTabText;
  shown: number;
  onClear: () => void;
  children: ReactNode;
}) {
  const total = query.data?.length ?? 0;
  if (query.isPending)
    return (
      <div className="grid gap-3 md:grid-cols-2 xl:grid-cols-3" aria-label={`Loading ${what}`}>
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} className="h-72" />
        ))}
      </div>
    );
  if (query.isError) return <LoadError title={`We couldn't load the ${what}`} query={query} />;
  if (shown === 0)
    return (
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border px-4 py-10 text-center">
        <p className="text-lg font-bold">{total === 0 ? none : noMatch}</p>
        {total > 0 ? (
          <Button variant="outline" onClick={onClear}>
            Clear all filters
          </Button>
        ) : (
          <p className="max-w-sm text-sm text-muted-foreground">
            Check back soon: artists team up with vendors before their shows.
          </p>
        )}
      </div>
    );
  return <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">{children}</ul>;
}
