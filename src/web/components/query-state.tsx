import type { ReactNode } from 'react';
import { Button } from './ui/button';
import { Skeleton } from './ui/skeleton';

/** A list still loading, failed (with a retry) or empty, else the list itself. */
export function QueryState({
  query,
  what,
  isEmpty,
  empty,
  children,
}: {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  /** Names what failed to load: "We couldn't load {what}." */
  what: string;
  isEmpty: boolean;
  /** `action`: the empty state's way forward, e.g. 'Create First Program'. */
  empty: { title: string; description: string; action?: ReactNode };
  children: ReactNode;
}) {
  if (query.isPending) return <Skeleton className="h-32" />;
  if (query.isError) {
    return (
      <div role="alert" className="grid justify-items-center gap-2 py-6 text-center">
        <p>We couldn&apos;t load {what}.</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (isEmpty) {
    return (
      <div className="grid justify-items-center gap-1 py-6 text-center">
        <p className="font-semibold">{empty.title}</p>
        <p className="text-sm text-muted-foreground">{empty.description}</p>
        {empty.action ? <div className="mt-2">{empty.action}</div> : null}
      </div>
    );
  }
  return <>{children}</>;
}
