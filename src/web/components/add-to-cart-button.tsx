import { Plus } from 'lucide-react';
import { Button } from './ui/button';

/** A menu item's Add button, named for the item so a screen reader says what it adds. */
export function AddToCartButton({
  itemName,
  onAdd,
  disabled,
  className,
}: {
  itemName: string;
  onAdd: () => void;
  disabled: boolean;
  className?: string;
}) {
  return (
    <Button
      className={className}
      onClick={onAdd}
      disabled={disabled}
      aria-label={`Add ${itemName} to cart`}
    >
      <Plus aria-hidden />
      Add
    </Button>
  );
}
