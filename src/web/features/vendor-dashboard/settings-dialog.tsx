import { z } from 'zod';
import { Controller } from 'react-hook-form';
import { ACCOUNT_LIMITS } from '../../../contract/auth';
import { PRICE_RANGES } from '../../../contract/enums';
import {
  CUISINES,
  DEFAULT_PREP_MINUTES,
  MAX_PREP_MINUTES,
  MIN_PREP_MINUTES,
  parsePrepMinutes,
  prepMinutesSchema,
  hotShelfMinutesSchema,
  lowStockThresholdSchema,
  VENDOR_LIMITS,
  vendorProfileUpdateSchema,
  type VendorProfileUpdate,
  type VendorProfileView,
} from '../../../contract/vendor';
import {
  MAX_SLOT_CAPACITY,
  MIN_SLOT_CAPACITY,
  slotCapacitySchema,
} from '../../../contract/pickup-slots';
import { MAX_LOW_STOCK_THRESHOLD } from '../../../contract/menu-rules';
import { MAX_HOT_SHELF_MINUTES, MIN_HOT_SHELF_MINUTES } from '../../../contract/ready-shelf';
import { FormDialogFooter, ModalDialog } from '../../components/ui/dialog';
import { FieldError, Input, Label, NativeSelect, Textarea } from '../../components/ui/input';
import { Switch } from '../../components/ui/switch';
import { toast } from '../../components/ui/use-toast';
import { useUpdateVendorProfile } from './api';
import { capitalize } from '../../lib/format';
import { useSchemaForm } from './use-schema-form';

/**
 * The server's settings schema; the capacity box is text, where empty means unlimited
 * (null), so it is read as a number before the contract's rule checks it. Prep time typed as
 * something other than a number becomes the default (accounts spec 5); the server refuses it.
 */
const settingsFormSchema = vendorProfileUpdateSchema.extend({
  estimatedPrepTime: z.preprocess(parsePrepMinutes, prepMinutesSchema),
  slotCapacity: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : Number(value)),
    slotCapacitySchema,
  ),
  hotShelfMinutes: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    hotShelfMinutesSchema,
  ),
  lowStockThreshold: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    lowStockThresholdSchema,
  ),
});

type FormValues = {
  name: string;
  description: string;
  cuisine: string;
  priceRange: string;
  phone: string;
  address: string;
  estimatedPrepTime: string;
  isActive: boolean;
  slotCapacity: string;
  hotShelfMinutes: string;
  lowStockThreshold: string;
  /** "HH:MM" as the time input holds it; empty: no nightly reset. */
  stockResetTime: string;
};

/** accounts spec 2.9 and 5: the vendor settings; messages come from vendorSettingsMessages. */
export function SettingsDialog({
  profile,
  onClose,
}: {
  profile: VendorProfileView;
  onClose: () => void;
}) {
  const update = useUpdateVendorProfile();
  const { form, errors, field } = useSchemaForm<FormValues, VendorProfileUpdate>({
    schema: settingsFormSchema,
    formId: 'settings',
    defaultValues: {
      name: profile.name,
      description: profile.description ?? '',
      cuisine: profile.cuisine,
      priceRange: profile.priceRange,
      phone: profile.phone ?? '',
      address: profile.address ?? '',
      estimatedPrepTime: String(profile.estimatedPrepTime ?? DEFAULT_PREP_MINUTES),
      isActive: profile.isActive,
      slotCapacity: String(profile.slotCapacity ?? ''),
      hotShelfMinutes: String(profile.hotShelfMinutes),
      lowStockThreshold: String(profile.lowStockThreshold),
      stockResetTime: profile.stockResetTime ?? '',
    },
  });
  // the sixteen, plus the vendor's current one when it is not among them (accounts spec 5)
  const cuisines: string[] = [...CUISINES];
  if (profile.cuisine && !cuisines.includes(profile.cuisine)) cuisines.unshift(profile.cuisine);
  const error = (name: keyof FormValues) => (
    <FieldError id={`settings-${name}-error`} message={errors[name]?.message} />
  );
  const onValid = (body: VendorProfileUpdate) =>
    update.mutate(body, {
      onSuccess: () => {
        toast({ title: 'Settings Updated', variant: 'success' });
        onClose();
      },
      onError: () =>
        toast({
          title: 'Update Failed',
          description: 'Failed to update vendor settings. Please try again.',
          variant: 'destructive',
        }),
    });
  return (
    <ModalDialog
      className="max-w-xl"
      title="Vendor Settings"
      description="How customers see your business."
      onClose={onClose}
    >
      <form className="grid gap-3" noValidate onSubmit={form.handleSubmit(onValid)}>
        <div className="grid gap-1.5">
          <Label htmlFor="settings-name">Business name</Label>
          <Input maxLength={VENDOR_LIMITS.name} {...field('name')} {...form.register('name')} />
          {error('name')}
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="settings-description">Description</Label>
          <Textarea
            maxLength={VENDOR_LIMITS.description}
            {...field('description')}
            {...form.register('description')}
          />
          {error('description')}
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="grid gap-1.5">
            <Label htmlFor="settings-cuisine">Cuisine type</Label>
            <NativeSelect {...field('cuisine')} {...form.register('cuisine')}>
              <option value="">Select…</option>
              {cuisines.map((cuisine) => (
                <option key={cuisine} value={cuisine}>
                  {capitalize(cuisine)}
                </option>
              ))}
            </NativeSelect>
            {error('cuisine')}
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="settings-priceRange">Price range</Label>
            <NativeSelect {...field('priceRange')} {...form.register('priceRange')}>
              <option value="">Select…</option>
              {PRICE_RANGES.map((range) => (
                <option key={range} value={range}>
                  {range}
                </option>
              ))}
            </NativeSelect>
            {error('priceRange')}
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="settings-phone">Phone</Label>
            <Input
              type="tel"
              maxLength={ACCOUNT_LIMITS.phone}
              {...field('phone')}
              {...form.register('phone')}
            />
            {error('phone')}
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="settings-estimatedPrepTime">Prep time (minutes)</Label>
            <Input
              type="number"
              min={MIN_PREP_MINUTES}
              max={MAX_PREP_MINUTES}
              {...field('estimatedPrepTime')}
              {...form.register('estimatedPrepTime')}
            />
            {error('estimatedPrepTime')}
          </div>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="settings-address">Address</Label>
          <Input
            maxLength={VENDOR_LIMITS.address}
            {...field('address')}
            {...form.register('address')}
          />
          {error('address')}
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="settings-slotCapacity">Orders per 5-minute pickup slot</Label>
          <Input
            type="number"
            inputMode="numeric"
            min={MIN_SLOT_CAPACITY}
            max={MAX_SLOT_CAPACITY}
            placeholder="No limit"
            {...field('slotCapacity')}
            aria-describedby={
              errors.slotCapacity ? 'settings-slotCapacity-error' : 'settings-slotCapacity-hint'
            }
            {...form.register('slotCapacity')}
          />
          <p id="settings-slotCapacity-hint" className="text-xs text-muted-foreground">
            How many orders you can hand over every 5 minutes. Leave empty for no limit.
          </p>
          {error('slotCapacity')}
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="settings-hotShelfMinutes">Hot-shelf time (minutes)</Label>
          <Input
            type="number"
            inputMode="numeric"
            min={MIN_HOT_SHELF_MINUTES}
            max={MAX_HOT_SHELF_MINUTES}
            {...field('hotShelfMinutes')}
            aria-describedby={
              errors.hotShelfMinutes
                ? 'settings-hotShelfMinutes-error'
                : 'settings-hotShelfMinutes-hint'
            }
            {...form.register('hotShelfMinutes')}
          />
          <p id="settings-hotShelfMinutes-hint" className="text-xs text-muted-foreground">
            A ready order waiting longer is flagged uncollected, and its customer is told.
          </p>
          {error('hotShelfMinutes')}
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="settings-lowStockThreshold">Low-stock warning (portions)</Label>
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_LOW_STOCK_THRESHOLD}
            {...field('lowStockThreshold')}
            aria-describedby={
              errors.lowStockThreshold
                ? 'settings-lowStockThreshold-error'
                : 'settings-lowStockThreshold-hint'
            }
            {...form.register('lowStockThreshold')}
          />
          <p id="settings-lowStockThreshold-hint" className="text-xs text-muted-foreground">
            The board warns when an item whose portions you count has this many left or fewer.
          </p>
          {error('lowStockThreshold')}
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="settings-stockResetTime">Reset portions daily at</Label>
          <Input
            type="time"
            className="w-36"
            {...field('stockResetTime')}
            aria-describedby={
              errors.stockResetTime
                ? 'settings-stockResetTime-error'
                : 'settings-stockResetTime-hint'
            }
            {...form.register('stockResetTime')}
          />
          <p id="settings-stockResetTime-hint" className="text-xs text-muted-foreground">
            Portions left on each item goes back to its portions each day at this time (the
            server&rsquo;s clock). Clear it for no reset.
          </p>
          {error('stockResetTime')}
        </div>
        <Controller
          control={form.control}
          name="isActive"
          render={({ field: { value, onChange } }) => (
            <div className="flex items-center gap-3">
              <Switch id="settings-isActive" checked={value} onCheckedChange={onChange} />
              <Label htmlFor="settings-isActive">
                {value ? 'Accepting orders' : 'Temporarily closed'}
              </Label>
            </div>
          )}
        />
        <FormDialogFooter
          submitLabel="Save Settings"
          isPending={update.isPending}
          onCancel={onClose}
        />
      </form>
    </ModalDialog>
  );
}
