import { useState } from 'react';
import { Tabs } from 'radix-ui';
import { MENU_CATEGORIES } from '../../../contract/enums';
import { portionsLeftFor } from '../../../contract/cart-line-changes';
import { formatMoney } from '../../../contract/money';
import type { MenuItemView, VendorView } from '../../../contract/vendors';
import { Badge } from '../../components/ui/badge';
import { Skeleton } from '../../components/ui/skeleton';
import { useCart } from '../cart/cart-provider';
import { itemCountText } from '../../lib/format';
import { AddMenuItemButton } from '../vendors/add-menu-item-button';
import {
  allergenListText,
  avoidedAllergens,
  filterByAllergens,
  useAllergenFilter,
} from '../vendors/allergen-filter';
import { AllergenFilterButton } from '../vendors/allergen-filter-button';
import { availableItems, useAddToCart } from '../vendors/cart-items';
import { CartSwitchDialog } from '../vendors/cart-switch-dialog';
import { MenuItemImage } from '../vendors/menu-item-image';
import {
  AllergenLine,
  AvailabilityBadge,
  AvoidedAllergenWarning,
  DietaryTagBadges,
} from '../vendors/menu-item-badges';

export type MenuTab = { id: string; label: string; items: MenuItemView[] };

const titleCase = (text: string) => text.replace(/\b\w/g, (letter) => letter.toUpperCase());

/** customer spec 2, Vendor detail: 'Popular' first, then each category the menu has. */
export function menuTabs(menu: MenuItemView[]): MenuTab[] {
  const items = availableItems(menu);
  const tabs: MenuTab[] = [];
  const popular = items.filter((item) => item.isPopular);
  if (popular.length > 0) tabs.push({ id: 'popular', label: 'Popular', items: popular });
  const known: readonly string[] = MENU_CATEGORIES;
  const extra = [...new Set(items.map((item) => item.category))].filter((c) => !known.includes(c));
  for (const category of [...known, ...extra]) {
    const inCategory = items.filter((item) => item.category === category);
    if (inCategory.length > 0) {
      tabs.push({ id: category, label: titleCase(category), items: inCategory });
    }
  }
  return tabs;
}

export function VendorMenu({ vendor, menu }: { vendor: VendorView; menu: MenuItemView[] }) {
  const [filter] = useAllergenFilter();
  const available = availableItems(menu);
  const tabs = menuTabs(filterByAllergens(available, filter));
  const [selected, setSelected] = useState<string | null>(null);
  const active = tabs.find((tab) => tab.id === selected) ?? tabs[0];
  if (!active) {
    return (
      <div className="grid justify-items-center gap-3 rounded-2xl bg-muted p-6 text-center text-sm text-muted-foreground">
        <p role={available.length > 0 ? 'status' : undefined}>
          {available.length > 0
            ? `Nothing on this menu is free of ${allergenListText(filter.avoid)}.`
            : `${vendor.name} has nothing on the menu right now. Check back soon.`}
        </p>
        {available.length > 0 ? <AllergenFilterButton /> : null}
      </div>
    );
  }
  return (
    <Tabs.Root
      value={active.id}
      onValueChange={setSelected}
      className="grid grid-cols-[minmax(0,1fr)] gap-4"
    >
      {/* the menu's items are h3s under this (heading order) */}
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-lg font-bold">Menu</h2>
        <AllergenFilterButton />
      </div>
      <Tabs.List
        aria-label="Menu categories"
        className="sticky top-14 z-20 -mx-4 flex gap-2 overflow-x-auto border-b border-border bg-background/95 px-4 py-2 backdrop-blur [scrollbar-width:none]"
      >
        {tabs.map((tab) => (
          <Tabs.Trigger
            key={tab.id}
            value={tab.id}
            // Read 'Mains, 3 items', not 'Mains3'
            aria-label={`${tab.label}, ${itemCountText(tab.items.length)}`}
            className="inline-flex h-11 shrink-0 items-center gap-1.5 rounded-full border border-border px-4 text-sm font-semibold text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring data-[state=active]:border-primary data-[state=active]:bg-primary data-[state=active]:text-primary-foreground"
          >
            {tab.label}
            <span aria-hidden className="text-xs opacity-75">
              {tab.items.length}
            </span>
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content key={tab.id} value={tab.id} className="outline-none">
          <ul className="grid gap-3 md:grid-cols-2">
            {tab.items.map((item) => (
              <MenuItemRow key={item.id} item={item} vendor={vendor} />
            ))}
          </ul>
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

function MenuItemRow({ item, vendor }: { item: MenuItemView; vendor: VendorView }) {
  const cart = useCart();
  const [filter] = useAllergenFilter();
  const { add, cartSwitch } = useAddToCart();
  // every line of the item, whatever its options
  const quantity = cart.items
    .filter((line) => line.id === item.id && line.vendorId === vendor.id)
    .reduce((sum, line) => sum + line.quantity, 0);
  return (
    <li className="flex min-h-32 gap-3 rounded-2xl border border-border bg-card p-3">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold leading-snug">{item.name}</h3>
          {item.isPopular ? <Badge variant="accent">Popular</Badge> : null}
          <AvailabilityBadge
            item={item}
            isAllInCart={portionsLeftFor(cart, item.id, item.stockCount) === 0}
          />
          <DietaryTagBadges tags={item.dietaryTags} />
        </div>
        <AvoidedAllergenWarning allergens={avoidedAllergens(item, filter)} />
        <p className="line-clamp-2 text-sm text-muted-foreground">{item.description}</p>
        <AllergenLine allergens={item.allergens} />
        <p className="mt-auto font-bold">{formatMoney(item.priceCents)}</p>
      </div>
      <div className="flex w-24 shrink-0 flex-col items-stretch gap-2">
        <div className="relative size-24 overflow-hidden rounded-xl bg-muted">
          <MenuItemImage src={item.imageUrl} width={96} height={96} iconClassName="size-6" />
          {quantity > 0 ? (
            <span className="absolute right-1 top-1 rounded-full bg-primary px-2 py-0.5 text-xs font-bold text-primary-foreground">
              {quantity} in cart
            </span>
          ) : null}
        </div>
        <AddMenuItemButton item={item} vendor={vendor} add={add} disabled={!vendor.isActive} />
      </div>
      <CartSwitchDialog {...cartSwitch} />
    </li>
  );
}

export function MenuSkeleton() {
  return (
    <div className="grid gap-4" aria-hidden>
      <div className="flex gap-2">
        <Skeleton className="h-11 w-24 rounded-full" />
        <Skeleton className="h-11 w-20 rounded-full" />
        <Skeleton className="h-11 w-20 rounded-full" />
      </div>
      <div className="grid gap-3 md:grid-cols-2">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-43" />
        ))}
      </div>
    </div>
  );
}
