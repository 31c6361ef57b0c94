import type { ChangeEvent, ReactNode } from 'react';
import type { FieldErrors, UseFormRegister, UseFormRegisterReturn } from 'react-hook-form';
import {
  CARD_LIMITS,
  COUNTRIES,
  formatState,
  type CardFormValues,
} from '../../../contract/payments';
import { FieldError, Input, Label, NativeSelect } from '../../components/ui/input';
import { cn } from '../../lib/cn';

/** Rewrites the input's text before react-hook-form reads it (customer spec 5, input handling). */
export function formatted(field: UseFormRegisterReturn, format: (value: string) => string) {
  return {
    ...field,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      event.target.value = format(event.target.value);
      return field.onChange(event);
    },
  };
}

/** Marks a field invalid and points screen readers at its message. */
export function invalidProps(message: string | undefined, id: string) {
  return message ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {};
}

export function Field({
  id,
  label,
  labelAside,
  error,
  className,
  children,
}: {
  id: string;
  label: string;
  /** Shown at the end of the label's line, e.g. the card's brand. */
  labelAside?: ReactNode;
  error?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('grid content-start gap-2', className)}>
      {labelAside ? (
        <div className="flex min-h-6 items-center justify-between gap-2">
          <Label htmlFor={id}>{label}</Label>
          {labelAside}
        </div>
      ) : (
        <Label htmlFor={id}>{label}</Label>
      )}
      {children}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

export function BillingAddressFields({
  register,
  errors,
}: {
  register: UseFormRegister<CardFormValues>;
  errors: FieldErrors<CardFormValues>['billingAddress'];
}) {
  return (
    <fieldset className="grid min-w-0 gap-4">
      <legend className="mb-1 text-sm font-semibold">Billing address</legend>
      <Field id="billing-line1" label="Address" error={errors?.line1?.message}>
        <Input
          id="billing-line1"
          autoComplete="address-line1"
          maxLength={CARD_LIMITS.line1}
          {...invalidProps(errors?.line1?.message, 'billing-line1')}
          {...register('billingAddress.line1')}
        />
      </Field>
      <div className="grid grid-cols-[minmax(0,1fr)_6rem] gap-3">
        <Field id="billing-city" label="City" error={errors?.city?.message}>
          <Input
            id="billing-city"
            autoComplete="address-level2"
            maxLength={CARD_LIMITS.city}
            {...invalidProps(errors?.city?.message, 'billing-city')}
            {...register('billingAddress.city')}
          />
        </Field>
        <Field id="billing-state" label="State" error={errors?.state?.message}>
          <Input
            id="billing-state"
            autoComplete="address-level1"
            autoCapitalize="characters"
            maxLength={2}
            className="uppercase"
            {...invalidProps(errors?.state?.message, 'billing-state')}
            {...formatted(register('billingAddress.state'), formatState)}
          />
        </Field>
      </div>
      <div className="grid grid-cols-[7rem_minmax(0,1fr)] gap-3">
        <Field id="billing-zip" label="ZIP code" error={errors?.zipCode?.message}>
          <Input
            id="billing-zip"
            autoComplete="postal-code"
            maxLength={CARD_LIMITS.zipCode}
            {...invalidProps(errors?.zipCode?.message, 'billing-zip')}
            {...register('billingAddress.zipCode')}
          />
        </Field>
        <Field id="billing-country" label="Country" error={errors?.country?.message}>
          <NativeSelect
            id="billing-country"
            autoComplete="country"
            {...invalidProps(errors?.country?.message, 'billing-country')}
            {...register('billingAddress.country')}
          >
            <option value="">Choose a country</option>
            {COUNTRIES.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
    </fieldset>
  );
}
