import { AlertTriangle, Leaf, ShieldAlert } from 'lucide-react';
import {
  ALLERGEN_LABELS,
  canMeetRequiredGroups,
  DEFAULT_LOW_STOCK_THRESHOLD,
  DIETARY_TAG_LABELS,
  type Allergen,
  type DietaryTag,
} from '../../../contract/menu-rules';
import type { MenuItemView } from '../../../contract/vendors';
import { Badge } from '../../components/ui/badge';
import { cn } from '../../lib/cn';
import { allergenListText } from './allergen-filter';

// What a menu item is made of, always in words beside its icon: colour or an icon alone says
// nothing to a screen reader or to someone who cannot tell the colours apart.

/** "Contains: Gluten, Milk"; nothing when the vendor lists none. */
export function AllergenLine({
  allergens,
  className,
}: {
  allergens: readonly Allergen[];
  className?: string;
}) {
  if (allergens.length === 0) return null;
  return (
    <p className={cn('flex items-start gap-1 text-xs text-muted-foreground', className)}>
      <ShieldAlert className="mt-px size-3.5 shrink-0" aria-hidden />
      <span>Contains: {allergens.map((code) => ALLERGEN_LABELS[code].short).join(', ')}</span>
    </p>
  );
}

/** The warning on an item that contains an allergen the customer avoids ("Contains peanuts"). */
export function AvoidedAllergenWarning({ allergens }: { allergens: readonly Allergen[] }) {
  if (allergens.length === 0) return null;
  return (
    <p className="flex items-start gap-1 rounded-lg bg-destructive/10 px-2 py-1 text-sm font-semibold text-destructive">
      <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>Contains {allergenListText(allergens)}</span>
    </p>
  );
}

export function DietaryTagBadges({ tags }: { tags: readonly DietaryTag[] }) {
  return tags.map((tag) => (
    <Badge key={tag} variant="success">
      <Leaf className="size-3" aria-hidden />
      {DIETARY_TAG_LABELS[tag]}
    </Badge>
  ));
}

/**
 * "Sold out" at 0 portions, "Unavailable" when a required choice has no option left (Add is
 * disabled for both), "Only 3 left" when few are left or the cart holds them all; nothing otherwise.
 */
export function AvailabilityBadge({
  item,
  isAllInCart = false,
}: {
  item: Pick<MenuItemView, 'stockCount' | 'optionGroups'>;
  isAllInCart?: boolean;
}) {
  const { stockCount } = item;
  if (stockCount === 0) return <Badge variant="destructive">Sold out</Badge>;
  if (!canMeetRequiredGroups(item.optionGroups))
    return <Badge variant="destructive">Unavailable</Badge>;
  if (stockCount === null || (stockCount > DEFAULT_LOW_STOCK_THRESHOLD && !isAllInCart))
    return null;
  return <Badge variant="accent">Only {stockCount} left</Badge>;
}

/** On a cart line whose item's every portion left is in the cart: why its "+" waits. */
export function StockCapLine({ text }: { text: string | null }) {
  if (!text) return null;
  return <p className="text-xs font-semibold text-amber-800 dark:text-accent">{text}</p>;
}
