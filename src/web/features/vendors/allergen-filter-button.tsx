import { ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { ALLERGEN_LABELS, ALLERGENS } from '../../../contract/menu-rules';
import { Button } from '../../components/ui/button';
import { DialogFooter, ModalDialog } from '../../components/ui/dialog';
import { useAllergenFilter, type AllergenFilterMode } from './allergen-filter';

const MODES: { mode: AllergenFilterMode; label: string; hint: string }[] = [
  { mode: 'hide', label: 'Hide', hint: 'Leave out items that contain them' },
  {
    mode: 'flag',
    label: 'Flag',
    hint: 'Show every item, with a warning on those that contain them',
  },
];

const choiceRow =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-2 py-1 hover:bg-muted';

/** The allergens the customer avoids, and whether to hide or flag the items containing them. */
function AllergenFilterDialog({ onClose }: { onClose: () => void }) {
  const [filter, save] = useAllergenFilter();
  return (
    <ModalDialog
      title="Allergens to avoid"
      description="Saved on this phone. Vendors list what their items contain; ask at the counter if you are unsure."
      onClose={onClose}
    >
      <fieldset className="grid gap-1">
        <legend className="mb-1 font-semibold">Avoid</legend>
        <div className="grid sm:grid-cols-2">
          {ALLERGENS.map((code) => (
            <label key={code} className={choiceRow}>
              <input
                type="checkbox"
                checked={filter.avoid.includes(code)}
                onChange={(event) =>
                  save({
                    ...filter,
                    avoid: event.target.checked
                      ? [...filter.avoid, code]
                      : filter.avoid.filter((avoided) => avoided !== code),
                  })
                }
                className="size-5 shrink-0 accent-primary"
              />
              {ALLERGEN_LABELS[code].full}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="grid gap-1">
        <legend className="mb-1 font-semibold">Items that contain them</legend>
        {MODES.map(({ mode, label, hint }) => (
          <label key={mode} className={choiceRow}>
            <input
              type="radio"
              name="allergen-filter-mode"
              checked={filter.mode === mode}
              onChange={() => save({ ...filter, mode })}
              className="size-5 shrink-0 accent-primary"
            />
            <span className="grid">
              <span>{label}</span>
              <span className="text-xs text-muted-foreground">{hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <DialogFooter>
        {filter.avoid.length > 0 ? (
          <Button variant="outline" size="lg" onClick={() => save({ ...filter, avoid: [] })}>
            Clear
          </Button>
        ) : null}
        <Button size="lg" onClick={onClose}>
          Done
        </Button>
      </DialogFooter>
    </ModalDialog>
  );
}

/** The "Allergens" button of a menu, saying how many are avoided, and its panel. */
export function AllergenFilterButton({ className }: { className?: string }) {
  const [filter] = useAllergenFilter();
  const [isOpen, setIsOpen] = useState(false);
  const count = filter.avoid.length;
  return (
    <>
      <Button
        variant="outline"
        className={className}
        aria-haspopup="dialog"
        onClick={() => setIsOpen(true)}
      >
        <ShieldAlert aria-hidden />
        {count > 0 ? `Allergens (${count} avoided)` : 'Allergens'}
      </Button>
      {isOpen ? <AllergenFilterDialog onClose={() => setIsOpen(false)} /> : null}
    </>
  );
}
