import type { ReactNode } from 'react';
import { Skeleton } from '../../components/ui/skeleton';

/** customer spec 2, Home: the Recent Orders section around its content. */
export function RecentOrdersSection({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="recent-orders-heading" className="grid gap-3">
      <h2 id="recent-orders-heading" className="text-lg font-bold">
        Recent Orders
      </h2>
      {children}
    </section>
  );
}

export function RecentOrderCardsSkeleton() {
  return (
    <div className="grid gap-2">
      <Skeleton className="h-28" />
      <Skeleton className="h-28" />
    </div>
  );
}

/**
 * What the section shows while its code downloads (it loads beside the vendors), the
 * same shape as while the orders load, so nothing moves when they arrive.
 */
export function RecentOrdersSkeleton() {
  return (
    <RecentOrdersSection>
      <RecentOrderCardsSkeleton />
    </RecentOrdersSection>
  );
}
