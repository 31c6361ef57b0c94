import { useState } from 'react';
import { canMeetRequiredGroups } from '../../../contract/menu-options';
import type { MenuItemView, VendorView } from '../../../contract/vendors';
import { AddToCartButton } from '../../components/add-to-cart-button';
import type { ArtistSpecial, LineChoice } from './cart-items';
import { OptionPicker } from './option-picker';

/** Whether the item can go in the cart now: not sold out, and its required groups can be met. */
export const canOrderItem = (item: MenuItemView) =>
  item.stockCount !== 0 && canMeetRequiredGroups(item.optionGroups);

/**
 * A menu item's Add button. An item with option groups opens the option picker first; one
 * without goes in the cart at once. Focus comes back to the button when the picker closes.
 */
export function AddMenuItemButton({
  item,
  vendor,
  add,
  disabled,
  className,
}: {
  item: MenuItemView;
  vendor: VendorView;
  add: (
    item: MenuItemView,
    vendor: VendorView,
    special?: ArtistSpecial,
    choice?: LineChoice,
  ) => void;
  disabled: boolean;
  className?: string;
}) {
  const [isPicking, setIsPicking] = useState(false);
  const hasChoices = item.optionGroups.length > 0;
  return (
    <>
      <AddToCartButton
        itemName={item.name}
        onAdd={() => (hasChoices ? setIsPicking(true) : add(item, vendor))}
        disabled={disabled || !canOrderItem(item)}
        opensDialog={hasChoices}
        className={className}
      />
      {isPicking ? (
        <OptionPicker
          item={item}
          onClose={() => setIsPicking(false)}
          onAdd={(choice) => {
            setIsPicking(false);
            add(item, vendor, undefined, choice);
          }}
        />
      ) : null}
    </>
  );
}
