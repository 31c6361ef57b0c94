import { Link } from 'wouter';
import { Clock, MapPin, Star, Store, Timer } from 'lucide-react';
import {
  cuisineLabel,
  distanceUnitForLocale,
  formatDistance,
} from '../../../contract/vendor-display';
import type { VendorView } from '../../../contract/vendors';
import { hasVendorOffer } from '../../../contract/pricing';
import { Badge } from '../../components/ui/badge';
import { Skeleton } from '../../components/ui/skeleton';
import { cn } from '../../lib/cn';
import { CARD_DEFAULT_PREP_MINUTES, pickupWindowText, prepMinutes } from './cart-items';

const IMAGE_SIZE_PX = 96;

/** The device language's distance unit (miles in the US, km in most places). */
export function formatDistanceForDevice(km: number): string {
  const locale = typeof navigator === 'undefined' ? undefined : navigator.language;
  return formatDistance(km, distanceUnitForLocale(locale));
}

export function VendorImage({
  vendor,
  className,
  size = IMAGE_SIZE_PX,
  eager = false,
}: {
  vendor: Pick<VendorView, 'imageUrl'>;
  className?: string;
  size?: number;
  eager?: boolean;
}) {
  return (
    <div className={cn('shrink-0 overflow-hidden rounded-xl bg-muted', className)}>
      {vendor.imageUrl ? (
        <img
          src={vendor.imageUrl}
          alt=""
          width={size}
          height={size}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="size-full object-cover"
        />
      ) : (
        <div className="flex size-full items-center justify-center text-muted-foreground">
          <Store className="size-1/3" aria-hidden />
        </div>
      )}
    </div>
  );
}

/** customer spec 2, Search: the vendor card shared by Home and Search. */
export function VendorCard({
  vendor,
  distanceKm,
  menuNote,
  className,
}: {
  vendor: VendorView;
  distanceKm?: number | null;
  /** A line about the menu, e.g. how many items are free of the allergens the customer avoids. */
  menuNote?: { text: string; isWarning: boolean } | null;
  className?: string;
}) {
  const minutes = prepMinutes(vendor, CARD_DEFAULT_PREP_MINUTES);
  // customer spec 2, Search: the '20% OFF' badge, the offer the server applies at checkout
  const hasDeal = vendor.isActive && hasVendorOffer(vendor);
  return (
    <Link
      href={`/vendor/${vendor.id}`}
      className={cn(
        'group flex min-h-28 gap-3 rounded-2xl border border-border bg-card p-3 text-card-foreground shadow-sm transition-colors hover:border-primary/60 focus-visible:outline-2 focus-visible:outline-ring',
        !vendor.isActive && 'opacity-80',
        className,
      )}
    >
      <VendorImage vendor={vendor} className="size-22 sm:size-24" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-start justify-between gap-2">
          <h3 className="line-clamp-2 font-semibold leading-snug group-hover:text-primary">
            {vendor.name}
          </h3>
          {!vendor.isActive ? (
            <Badge variant="destructive" className="shrink-0">
              Closed
            </Badge>
          ) : hasDeal ? (
            <Badge variant="accent" className="shrink-0">
              20% OFF
            </Badge>
          ) : null}
        </div>
        <p className="truncate text-sm text-muted-foreground">
          {cuisineLabel(vendor.cuisine)} · {vendor.priceRange}
        </p>
        {menuNote ? (
          <p
            className={cn(
              'text-xs font-medium',
              menuNote.isWarning ? 'text-destructive' : 'text-muted-foreground',
            )}
          >
            {menuNote.text}
          </p>
        ) : null}
        <ul className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
          <li className="flex items-center gap-1 font-medium text-foreground">
            <Star className="size-3.5 fill-accent text-accent" aria-hidden />
            <span aria-label={`Rated ${vendor.rating.toFixed(1)} out of 5`}>
              {vendor.rating.toFixed(1)}
            </span>
          </li>
          <li className="flex items-center gap-1">
            <Timer className="size-3.5" aria-hidden />
            {minutes} min prep
          </li>
          <li className="flex items-center gap-1">
            <Clock className="size-3.5" aria-hidden />
            Pickup {pickupWindowText(minutes)}
          </li>
          {distanceKm != null ? (
            <li>
              <Badge variant="outline" className="gap-1 font-medium">
                <MapPin className="size-3" aria-hidden />
                {formatDistanceForDevice(distanceKm)}
              </Badge>
            </li>
          ) : null}
        </ul>
      </div>
    </Link>
  );
}

/** Same height as a card so nothing jumps when the list arrives. */
export function VendorCardSkeleton() {
  return (
    <div className="flex h-28 gap-3 rounded-2xl border border-border bg-card p-3">
      <Skeleton className="size-22 sm:size-24" />
      <div className="flex flex-1 flex-col gap-2 py-1">
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-3 w-1/3" />
        <Skeleton className="mt-auto h-3 w-4/5" />
      </div>
    </div>
  );
}
