import { ChevronRight, Star, Timer } from 'lucide-react';
import type { ReactNode } from 'react';
import { cartLineKey } from '../../../contract/cart';
import { lineMaxQuantity, portionsLeftFor } from '../../../contract/cart-line-changes';
import { formatMoney } from '../../../contract/money';
import type { CurrentEventView, MenuItemView, VendorView } from '../../../contract/vendors';
import { cuisineLabel } from '../../../contract/vendor-display';
import { Badge } from '../../components/ui/badge';
import { Skeleton } from '../../components/ui/skeleton';
import { useCart } from '../cart/cart-provider';
import type { Coordinates } from '../location/use-geolocation';
import { useCurrentEvent, useVendorMenu, useVendors } from '../vendors/api';
import {
  availableItems,
  CARD_DEFAULT_PREP_MINUTES,
  prepMinutes,
  useAddToCart,
} from '../vendors/cart-items';
import { CartSwitchDialog } from '../vendors/cart-switch-dialog';
import { AddMenuItemButton, mustChooseOptions } from '../vendors/add-menu-item-button';
import {
  allergenListText,
  avoidedAllergens,
  filterByAllergens,
  NO_ALLERGEN_FILTER,
  useAllergenFilter,
  type AllergenFilter,
} from '../vendors/allergen-filter';
import { AllergenFilterButton } from '../vendors/allergen-filter-button';
import {
  AllergenLine,
  AvailabilityBadge,
  AvoidedAllergenWarning,
  DietaryTagBadges,
} from '../vendors/menu-item-badges';
import { LoadError } from '../../components/load-error';
import { QuantityStepper } from '../vendors/quantity-stepper';
import { MenuItemImage } from '../vendors/menu-item-image';
import { formatDistanceForDevice, VendorImage } from '../vendors/vendor-card';
import { vendorDistanceKm } from '../vendors/vendor-filters';

// customer spec 9: at most 3 vendors and 6 items.
export const QUICK_ORDER_MAX_VENDORS = 3;
export const QUICK_ORDER_MAX_ITEMS = 6;

/** The current event's venue: the stage quick order measures from; null without coordinates. */
export function stageCoordinates(event: CurrentEventView | null | undefined): Coordinates | null {
  if (!event || event.venueLatitude === null || event.venueLongitude === null) return null;
  return { latitude: event.venueLatitude, longitude: event.venueLongitude };
}

/**
 * The vendors closest to the stage (the venue's coordinates), open ones before temporarily
 * closed ones; vendors without a position come last. Without a stage the server's order (best
 * rated first) stands.
 */
export function quickOrderVendors(
  vendors: VendorView[],
  stage: Coordinates | null = null,
): VendorView[] {
  const distance = (vendor: VendorView) =>
    vendorDistanceKm(vendor, stage) ?? Number.POSITIVE_INFINITY;
  // Array.prototype.sort is stable: equal distances keep the server's order
  const byDistance = stage ? [...vendors].sort((a, b) => distance(a) - distance(b)) : vendors;
  const open = byDistance.filter((vendor) => vendor.isActive);
  const closed = byDistance.filter((vendor) => !vendor.isActive);
  return [...open, ...closed].slice(0, QUICK_ORDER_MAX_VENDORS);
}

/** customer spec 5: only available items (and, given a filter, none it hides); popular first. */
export function quickOrderItems(
  menu: MenuItemView[],
  filter: AllergenFilter = NO_ALLERGEN_FILTER,
): MenuItemView[] {
  const available = filterByAllergens(availableItems(menu), filter);
  const popular = available.filter((item) => item.isPopular);
  const rest = available.filter((item) => !item.isPopular);
  return [...popular, ...rest].slice(0, QUICK_ORDER_MAX_ITEMS);
}

function StepHeading({ children, hint }: { children: ReactNode; hint?: ReactNode }) {
  return (
    <div className="mb-3 flex items-baseline justify-between gap-2">
      <h3 className="text-base font-bold">{children}</h3>
      {hint ? <p className="truncate text-xs text-muted-foreground">{hint}</p> : null}
    </div>
  );
}

function StageDistance({ vendor, stage }: { vendor: VendorView; stage: Coordinates | null }) {
  const km = vendorDistanceKm(vendor, stage);
  return km === null ? null : <span>{formatDistanceForDevice(km)} from the stage</span>;
}

/** Step 1 'Choose Vendor': GET /api/vendors runs only while no vendor is chosen. */
export function VendorChoice({ onChoose }: { onChoose: (vendor: VendorView) => void }) {
  const vendors = useVendors();
  const stage = stageCoordinates(useCurrentEvent().data);
  return (
    <section aria-labelledby="quick-order-vendors">
      <StepHeading hint={stage ? 'Closest to the stage' : 'Top rated'}>
        <span id="quick-order-vendors">Choose Vendor</span>
      </StepHeading>
      {vendors.isPending ? (
        <div className="grid gap-2">
          {Array.from({ length: QUICK_ORDER_MAX_VENDORS }, (_, index) => (
            <Skeleton key={index} className="h-20" />
          ))}
        </div>
      ) : vendors.isError ? (
        <LoadError title="We couldn't load the vendors" query={vendors} />
      ) : vendors.data.length === 0 ? (
        <p className="rounded-2xl bg-muted p-4 text-sm text-muted-foreground">
          No vendors are taking orders right now.
        </p>
      ) : (
        <ul className="grid gap-2">
          {quickOrderVendors(vendors.data, stage).map((vendor) => (
            <li key={vendor.id}>
              <button
                type="button"
                onClick={() => onChoose(vendor)}
                className="flex min-h-20 w-full items-center gap-3 rounded-2xl border border-border bg-background p-3 text-left transition-colors hover:border-primary/60 focus-visible:outline-2 focus-visible:outline-ring"
              >
                <VendorImage vendor={vendor} size={56} className="size-14" />
                <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                  <span className="flex items-center gap-2">
                    <span className="truncate font-semibold">{vendor.name}</span>
                    {!vendor.isActive ? <Badge variant="destructive">Closed</Badge> : null}
                  </span>
                  <span className="truncate text-sm text-muted-foreground">
                    {cuisineLabel(vendor.cuisine)}
                  </span>
                  {/* each figure stays whole on a narrow phone; the distance wraps below */}
                  <span className="flex flex-wrap items-center gap-x-3 gap-y-0.5 text-xs text-muted-foreground">
                    <span className="flex items-center gap-1 whitespace-nowrap font-medium text-foreground">
                      <Star className="size-3.5 fill-accent text-accent" aria-hidden />
                      {vendor.rating.toFixed(1)}
                    </span>
                    <span className="flex items-center gap-1 whitespace-nowrap">
                      <Timer className="size-3.5" aria-hidden />
                      {prepMinutes(vendor, CARD_DEFAULT_PREP_MINUTES)} min
                    </span>
                    <StageDistance vendor={vendor} stage={stage} />
                  </span>
                </span>
                <ChevronRight className="size-5 shrink-0 text-muted-foreground" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Step 2 'Popular Items': a two-column grid of up to 6 available items. */
export function PopularItems({ vendor }: { vendor: VendorView }) {
  const menu = useVendorMenu(vendor.id);
  const cart = useCart();
  const [filter] = useAllergenFilter();
  const { add, cartSwitch } = useAddToCart();
  // the item as added without choices; one chosen with options is its own line (cart rule 3)
  const quantityOf = (item: MenuItemView) =>
    cart.items.find(
      (line) => cartLineKey(line) === cartLineKey(item) && line.vendorId === vendor.id,
    )?.quantity ?? 0;
  const linesOf = (item: MenuItemView) =>
    cart.items
      .filter((line) => line.id === item.id && line.vendorId === vendor.id)
      .reduce((sum, line) => sum + line.quantity, 0);
  const items = menu.data ? quickOrderItems(menu.data, filter) : [];
  const isAllFiltered =
    items.length === 0 && menu.data !== undefined && quickOrderItems(menu.data).length > 0;
  return (
    <section aria-labelledby="quick-order-items">
      <StepHeading hint={vendor.name}>
        <span id="quick-order-items">Popular Items</span>
      </StepHeading>
      <AllergenFilterButton className="mb-3 w-full" />
      {!vendor.isActive ? (
        <p role="status" className="mb-3 rounded-xl bg-destructive/15 p-3 text-sm font-medium">
          {vendor.name} is temporarily closed and not taking orders right now.
        </p>
      ) : null}
      {menu.isPending ? (
        <div className="grid grid-cols-2 gap-3">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} className="h-56" />
          ))}
        </div>
      ) : menu.isError ? (
        <LoadError title="We couldn't load the menu" query={menu} />
      ) : items.length === 0 ? (
        <p role="status" className="rounded-2xl bg-muted p-4 text-sm text-muted-foreground">
          {isAllFiltered
            ? `Nothing from ${vendor.name} is free of ${allergenListText(filter.avoid)}.`
            : `Nothing is available from ${vendor.name} right now.`}
        </p>
      ) : (
        <ul aria-label="Popular items" className="grid grid-cols-2 gap-3">
          {items.map((item) => {
            const quantity = quantityOf(item);
            const hasChoices = mustChooseOptions(item);
            return (
              <li
                key={item.id}
                className="flex flex-col overflow-hidden rounded-2xl border border-border bg-background"
              >
                <div className="aspect-[16/10] bg-muted">
                  <MenuItemImage src={item.imageUrl} width={160} height={120} />
                </div>
                <div className="flex flex-1 flex-col gap-1 p-2.5">
                  <p className="line-clamp-2 text-sm font-semibold leading-snug">{item.name}</p>
                  <p className="text-sm font-bold text-primary">{formatMoney(item.priceCents)}</p>
                  <div className="flex flex-wrap gap-1">
                    <AvailabilityBadge
                      item={item}
                      isAllInCart={portionsLeftFor(cart, item.id, item.stockCount) === 0}
                    />
                    <DietaryTagBadges tags={item.dietaryTags} />
                  </div>
                  <AvoidedAllergenWarning allergens={avoidedAllergens(item, filter)} />
                  <AllergenLine allergens={item.allergens} />
                  <div className="mt-auto pt-1">
                    {hasChoices && linesOf(item) > 0 ? (
                      <p className="mb-1 text-xs font-semibold text-primary">
                        {linesOf(item)} in cart
                      </p>
                    ) : null}
                    {quantity > 0 && !hasChoices ? (
                      <QuantityStepper
                        name={item.name}
                        quantity={quantity}
                        onChange={(next) => cart.setQuantity(cartLineKey(item), next)}
                        max={lineMaxQuantity(cart, { id: item.id, quantity }, item.stockCount)}
                        className="w-full"
                      />
                    ) : (
                      <AddMenuItemButton
                        item={item}
                        vendor={vendor}
                        add={add}
                        disabled={!vendor.isActive}
                        className="w-full"
                      />
                    )}
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <CartSwitchDialog {...cartSwitch} />
    </section>
  );
}
