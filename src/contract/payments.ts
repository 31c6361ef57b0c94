import { z } from 'zod';
import { PAYMENT_INTENT_STATUSES, PAYMENT_METHODS, WALLET_TYPES } from './enums';
import { tooLongMessage } from './too-long-message';
import { idNumber } from './ids';
import { dollarsAmount } from './form-fields';
import { formatMoney } from './money';

// customer spec 5: only four fixed demo test cards are accepted.
export const DEMO_CARDS = {
  '4242424242424242': { brand: 'visa', outcome: 'succeed' },
  '5555555555554444': { brand: 'mastercard', outcome: 'succeed' },
  '378282246310005': { brand: 'amex', outcome: 'succeed' },
  '4000000000000002': { brand: 'visa', outcome: 'decline' },
} as const satisfies Record<string, { brand: CardBrand; outcome: 'succeed' | 'decline' }>;
export type DemoCardNumber = keyof typeof DEMO_CARDS;

export const INVALID_CARD_MESSAGE = 'Invalid card number. Use 4242424242424242 for testing.';
export const DECLINED_MESSAGE = 'Your card was declined.';

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'unknown';

/** customer spec 5: brand guessed from the first digit (4 visa, 5 or 2 mastercard, 3 amex). */
export function guessCardBrand(cardNumber: string): CardBrand {
  const first = cardNumber.replace(/\D/g, '').charAt(0);
  if (first === '4') return 'visa';
  if (first === '5' || first === '2') return 'mastercard';
  if (first === '3') return 'amex';
  return 'unknown';
}

/** Grouped in fours, limited to 19 characters. */
export function formatCardNumber(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 16);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ').slice(0, 19);
}

/** Auto-formatted MM/YY, limited to 5 characters. */
export function formatExpiry(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export const formatCvc = (input: string) => input.replace(/\D/g, '').slice(0, 4);
export const formatState = (input: string) =>
  input
    .toUpperCase()
    .replace(/[^A-Z]/g, '')
    .slice(0, 2);

export const COUNTRIES = [
  { code: 'US', name: 'United States' },
  { code: 'CA', name: 'Canada' },
  { code: 'GB', name: 'United Kingdom' },
] as const;

// customer spec 5: card form rules, messages verbatim
export const cardMessages = {
  cardNumber: 'Card number must be at least 16 digits',
  expiryDate: 'Invalid expiry date format (MM/YY)',
  cvc: 'CVC must be at least 3 digits',
  nameOnCard: 'Name on card is required',
  email: 'Invalid email address',
  line1: 'Address is required',
  city: 'City is required',
  state: 'State is required',
  zipCode: 'ZIP code is required',
  country: 'Country is required',
  expired: 'Your card has expired',
  month: 'Invalid expiry month',
} as const;

/** Longest values the card form and the payment call take; the form's inputs stop typing there. */
export const CARD_LIMITS = {
  nameOnCard: 100,
  email: 254,
  line1: 200,
  city: 100,
  zipCode: 10,
} as const;

/** The billing fields the card form and the confirm call check alike, with the same messages. */
const billingFields = {
  name: z
    .string()
    .trim()
    .min(2, cardMessages.nameOnCard)
    .max(CARD_LIMITS.nameOnCard, tooLongMessage('Name on card', CARD_LIMITS.nameOnCard)),
  email: z
    .email(cardMessages.email)
    .max(CARD_LIMITS.email, tooLongMessage('Email', CARD_LIMITS.email)),
  line1: z
    .string()
    .trim()
    .min(1, cardMessages.line1)
    .max(CARD_LIMITS.line1, tooLongMessage('Address', CARD_LIMITS.line1)),
  city: z
    .string()
    .trim()
    .min(1, cardMessages.city)
    .max(CARD_LIMITS.city, tooLongMessage('City', CARD_LIMITS.city)),
  state: z.string().trim().min(2, cardMessages.state).max(2, cardMessages.state),
  zipCode: z
    .string()
    .trim()
    .min(5, cardMessages.zipCode)
    .max(CARD_LIMITS.zipCode, tooLongMessage('ZIP code', CARD_LIMITS.zipCode)),
  country: z.string().trim().min(2, cardMessages.country).max(2, cardMessages.country),
};

export const cardFormSchema = z.object({
  cardNumber: z.string().min(16, cardMessages.cardNumber).max(19, cardMessages.cardNumber),
  expiryDate: z.string().regex(/^\d{2}\/\d{2}$/, cardMessages.expiryDate),
  cvc: z.string().min(3, cardMessages.cvc).max(4, cardMessages.cvc),
  nameOnCard: billingFields.name,
  email: billingFields.email,
  billingAddress: z.object({
    line1: billingFields.line1,
    city: billingFields.city,
    state: billingFields.state,
    zipCode: billingFields.zipCode,
    country: billingFields.country,
  }),
});
export type CardFormValues = z.input<typeof cardFormSchema>;

/** The form comes pre-filled with test values (customer spec 5). */
export const TEST_CARD_VALUES: CardFormValues = {
  cardNumber: '4242 4242 4242 4242',
  expiryDate: '12/30',
  cvc: '123',
  nameOnCard: 'Alex Rivera',
  email: 'customer@curtaincall.test',
  billingAddress: {
    line1: '742 Haight St',
    city: 'San Francisco',
    state: 'CA',
    zipCode: '94117',
    country: 'US',
  },
};

/** Expiry must be this month or later. */
export function isExpired(month: number, twoDigitYear: number, now: Date = new Date()): boolean {
  const year = 2000 + twoDigitYear;
  return year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1);
}

// customer spec 7: POST /api/payments/demo/create-intent and /api/create-payment-intent
export const createIntentSchema = z.object({
  /** Dollars in, integer cents out. */
  amount: dollarsAmount('Amount', { text: false }),
  orderId: idNumber('Order id'),
  cart: z.unknown().optional(),
  vendorId: idNumber('Vendor id').optional(),
});
export type CreateIntentInput = z.input<typeof createIntentSchema>;
export const createIntentResponseSchema = z.object({
  clientSecret: z.string(),
  paymentIntentId: z.string(),
  amount: z.number(),
  amountCents: z.number(),
});
export type CreateIntentResponse = z.infer<typeof createIntentResponseSchema>;

/** An expiry month or year as a JSON integer or digits ('07'); -0, '1e1' and '+7' are refused. */
const expiryNumber = (message: string, isInRange: (value: number) => boolean) =>
  z
    .union(
      [
        z.number(),
        z
          .string()
          .max(4, { error: message, abort: true })
          .regex(/^\d{1,4}$/, message),
      ],
      {
        error: message,
      },
    )
    .transform(Number)
    .refine(
      (value) => Number.isInteger(value) && !Object.is(value, -0) && isInRange(value),
      message,
    );

export { PAYMENT_METHODS, WALLET_TYPES };
export type WalletType = (typeof WALLET_TYPES)[number];
export type PaymentMethodKind = (typeof PAYMENT_METHODS)[number];

export const WALLET_LABELS: Record<WalletType, string> = {
  google_pay: 'Google Pay',
  apple_pay: 'Apple Pay',
};

/** A wallet token (Google Pay's JSON, Apple Pay's payment data) is a few kB at most. */
export const WALLET_TOKEN_MAX = 8192;
export const walletMessages = {
  type: 'Wallet must be google_pay or apple_pay',
  token: 'Wallet token is required',
  tooLong: `Wallet token must be at most ${WALLET_TOKEN_MAX} characters`,
  oneMethod: 'Pay with either a card or a wallet',
} as const;

/**
 * The wallet's demo card: a demo wallet carries no real card, so every wallet payment is recorded
 * as the Visa test card and succeeds or is declined by the demo success rate alone.
 */
export const DEMO_WALLET_CARD = { brand: 'visa', last4: '4242' } as const satisfies {
  brand: CardBrand;
  last4: string;
};

const cardMethodSchema = z.object({
  number: z
    .string()
    .max(40, INVALID_CARD_MESSAGE)
    .transform((value) => value.replace(/[\s-]/g, '')),
  exp_month: expiryNumber(cardMessages.month, (month) => month >= 1 && month <= 12),
  // two digits from the card form, four from Stripe-style clients
  exp_year: expiryNumber(
    cardMessages.expiryDate,
    (year) => (year >= 0 && year <= 99) || (year >= 2000 && year <= 2099),
  ).transform((year) => year % 100),
  cvc: z
    .string()
    .max(4, { error: cardMessages.cvc, abort: true })
    .regex(/^\d{3,4}$/, cardMessages.cvc),
});

const walletMethodSchema = z.strictObject({
  type: z.enum(WALLET_TYPES, walletMessages.type),
  token: z
    .string(walletMessages.token)
    .max(WALLET_TOKEN_MAX, { error: walletMessages.tooLong, abort: true })
    .trim()
    .min(1, walletMessages.token),
});

const billingAddressSchema = z.object({
  line1: billingFields.line1,
  city: billingFields.city,
  state: billingFields.state,
  postal_code: billingFields.zipCode,
  country: billingFields.country,
});

// customer spec 7: POST /api/payments/demo/confirm. Exactly one method: the card (which needs the
// billing address) or a wallet (whose sheet gives the payer's name and e-mail, no address).
export const confirmPaymentSchema = z
  .object({
    payment_intent_id: z
      .string()
      .max(100, { error: 'Invalid payment intent id', abort: true })
      .regex(/^pi_[A-Za-z0-9]+$/, 'Invalid payment intent id'),
    payment_method: z.object({
      card: cardMethodSchema.optional(),
      wallet: walletMethodSchema.optional(),
    }),
    billing_details: z.object({
      name: billingFields.name,
      email: billingFields.email,
      address: billingAddressSchema.optional(),
    }),
  })
  .superRefine((body, context) => {
    const { card, wallet } = body.payment_method;
    if (Boolean(card) === Boolean(wallet)) {
      context.addIssue({
        code: 'custom',
        path: ['payment_method'],
        message: walletMessages.oneMethod,
      });
    } else if (card && !body.billing_details.address) {
      context.addIssue({
        code: 'custom',
        path: ['billing_details', 'address', 'line1'],
        message: cardMessages.line1,
      });
    }
  });
export type ConfirmPaymentInput = z.input<typeof confirmPaymentSchema>;

const paymentIntentViewSchema = z.object({
  id: z.string(),
  status: z.enum(PAYMENT_INTENT_STATUSES),
  amount: z.number(),
  amountCents: z.number(),
  orderId: z.number(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  cardBrand: z.string().nullable(),
  cardLast4: z.string().nullable(),
});
export type PaymentIntentView = z.infer<typeof paymentIntentViewSchema>;
export const confirmPaymentResponseSchema = z.object({
  payment_intent: paymentIntentViewSchema,
  message: z.string().optional(),
});
export type ConfirmPaymentResponse = z.infer<typeof confirmPaymentResponseSchema>;

/** What the wallet sheet answered: the wallet, its token and the payer it names. */
export type WalletPayment = {
  wallet: { type: WalletType; token: string };
  payerName: string;
  payerEmail: string;
};

/** How the customer pays: the card form's values or a wallet's answer. */
export type PaymentChoice = CardFormValues | WalletPayment;

export const isWalletPayment = (choice: PaymentChoice): choice is WalletPayment =>
  'wallet' in choice;

/** Turns the card form or the wallet's answer into the confirm call's body (customer spec 7). */
export function toConfirmPayload(
  paymentIntentId: string,
  choice: PaymentChoice,
): ConfirmPaymentInput {
  if (isWalletPayment(choice)) {
    return {
      payment_intent_id: paymentIntentId,
      payment_method: { wallet: choice.wallet },
      billing_details: { name: choice.payerName, email: choice.payerEmail },
    };
  }
  const form = choice;
  const [month = '', year = ''] = form.expiryDate.split('/');
  return {
    payment_intent_id: paymentIntentId,
    payment_method: {
      card: {
        number: form.cardNumber.replace(/\s/g, ''),
        exp_month: Number(month),
        exp_year: Number(year),
        cvc: form.cvc,
      },
    },
    billing_details: {
      name: form.nameOnCard,
      email: form.email,
      address: {
        line1: form.billingAddress.line1,
        city: form.billingAddress.city,
        state: form.billingAddress.state,
        postal_code: form.billingAddress.zipCode,
        country: form.billingAddress.country,
      },
    },
  };
}

/** The intent id is the part of the client secret before '_secret' (customer spec 3). */
export function intentIdFromClientSecret(clientSecret: string): string {
  return clientSecret.split('_secret')[0] ?? clientSecret;
}

export function isDemoCardNumber(cardNumber: string): cardNumber is DemoCardNumber {
  return Object.hasOwn(DEMO_CARDS, cardNumber);
}

/** Display names, e.g. the timeline note 'Payment received (Visa ending 4242)'. */
export const CARD_BRAND_LABELS: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  unknown: 'Card',
};

/** How an order was paid, for receipts: 'Visa ending 4242' or 'Google Pay · Visa •••• 4242'. */
export function paidWithLabel(method: PaymentMethodKind, brand: CardBrand, last4: string): string {
  if (method === 'card') return `${CARD_BRAND_LABELS[brand]} ending ${last4}`;
  return `${WALLET_LABELS[method]} · ${CARD_BRAND_LABELS[brand]} •••• ${last4}`;
}

/** demo_checkout_mode is off and no live card provider is configured (accounts spec 9). */
export const PAYMENTS_UNAVAILABLE_MESSAGE = 'Card payments are not available right now.';

/** create-intent: the amount sent (dollars, rounded to cents) is not the server's order total. */
export function amountMismatchMessage(orderTotalCents: number): string {
  return `Amount does not match the order total of ${formatMoney(orderTotalCents)}`;
}
