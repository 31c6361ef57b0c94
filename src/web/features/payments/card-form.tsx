import { zodResolver } from '@hookform/resolvers/zod';
import { Lock } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import type { PublicUser } from '../../../contract/auth';
import {
  cardFormSchema,
  CARD_LIMITS,
  formatCardNumber,
  formatCvc,
  formatExpiry,
  guessCardBrand,
  TEST_CARD_VALUES,
  type CardFormValues,
  type PaymentChoice,
} from '../../../contract/payments';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Spinner } from '../../components/ui/skeleton';
import { toast } from '../../components/ui/use-toast';
import { useAuth } from '../auth/use-auth';
import { CardBrandIcon } from './card-brand-icon';
import { BillingAddressFields, Field, formatted, invalidProps } from './card-form-fields';
import type { PaymentOutcome } from './card-problems';
import { TestCardHint, type TestCard } from './test-cards';
import { useAppStatus } from '../app-status/api';

export type CardFormProps = {
  /**
   * Runs the payment, by card or wallet; it reports its own failures (toasts) and must not throw.
   * What it returns as the card's problems shows at their fields too, where the customer is looking.
   */
  onSubmit: (choice: PaymentChoice) => Promise<PaymentOutcome>;
  /** False until the payment system (intent, quote) is ready: paying only explains the wait. */
  isReady: boolean;
  isProcessing: boolean;
  /** Shown beside the button, e.g. '$28.23', so the amount is visible while paying. */
  amountLabel?: string;
  /** The amount in cents the wallet sheet shows; without it no wallet is offered. */
  amountCents?: number;
  /** The tap-to-fill test-card hint; off where the page lists the cards already. */
  showTestCards?: boolean;
};

// its own chunk, loaded only where the browser has the Payment Request API at all
const WalletButton = lazy(() =>
  import('./wallet-button').then((module) => ({ default: module.WalletButton })),
);
const hasPaymentRequest = () => typeof window !== 'undefined' && 'PaymentRequest' in window;

/** customer spec 5: pre-filled test values, with the signed-in person's name and e-mail. */
export function cardDefaults(user: PublicUser | null): CardFormValues {
  const name = user ? `${user.firstName} ${user.lastName}`.trim() : '';
  return {
    ...TEST_CARD_VALUES,
    nameOnCard: name.length >= 2 ? name : TEST_CARD_VALUES.nameOnCard,
    email: user?.email || TEST_CARD_VALUES.email,
    billingAddress: { ...TEST_CARD_VALUES.billingAddress },
  };
}

/** customer spec 4 'Payment form' and 5: the demo card form. */
export function CardForm({
  onSubmit,
  isReady,
  isProcessing,
  amountLabel,
  amountCents,
  showTestCards = true,
}: CardFormProps) {
  const { user } = useAuth();
  // the receipt is promised only when the server sends receipt e-mails
  const emailLabel = useAppStatus().data?.receiptEmails ? 'Email for the receipt' : 'Email';
  const [defaultValues] = useState(() => cardDefaults(user));
  const form = useForm({ resolver: zodResolver(cardFormSchema), defaultValues });
  const { register, formState, setValue, control } = form;
  const errors = formState.errors;
  const brand = guessCardBrand(useWatch({ control, name: 'cardNumber' }));
  const isBusy = isProcessing || formState.isSubmitting;
  // a refused card takes the customer to its field: focused, so its error is read out, and in
  // the middle of the screen. The fields are disabled while paying, so it waits until they are not.
  const [refused, setRefused] = useState<{ field: FieldPath<CardFormValues> } | null>(null);
  useEffect(() => {
    if (isBusy || !refused) return;
    form.setFocus(refused.field);
    document.activeElement?.scrollIntoView({ block: 'center' });
  }, [isBusy, refused, form]);
  const submit = form.handleSubmit(
    async (values) => {
      setRefused(null);
      const problems = (await onSubmit(values))?.problems ?? [];
      for (const { field, message } of problems) form.setError(field, { type: 'server', message });
      setRefused(problems[0] ? { field: problems[0].field } : null);
    },
    // the form's own checks take the customer to the field themselves
    () => setRefused(null),
  );

  const invalid = invalidProps;

  const fillTestCard = (card: TestCard) => {
    const options = { shouldValidate: formState.isSubmitted, shouldDirty: true };
    setValue('cardNumber', formatCardNumber(card.number), options);
    setValue('cvc', card.cvc, options);
  };

  return (
    <form
      noValidate
      aria-label="Card payment"
      onSubmit={(event) => {
        if (!isReady) {
          // customer spec 4 and 8: payment cannot be submitted before the system has loaded
          event.preventDefault();
          toast({
            title: 'Payment System Loading',
            description: 'Please wait for the payment system to load',
          });
          return;
        }
        if (isBusy) {
          event.preventDefault();
          return;
        }
        void submit(event);
      }}
      className="grid gap-4"
    >
      {amountCents && hasPaymentRequest() ? (
        <Suspense fallback={null}>
          <WalletButton
            amountCents={amountCents}
            isDisabled={isBusy || !isReady}
            payer={{ name: defaultValues.nameOnCard, email: defaultValues.email }}
            onPay={onSubmit}
          />
        </Suspense>
      ) : null}
      <fieldset disabled={isBusy} className="grid min-w-0 gap-4">
        {/* the brand beside the label, not in the input: a phone's input has no room to spare
            for a full card number and a badge */}
        <Field
          id="card-number"
          label="Card number"
          labelAside={<CardBrandIcon brand={brand} />}
          error={errors.cardNumber?.message}
        >
          <Input
            id="card-number"
            inputMode="numeric"
            autoComplete="cc-number"
            maxLength={19}
            placeholder="1234 5678 9012 3456"
            className="font-mono tabular-nums"
            {...invalid(errors.cardNumber?.message, 'card-number')}
            {...formatted(register('cardNumber'), formatCardNumber)}
          />
        </Field>
        <div className="grid grid-cols-2 gap-3">
          <Field id="card-expiry" label="Expiry (MM/YY)" error={errors.expiryDate?.message}>
            <Input
              id="card-expiry"
              inputMode="numeric"
              autoComplete="cc-exp"
              maxLength={5}
              placeholder="MM/YY"
              className="font-mono tabular-nums"
              {...invalid(errors.expiryDate?.message, 'card-expiry')}
              {...formatted(register('expiryDate'), formatExpiry)}
            />
          </Field>
          <Field id="card-cvc" label="CVC" error={errors.cvc?.message}>
            <Input
              id="card-cvc"
              inputMode="numeric"
              autoComplete="cc-csc"
              maxLength={4}
              placeholder="123"
              className="font-mono tabular-nums"
              {...invalid(errors.cvc?.message, 'card-cvc')}
              {...formatted(register('cvc'), formatCvc)}
            />
          </Field>
        </div>
        <Field id="card-name" label="Name on card" error={errors.nameOnCard?.message}>
          <Input
            id="card-name"
            autoComplete="cc-name"
            maxLength={CARD_LIMITS.nameOnCard}
            {...invalid(errors.nameOnCard?.message, 'card-name')}
            {...register('nameOnCard')}
          />
        </Field>
        <Field id="card-email" label={emailLabel} error={errors.email?.message}>
          <Input
            id="card-email"
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={CARD_LIMITS.email}
            {...invalid(errors.email?.message, 'card-email')}
            {...register('email')}
          />
        </Field>
        <BillingAddressFields register={register} errors={errors.billingAddress} />
      </fieldset>

      {showTestCards ? <TestCardHint onUse={isBusy ? undefined : fillTestCard} /> : null}

      {/* Sticky above the bottom navigation on phones, so paying is one thumb away. */}
      <div className="sticky bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-10 -mx-5 grid gap-2 border-t border-border bg-card/95 px-5 py-3 backdrop-blur md:static md:mx-0 md:border-0 md:bg-transparent md:p-0 md:backdrop-blur-none">
        {amountLabel ? (
          <p className="flex items-baseline justify-between text-sm">
            <span className="text-muted-foreground">Total to pay</span>
            <span className="text-lg font-bold tabular-nums">{amountLabel}</span>
          </p>
        ) : null}
        {/* Not `disabled` while loading: a tap must still reach the form, which explains the
            wait with the spec's toast (customer spec 4 and 8). */}
        <Button
          type="submit"
          size="lg"
          className="h-14 w-full text-base aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
          disabled={isBusy}
          aria-disabled={!isReady || undefined}
        >
          {isBusy ? (
            <Spinner
              label="Processing"
              className="size-5 border-primary-foreground/40 border-t-primary-foreground"
            />
          ) : (
            <Lock aria-hidden />
          )}
          {isBusy ? 'Processing Payment...' : 'Complete Payment'}
        </Button>
        {!isReady ? (
          <p role="status" className="text-center text-xs text-muted-foreground">
            Payment system loading…
          </p>
        ) : null}
      </div>
    </form>
  );
}
