import { Plus } from 'lucide-react';
import { Button } from './ui/button';

/**
 * A menu item's Add button, named for the item so a screen reader says what it adds. With
 * `opensDialog` it says that a dialog (the options) comes first.
 */
export function AddToCartButton({
  itemName,
  onAdd,
  disabled,
  opensDialog = false,
  className,
}: {
  itemName: string;
  onAdd: () => void;
  disabled: boolean;
  opensDialog?: boolean;
  className?: string;
}) {
  return (
    <Button
      className={className}
      onClick={onAdd}
      disabled={disabled}
      aria-label={`Add ${itemName} to cart`}
      aria-haspopup={opensDialog ? 'dialog' : undefined}
    >
      <Plus aria-hidden />
      Add
    </Button>
  );
}
