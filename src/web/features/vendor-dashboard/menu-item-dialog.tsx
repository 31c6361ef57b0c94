import { Controller, type FieldErrors } from 'react-hook-form';
import { MENU_CATEGORIES } from '../../../contract/enums';
import {
  MENU_DESCRIPTION_MAX_LENGTH,
  MENU_NAME_MAX_LENGTH,
  menuItemCreateSchema,
  REQUIRED_FIELDS_MESSAGE,
  type MenuItemCreate,
  type MenuItemCreateInput,
} from '../../../contract/vendor';
import type { MenuItemView } from '../../../contract/vendors';
import { FormDialogFooter, ModalDialog } from '../../components/ui/dialog';
import { FieldError, Input, Label, NativeSelect, Textarea } from '../../components/ui/input';
import { Switch } from '../../components/ui/switch';
import { toast } from '../../components/ui/use-toast';
import { useSaveMenuItem } from './api';
import { capitalize } from '../../lib/format';
import { useSchemaForm } from './use-schema-form';

type FormValues = {
  name: string;
  description: string;
  price: string;
  category: string;
  isAvailable: boolean;
};

const FIELD_ORDER = ['name', 'description', 'price', 'category', 'isAvailable'] as const;
const REQUIRED_FIELDS = ['name', 'price', 'category'] as const;

/**
 * accounts spec 5, menu item save: a missing name, price or category gives 'Please fill in all
 * required fields.'; otherwise the first field's own message (a price out of range, say).
 */
function validationToastText(invalid: FieldErrors<FormValues>): string {
  const isRequiredMissing = REQUIRED_FIELDS.some(
    (name) => invalid[name]?.message === REQUIRED_FIELDS_MESSAGE,
  );
  if (isRequiredMissing) return REQUIRED_FIELDS_MESSAGE;
  const first = FIELD_ORDER.map((name) => invalid[name]?.message).find(Boolean);
  return first ?? REQUIRED_FIELDS_MESSAGE;
}

/** accounts spec 5, menu item save: add (no item) or edit one. Price is typed in dollars. */
export function MenuItemDialog({ item, onClose }: { item?: MenuItemView; onClose: () => void }) {
  const save = useSaveMenuItem();
  const { form, errors, field } = useSchemaForm<FormValues, MenuItemCreate>({
    schema: menuItemCreateSchema,
    formId: 'menu',
    defaultValues: {
      name: item?.name ?? '',
      description: item?.description ?? '',
      price: item?.price ?? '',
      category: item?.category ?? '',
      isAvailable: item?.isAvailable ?? true,
    },
  });
  const onValid = (parsed: MenuItemCreate) => {
    // the contract's parsed price is cents; the API takes dollars
    const body: MenuItemCreateInput = {
      name: parsed.name,
      description: parsed.description,
      price: parsed.price / 100,
      category: parsed.category,
      isAvailable: parsed.isAvailable,
    };
    save.mutate(
      { id: item?.id, body },
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
  const onInvalid = (invalid: FieldErrors<FormValues>) =>
    toast({
      title: 'Validation Error',
      description: validationToastText(invalid),
      variant: 'destructive',
    });
  return (
    <ModalDialog
      title={item ? 'Edit Menu Item' : 'Add Menu Item'}
      description="Name, price and category are required."
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
        <div className="flex items-center gap-3">
          <Controller
            control={form.control}
            name="isAvailable"
            render={({ field: { value, onChange } }) => (
              <Switch id="menu-isAvailable" checked={value} onCheckedChange={onChange} />
            )}
          />
          <Label htmlFor="menu-isAvailable">Available</Label>
        </div>
        <FormDialogFooter
          submitLabel={item ? 'Save Changes' : 'Add Item'}
          isPending={save.isPending}
          onCancel={onClose}
        />
      </form>
    </ModalDialog>
  );
}
