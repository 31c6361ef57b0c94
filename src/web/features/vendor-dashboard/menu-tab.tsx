import { Pencil, Plus, Trash2, UtensilsCrossed } from 'lucide-react';
import { useState } from 'react';
import { ALLERGEN_LABELS, DIETARY_TAG_LABELS } from '../../../contract/menu-rules';
import type { MenuItemView } from '../../../contract/vendors';
import { formatMoney } from '../../../contract/money';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { DialogFooter, ModalDialog } from '../../components/ui/dialog';
import { Skeleton } from '../../components/ui/skeleton';
import { Switch } from '../../components/ui/switch';
import { toast } from '../../components/ui/use-toast';
import { useDeleteMenuItem, useToggleMenuItem, useVendorMenu } from './api';
import { MenuItemDialog } from './menu-item-dialog';
import { capitalize } from '../../lib/format';

export const DELETE_CONFIRM_TEXT = 'Are you sure you want to delete this menu item?';

function DeleteDialog({ item, onClose }: { item: MenuItemView; onClose: () => void }) {
  const remove = useDeleteMenuItem();
  return (
    // accounts spec 5: the exact confirmation text
    <ModalDialog
      className="max-w-sm"
      title={`Delete ${item.name}?`}
      description={DELETE_CONFIRM_TEXT}
      onClose={onClose}
    >
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button
          variant="destructive"
          disabled={remove.isPending}
          onClick={() =>
            remove.mutate(item.id, {
              onSuccess: () => {
                toast({ title: 'Item Deleted', variant: 'success' });
                onClose();
              },
              onError: () =>
                toast({
                  title: 'Delete Failed',
                  description: 'Failed to delete menu item. Please try again.',
                  variant: 'destructive',
                }),
            })
          }
        >
          {remove.isPending ? 'Deleting...' : 'Delete'}
        </Button>
      </DialogFooter>
    </ModalDialog>
  );
}

/** '3 left' or 'Sold out' for a counted item; nothing when portions are not counted. */
export function stockText(stockCount: number | null): string | null {
  if (stockCount === null) return null;
  return stockCount === 0 ? 'Sold out' : `${stockCount} left`;
}

const groupCountText = (count: number) =>
  count === 1 ? '1 option group' : `${count} option groups`;

/** What a cook and a customer must know of an item beyond its price: stock, allergens, diets. */
function MenuRowFacts({ item }: { item: MenuItemView }) {
  const stock = stockText(item.stockCount);
  return (
    <>
      <div className="flex flex-wrap gap-1">
        {stock ? (
          <Badge variant={item.stockCount === 0 ? 'destructive' : 'outline'}>{stock}</Badge>
        ) : null}
        {item.dietaryTags.map((tag) => (
          <Badge key={tag} variant="success">
            {DIETARY_TAG_LABELS[tag]}
          </Badge>
        ))}
        {item.optionGroups.length > 0 ? (
          <Badge variant="secondary">{groupCountText(item.optionGroups.length)}</Badge>
        ) : null}
      </div>
      {item.allergens.length > 0 ? (
        <p className="text-sm">
          <span className="font-medium">Allergens: </span>
          {item.allergens.map((code) => ALLERGEN_LABELS[code].short).join(', ')}
        </p>
      ) : null}
    </>
  );
}

function MenuRow({
  item,
  onEdit,
  onDelete,
}: {
  item: MenuItemView;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const toggle = useToggleMenuItem();
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-2xl border border-border bg-card p-3">
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold">{item.name}</p>
        <p className="text-sm text-muted-foreground">
          {capitalize(item.category)} · {formatMoney(item.priceCents)}
        </p>
        <MenuRowFacts item={item} />
      </div>
      <label className="flex items-center gap-2 text-sm">
        <Switch
          checked={item.isAvailable}
          disabled={toggle.isPending}
          aria-label={`${item.name} available`}
          onCheckedChange={(isAvailable) =>
            toggle.mutate(
              { id: item.id, isAvailable },
              {
                onSuccess: () => toast({ title: 'Availability Updated', variant: 'success' }),
                onError: () =>
                  toast({
                    title: 'Update Failed',
                    description: 'Failed to update item availability. Please try again.',
                    variant: 'destructive',
                  }),
              },
            )
          }
        />
        {item.isAvailable ? 'Available' : 'Unavailable'}
      </label>
      <div className="flex gap-1">
        <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit ${item.name}`}>
          <Pencil aria-hidden /> Edit
        </Button>
        <Button variant="ghost" size="sm" onClick={onDelete} aria-label={`Delete ${item.name}`}>
          <Trash2 aria-hidden /> Delete
        </Button>
      </div>
    </li>
  );
}

/** accounts spec 2.9, Menu tab: the vendor's items with availability, edit and delete. */
export function MenuTab({ onAdd }: { onAdd: () => void }) {
  const menu = useVendorMenu();
  const [editing, setEditing] = useState<MenuItemView>();
  const [deleting, setDeleting] = useState<MenuItemView>();
  if (menu.isPending) return <Skeleton className="h-40" />;
  if (menu.isError) return <p role="alert">We couldn't load your menu.</p>;
  return (
    <div className="grid gap-3">
      {menu.data.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border px-6 py-12 text-center">
          <UtensilsCrossed className="size-8 text-accent" aria-hidden />
          <h2 className="text-lg font-semibold">No menu items yet</h2>
          <Button onClick={onAdd}>
            <Plus aria-hidden /> Add Menu Item
          </Button>
        </div>
      ) : (
        <ul className="grid gap-2 lg:grid-cols-2">
          {menu.data.map((item) => (
            <MenuRow
              key={item.id}
              item={item}
              onEdit={() => setEditing(item)}
              onDelete={() => setDeleting(item)}
            />
          ))}
        </ul>
      )}
      {editing ? <MenuItemDialog item={editing} onClose={() => setEditing(undefined)} /> : null}
      {deleting ? <DeleteDialog item={deleting} onClose={() => setDeleting(undefined)} /> : null}
    </div>
  );
}
