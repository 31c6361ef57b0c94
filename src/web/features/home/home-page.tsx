import { useEffect, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { ChevronRight, ClipboardList, Zap } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { SearchField } from '../../components/ui/search-field';
import { cn } from '../../lib/cn';
import { useGeolocation } from '../location/use-geolocation';
import { useQuickOrder } from '../quick-order/quick-order-provider';
import { useVendors } from '../vendors/api';
import { ChipRow, FilterChip } from '../../components/ui/filter-chip';
import { LoadError } from '../../components/load-error';
import { VendorCard, VendorCardSkeleton } from '../vendors/vendor-card';
import {
  applyHomeCategory,
  HOME_CATEGORIES,
  matchesText,
  vendorDistanceKm,
  type HomeCategory,
} from '../vendors/vendor-filters';
import { EventBanner } from './event-banner';
import { DeferredPart, lazyWithRetry } from '../../components/lazy-part';
import { RecentOrdersSkeleton } from './recent-orders-section';

// The recent orders (with the order contract's parser) load beside the vendors, so the
// home's first JavaScript stays small
const RecentOrders = lazyWithRetry(() =>
  import('./recent-orders').then((module) => module.RecentOrders),
);

/** customer spec 2, Home (/). */
export function HomePage() {
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<HomeCategory | null>(null);
  useQuickOrderFlag();
  return (
    <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-5 px-4 py-5 lg:py-8">
      <section aria-labelledby="home-heading" className="grid gap-3">
        <h1 id="home-heading" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
          Hungry after the show?
        </h1>
        <SearchField
          id="home-search"
          label="Search vendors by name or cuisine"
          value={query}
          onChange={setQuery}
          placeholder="Search vendors or cuisines"
        />
      </section>
      <EventBanner />
      <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_1fr]">
        <QuickActions className="lg:col-start-2 lg:row-start-1" />
        <FeaturedVendors
          query={query}
          category={category}
          onCategory={setCategory}
          onClear={() => {
            setQuery('');
            setCategory(null);
          }}
          className="lg:col-start-1 lg:row-span-2 lg:row-start-1"
        />
        <div className="lg:col-start-2 lg:row-start-2">
          <DeferredPart fallback={<RecentOrdersSkeleton />}>
            <RecentOrders />
          </DeferredPart>
        </div>
      </div>
    </div>
  );
}

/** customer spec 2: ?quick=true opens the quick-order sheet and returns to '/'. */
function useQuickOrderFlag() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const { open } = useQuickOrder();
  useEffect(() => {
    if (new URLSearchParams(search).get('quick') !== 'true') return;
    open();
    navigate('/', { replace: true });
  }, [search, open, navigate]);
}

function QuickActions({ className }: { className?: string }) {
  const { open } = useQuickOrder();
  const tile =
    'flex min-h-24 flex-col items-start justify-between gap-2 rounded-2xl border p-4 text-left font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-ring';
  return (
    <section aria-labelledby="quick-actions-heading" className={className}>
      <h2 id="quick-actions-heading" className="mb-3 text-lg font-bold">
        Quick Actions
      </h2>
      <div className="grid grid-cols-2 gap-3">
        <Link href="/orders" className={cn(tile, 'border-border bg-card hover:bg-muted')}>
          <ClipboardList className="size-6 text-accent" aria-hidden />
          Active Orders
        </Link>
        <button
          type="button"
          onClick={() => open()}
          aria-haspopup="dialog"
          className={cn(
            tile,
            'border-primary bg-primary text-primary-foreground hover:bg-primary/90',
          )}
        >
          <Zap className="size-6" aria-hidden />
          Quick Order
        </button>
      </div>
    </section>
  );
}

function FeaturedVendors({
  query,
  category,
  onCategory,
  onClear,
  className,
}: {
  query: string;
  category: HomeCategory | null;
  onCategory: (category: HomeCategory | null) => void;
  onClear: () => void;
  className?: string;
}) {
  const vendors = useVendors();
  const location = useGeolocation();
  const coords = location.status === 'granted' ? location.coords : null;
  const shown = applyHomeCategory(
    (vendors.data ?? []).filter((vendor) => matchesText(vendor, query, ['name', 'cuisine'])),
    category,
  );
  return (
    <section
      aria-labelledby="featured-heading"
      className={cn('grid min-w-0 grid-cols-[minmax(0,1fr)] gap-3', className)}
    >
      <ChipRow role="group" aria-label="Categories">
        {HOME_CATEGORIES.map((chip) => (
          <FilterChip
            key={chip.id}
            isPressed={category === chip.id}
            onClick={() => onCategory(category === chip.id ? null : chip.id)}
          >
            {chip.label}
          </FilterChip>
        ))}
      </ChipRow>
      <div className="flex items-baseline justify-between gap-2">
        <h2 id="featured-heading" className="text-lg font-bold">
          Featured Near You
        </h2>
        <Link
          href="/search"
          className="flex min-h-11 items-center gap-0.5 text-sm font-semibold text-primary"
        >
          See all <ChevronRight className="size-4" aria-hidden />
        </Link>
      </div>
      {vendors.isPending ? (
        <div className="grid gap-3 sm:grid-cols-2">
          {Array.from({ length: 4 }, (_, index) => (
            <VendorCardSkeleton key={index} />
          ))}
        </div>
      ) : vendors.isError ? (
        <LoadError title="We couldn't load the vendors" query={vendors} />
      ) : shown.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-border p-6 text-center">
          <p className="font-semibold">
            {vendors.data.length === 0 ? 'No vendors near the venue yet' : 'No vendors match'}
          </p>
          {vendors.data.length > 0 ? (
            <Button variant="outline" onClick={onClear}>
              Clear Filters
            </Button>
          ) : null}
        </div>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2" aria-label="Vendors">
          {shown.map((vendor) => (
            <li key={vendor.id}>
              <VendorCard vendor={vendor} distanceKm={vendorDistanceKm(vendor, coords)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
