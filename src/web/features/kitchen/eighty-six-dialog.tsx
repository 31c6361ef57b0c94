import { Ban, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import type { MenuItemView } from '../../../contract/vendors';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { QueryState } from '../../components/query-state';
import { Button } from '../../components/ui/button';
import { ModalDialog } from '../../components/ui/dialog';
import { toast } from '../../components/ui/use-toast';
import { useToggleMenuItem, useVendorMenu } from '../vendor-dashboard/api';

export const EIGHTY_SIX_FAILED = 'Could not change the item. Please try again.';

export const eightySixDescription = (name: string) =>
  `Customers can no longer order ${name}: it leaves every open menu now. Bring it back here when you have it again.`;

function MenuRow({
  item,
  isBusy,
  onEightySix,
  onBringBack,
}: {
  item: MenuItemView;
  isBusy: boolean;
  onEightySix: () => void;
  onBringBack: () => void;
}) {
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-xl border-2 border-border px-3 py-2">
      <span className="flex-1 text-lg font-semibold">
        {item.name}
        {item.isAvailable ? null : (
          <span className="block text-base text-destructive">86&apos;d</span>
        )}
      </span>
      {item.isAvailable ? (
        <Button
          variant="destructive"
          size="lg"
          aria-label={`86 ${item.name}`}
          disabled={isBusy}
          onClick={onEightySix}
        >
          <Ban aria-hidden /> 86
        </Button>
      ) : (
        <Button
          variant="outline"
          size="lg"
          aria-label={`Bring back ${item.name}`}
          disabled={isBusy}
          onClick={onBringBack}
        >
          <RotateCcw aria-hidden /> Bring back
        </Button>
      )}
    </li>
  );
}

/**
 * 86 an item from the kitchen screen. It is the menu's own availability switch
 * (PATCH /api/vendor/menu/{id}), so the server tells every open menu at once (vendor_update) and
 * the Menu tab shows the same thing. Taking an item off asks first; bringing it back does not.
 */
export function EightySixDialog({ onClose }: { onClose: () => void }) {
  const menu = useVendorMenu();
  const toggle = useToggleMenuItem();
  const [confirming, setConfirming] = useState<MenuItemView>();
  const change = (item: MenuItemView, isAvailable: boolean) =>
    toggle.mutate(
      { id: item.id, isAvailable },
      {
        onSuccess: () => {
          toast({
            title: isAvailable ? `${item.name} is back on` : `${item.name} is 86'd`,
            variant: 'success',
          });
          setConfirming(undefined);
        },
        onError: () => toast({ title: EIGHTY_SIX_FAILED, variant: 'destructive' }),
      },
    );
  const items = menu.data ?? [];
  return (
    <ModalDialog
      title="86 an item"
      description="Take an item off the menu when you run out of it."
      onClose={onClose}
      className="max-w-xl"
    >
      <QueryState
        query={menu}
        what="your menu"
        isEmpty={items.length === 0}
        empty={{
          title: 'No menu items',
          description: 'Add items in the Menu tab of the dashboard.',
        }}
      >
        <ul className="grid gap-2">
          {items.map((item) => (
            <MenuRow
              key={item.id}
              item={item}
              isBusy={toggle.isPending}
              onEightySix={() => setConfirming(item)}
              onBringBack={() => change(item, true)}
            />
          ))}
        </ul>
      </QueryState>
      {confirming ? (
        <ConfirmDialog
          title={`86 ${confirming.name}?`}
          description={eightySixDescription(confirming.name)}
          confirmLabel={`86 ${confirming.name}`}
          pendingLabel="Saving..."
          isPending={toggle.isPending}
          onConfirm={() => change(confirming, false)}
          onClose={() => setConfirming(undefined)}
        />
      ) : null}
    </ModalDialog>
  );
}
