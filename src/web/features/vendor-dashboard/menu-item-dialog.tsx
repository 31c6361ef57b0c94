import type { FieldErrors } from 'react-hook-form';
import { MENU_CATEGORIES } from '../../../contract/enums';
import {
  ALLERGEN_LABELS,
  ALLERGENS,
  DIETARY_TAG_LABELS,
  DIETARY_TAGS,
  MAX_STOCK_COUNT,
} from '../../../contract/menu-rules';
import {
  MENU_DESCRIPTION_MAX_LENGTH,
  MENU_NAME_MAX_LENGTH,
  REQUIRED_FIELDS_MESSAGE,
  type MenuItemCreate,
} from '../../../contract/vendor';
import type { MenuItemView } from '../../../contract/vendors';
import { FormDialogFooter, ModalDialog } from '../../components/ui/dialog';
import { FieldError, Input, Label, NativeSelect, Textarea } from '../../components/ui/input';
import { toast } from '../../components/ui/use-toast';
import { useSaveMenuItem, useVendorProfile } from './api';
import { capitalize } from '../../lib/format';
import { CheckboxFieldset, SwitchRow } from './menu-form-fields';
import {
  menuFormDefaults,
  menuFormSchema,
  menuItemBody,
  type MenuFormValues,
} from './menu-item-form';
import { OptionGroupEditor } from './option-group-editor';
import { useSchemaForm } from './use-schema-form';

const FIELD_ORDER = [
  'name',
  'description',
  'price',
  'category',
  'isAvailable',
  'allergens',
  'dietaryTags',
  'stockCount',
  'dailyStockCount',
  'optionGroups',
] as const;
const REQUIRED_FIELDS = ['name', 'price', 'category'] as const;

/** The first message in an error tree, in field order (an option group's errors are nested). */
function firstMessage(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  if ('message' in error && typeof error.message === 'string' && error.message)
    return error.message;
  for (const [key, value] of Object.entries(error)) {
    // a field's error holds its input element: never walk into the DOM
    if (key === 'ref') continue;
    const message = firstMessage(value);
    if (message) return message;
  }
  return undefined;
}

/**
 * accounts spec 5, menu item save: a missing name, price or category gives 'Please fill in all
 * required fields.'; otherwise the first field's own message (a price out of range, say).
 */
function validationToastText(invalid: FieldErrors<MenuFormValues>): string {
  const isRequiredMissing = REQUIRED_FIELDS.some(
    (name) => invalid[name]?.message === REQUIRED_FIELDS_MESSAGE,
  );
  if (isRequiredMissing) return REQUIRED_FIELDS_MESSAGE;
  const first = FIELD_ORDER.map((name) => firstMessage(invalid[name])).find(Boolean);
  return first ?? REQUIRED_FIELDS_MESSAGE;
}

/**
 * What "Portions each day" does, at the vendor's reset time (its settings): undefined while they
 * load, null when the vendor turned the nightly reset off.
 */
function dailyStockHint(resetTime: string | null | undefined): string {
  if (resetTime === null)
    return 'Portions left goes back to this each day once you set a reset time in Settings.';
  return `Portions left goes back to this at ${resetTime ?? 'your reset time'}. Leave empty for no reset.`;
}

/** accounts spec 5, menu item save: add (no item) or edit one. Price is typed in dollars. */
export function MenuItemDialog({ item, onClose }: { item?: MenuItemView; onClose: () => void }) {
  const save = useSaveMenuItem();
  const profile = useVendorProfile();
  const { form, errors, field } = useSchemaForm<MenuFormValues, MenuItemCreate>({
    schema: menuFormSchema,
    formId: 'menu',
    defaultValues: menuFormDefaults(item),
  });
  const onValid = (parsed: MenuItemCreate) => {
    save.mutate(
      { id: item?.id, body: menuItemBody(parsed) },
      {
        onSuccess: () => {
          toast({ title: item ? 'Item Updated' : 'Item Created', variant: 'success' });
          onClose();
        },
        onError: () =>
          toast({
            title: 'Save Failed',
            description: 'Failed to save menu item. Please try again.',
            variant: 'destructive',
          }),
      },
    );
  };
  const portionsInput = (name: 'stockCount' | 'dailyStockCount', label: string) => (
    <div className="grid gap-1.5">
      <Label htmlFor={`menu-${name}`}>{label}</Label>
      <Input
        type="number"
        inputMode="numeric"
        min="0"
        max={MAX_STOCK_COUNT}
        step="1"
        className="w-36"
        {...field(name)}
        aria-describedby={errors[name] ? `menu-${name}-error` : `menu-${name}-hint`}
        {...form.register(name)}
      />
    </div>
  );
  const onInvalid = (invalid: FieldErrors<MenuFormValues>) =>
    toast({
      title: 'Validation Error',
      description: validationToastText(invalid),
      variant: 'destructive',
    });
  return (
    <ModalDialog
      title={item ? 'Edit Menu Item' : 'Add Menu Item'}
      description="Name, price and category are required."
      className="max-w-2xl"
      onClose={onClose}
    >
      <form className="grid gap-3" noValidate onSubmit={form.handleSubmit(onValid, onInvalid)}>
        <div className="grid gap-1.5">
          <Label htmlFor="menu-name">Name</Label>
          <Input maxLength={MENU_NAME_MAX_LENGTH} {...field('name')} {...form.register('name')} />
          <FieldError id="menu-name-error" message={errors.name?.message} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="menu-description">Description</Label>
          <Textarea
            maxLength={MENU_DESCRIPTION_MAX_LENGTH}
            {...field('description')}
            {...form.register('description')}
          />
          <FieldError id="menu-description-error" message={errors.description?.message} />
        </div>
        <div className="grid grid-cols-2 gap-3">
          <div className="grid gap-1.5">
            <Label htmlFor="menu-price">Price ($)</Label>
            <Input
              type="number"
              step="0.01"
              min="0"
              inputMode="decimal"
              {...field('price')}
              {...form.register('price')}
            />
            <FieldError id="menu-price-error" message={errors.price?.message} />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="menu-category">Category</Label>
            <NativeSelect {...field('category')} {...form.register('category')}>
              <option value="">Select…</option>
              {MENU_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {capitalize(category)}
                </option>
              ))}
            </NativeSelect>
            <FieldError id="menu-category-error" message={errors.category?.message} />
          </div>
        </div>
        <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
          <SwitchRow form={form} name="isAvailable" label="Available" />
          {portionsInput('stockCount', 'Portions left')}
          {portionsInput('dailyStockCount', 'Portions each day')}
        </div>
        <p id="menu-stockCount-hint" className="-mt-2 text-sm text-muted-foreground">
          Leave portions empty if you do not count them; at 0 the item shows as sold out.
        </p>
        <FieldError id="menu-stockCount-error" message={errors.stockCount?.message} />
        <p id="menu-dailyStockCount-hint" className="-mt-2 text-sm text-muted-foreground">
          {dailyStockHint(profile.data?.stockResetTime)}
        </p>
        <FieldError id="menu-dailyStockCount-error" message={errors.dailyStockCount?.message} />
        <CheckboxFieldset
          form={form}
          name="allergens"
          legend="Allergens"
          codes={ALLERGENS}
          labelOf={(code) => ALLERGEN_LABELS[code].full}
          error={errors.allergens?.message}
        />
        <CheckboxFieldset
          form={form}
          name="dietaryTags"
          legend="Dietary tags"
          codes={DIETARY_TAGS}
          labelOf={(code) => DIETARY_TAG_LABELS[code]}
          error={errors.dietaryTags?.message}
        />
        <OptionGroupEditor form={form} item={item} />
        <FormDialogFooter
          submitLabel={item ? 'Save Changes' : 'Add Item'}
          isPending={save.isPending}
          onCancel={onClose}
        />
      </form>
    </ModalDialog>
  );
}
