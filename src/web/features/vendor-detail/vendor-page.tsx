import { useEffect } from 'react';
import { Link, useLocation, useParams, useSearch } from 'wouter';
import { ArrowLeft, Clock, MapPin, Star, Store, Zap } from 'lucide-react';
import { cuisineLabel } from '../../../contract/vendor-display';
import type { VendorView } from '../../../contract/vendors';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { HttpError } from '../../lib/api';
import { formatCount } from '../../lib/format';
import { useGeolocation } from '../location/use-geolocation';
import { readPreferences } from '../profile/preferences';
import { useQuickOrder } from '../quick-order/quick-order-provider';
import { parseVendorId, useCurrentEvent, useVendor, useVendorMenu } from '../vendors/api';
import { CartBar } from './cart-bar';
import { DETAIL_DEFAULT_PREP_MINUTES, prepMinutes } from '../vendors/cart-items';
import { LoadError } from '../../components/load-error';
import { formatDistanceForDevice, VendorImage } from '../vendors/vendor-card';
import { vendorDistanceKm } from '../vendors/vendor-filters';
import { MenuSkeleton, VendorMenu } from './vendor-menu';

/** customer spec 2, Vendor detail (/vendor/{id}). */
export function VendorPage() {
  const params = useParams<{ id: string }>();
  const id = parseVendorId(params.id);
  const vendor = useVendor(id);
  // both reads start at once: on one bar of signal, waiting for the vendor first costs a round trip
  const menu = useVendorMenu(id);
  useQuickOrderFlag(id, vendor.data);

  if (id === null || (vendor.error instanceof HttpError && vendor.error.status === 404)) {
    return <VendorNotFound />;
  }
  if (vendor.isPending) return <VendorSkeleton />;
  if (vendor.isError) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <LoadError title="We couldn't load this vendor" query={vendor} />
      </div>
    );
  }
  const data = vendor.data;
  return (
    <div className="mx-auto max-w-5xl pb-4">
      <VendorHero vendor={data} />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-5 px-4">
        {!data.isActive ? (
          <p
            role="status"
            className="flex items-center gap-2 rounded-2xl border border-destructive/50 bg-destructive/15 p-4 font-semibold"
          >
            <Store className="size-5 shrink-0 text-destructive" aria-hidden />
            Temporarily closed — not taking orders right now
          </p>
        ) : null}
        {menu.isPending ? (
          <MenuSkeleton />
        ) : menu.isError ? (
          <LoadError title="We couldn't load the menu" query={menu} />
        ) : (
          <VendorMenu vendor={data} menu={menu.data} />
        )}
        <CartBar />
      </div>
    </div>
  );
}

/** customer spec 2: ?quickOrder=true opens the quick-order sheet preset to this vendor. */
function useQuickOrderFlag(id: number | null, vendor: VendorView | undefined) {
  const search = useSearch();
  const [, navigate] = useLocation();
  const { open } = useQuickOrder();
  useEffect(() => {
    if (!vendor || id === null) return;
    if (new URLSearchParams(search).get('quickOrder') !== 'true') return;
    open(vendor);
    navigate(`/vendor/${id}`, { replace: true });
  }, [search, vendor, id, open, navigate]);
}

/**
 * Real distance: from the show's venue when known, else from the person (if allowed), else none;
 * undefined while the show is still being read for a vendor with a position (its badge is kept a
 * place, so the menu does not move down when it arrives).
 */
function useVendorDistance(vendor: VendorView): string | null | undefined {
  const event = useCurrentEvent();
  const location = useGeolocation();
  if (event.isPending && vendor.latitude !== null && vendor.longitude !== null) return undefined;
  const venue = event.data;
  if (venue && venue.venueLatitude !== null && venue.venueLongitude !== null) {
    const km = vendorDistanceKm(vendor, {
      latitude: venue.venueLatitude,
      longitude: venue.venueLongitude,
    });
    if (km !== null) return `${formatDistanceForDevice(km)} from ${venue.venue}`;
  }
  if (location.status === 'granted' && readPreferences().locationServices) {
    const km = vendorDistanceKm(vendor, location.coords);
    if (km !== null) return `${formatDistanceForDevice(km)} away`;
  }
  return null;
}

function VendorHero({ vendor }: { vendor: VendorView }) {
  const { open } = useQuickOrder();
  const distance = useVendorDistance(vendor);
  const minutes = prepMinutes(vendor, DETAIL_DEFAULT_PREP_MINUTES);
  return (
    <header className="mb-5">
      <div className="relative h-48 bg-muted sm:h-64 md:mx-4 md:mt-4 md:overflow-hidden md:rounded-3xl">
        <VendorImage vendor={vendor} size={1200} eager className="size-full rounded-none" />
        <div className="absolute inset-0 bg-gradient-to-t from-background via-background/30 to-transparent" />
        <Button asChild variant="secondary" size="icon" className="absolute left-4 top-4 shadow-lg">
          <Link href="/search" aria-label="Back to search">
            <ArrowLeft />
          </Link>
        </Button>
      </div>
      <div className="relative -mt-10 grid gap-3 px-4 md:px-8">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="min-w-0">
            <h1 className="text-2xl font-extrabold leading-tight tracking-tight sm:text-3xl">
              {vendor.name}
            </h1>
            <p className="text-sm text-muted-foreground">
              {cuisineLabel(vendor.cuisine)} · {vendor.priceRange}
              {vendor.location ? ` · ${vendor.location}` : ''}
            </p>
          </div>
          <Button variant="accent" onClick={() => open(vendor)} disabled={!vendor.isActive}>
            <Zap aria-hidden />
            Quick Order
          </Button>
        </div>
        <ul className="flex flex-wrap gap-2 text-sm">
          <li>
            <Badge variant="secondary" className="gap-1 py-1 text-sm">
              <Star className="size-4 fill-accent text-accent" aria-hidden />
              {vendor.rating.toFixed(1)}
              <span className="font-normal text-muted-foreground">
                ({formatCount(vendor.reviewCount)} reviews)
              </span>
            </Badge>
          </li>
          <li>
            <Badge variant="secondary" className="gap-1 py-1 text-sm">
              <Clock className="size-4" aria-hidden />
              Pickup in ~{minutes} min
            </Badge>
          </li>
          {distance ? (
            <li>
              <Badge variant="secondary" className="gap-1 py-1 text-sm">
                <MapPin className="size-4" aria-hidden />
                {distance}
              </Badge>
            </li>
          ) : distance === undefined ? (
            <li aria-hidden>
              <Skeleton className="h-7 w-44 rounded-full" />
            </li>
          ) : null}
        </ul>
        {vendor.description ? (
          <p className="max-w-2xl text-sm text-muted-foreground">{vendor.description}</p>
        ) : null}
      </div>
    </header>
  );
}

function VendorNotFound() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
      <div className="flex size-16 items-center justify-center rounded-full bg-muted text-accent">
        <Store className="size-8" aria-hidden />
      </div>
      <h1 className="text-2xl font-bold">Vendor not found</h1>
      <p className="text-muted-foreground">
        This vendor isn't on CurtainCall right now. The link may be old, or they packed up for the
        night.
      </p>
      <Button asChild>
        <Link href="/search">Find other vendors</Link>
      </Button>
    </div>
  );
}

function VendorSkeleton() {
  return (
    <div className="mx-auto max-w-5xl pb-4" aria-busy="true" aria-label="Loading vendor">
      <Skeleton className="h-48 rounded-none sm:h-64 md:mx-4 md:mt-4 md:rounded-3xl" />
      <div className="-mt-10 mb-5 grid gap-3 px-4 md:px-8">
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-7 w-3/4" />
      </div>
      <div className="px-4">
        <MenuSkeleton />
      </div>
    </div>
  );
}
