// A valid demo card payment (the 4242 test card and a billing address): the payment tests and the
// benches confirm with it. No test runner imports here, so a bench can use it too.
import type { ConfirmPaymentInput } from '../contract/payments';

export const CUSTOMER_EMAIL = 'customer@curtaincall.test';

/** A valid confirm body for the visa test card; override any part. */
export function confirmBody(
  paymentIntentId: string,
  card: Partial<NonNullable<ConfirmPaymentInput['payment_method']['card']>> = {},
  billing: {
    name?: string;
    email?: string;
    address?: Partial<NonNullable<ConfirmPaymentInput['billing_details']['address']>>;
  } = {},
): ConfirmPaymentInput {
  return {
    payment_intent_id: paymentIntentId,
    payment_method: {
      card: { number: '4242424242424242', exp_month: 12, exp_year: 30, cvc: '123', ...card },
    },
    billing_details: {
      name: billing.name ?? 'Alex Rivera',
      email: billing.email ?? CUSTOMER_EMAIL,
      address: {
        line1: '742 Haight St',
        city: 'San Francisco',
        state: 'CA',
        postal_code: '94117',
        country: 'US',
        ...billing.address,
      },
    },
  };
}

/** A valid confirm body for a demo wallet payment; override the wallet's parts. */
export function walletConfirmBody(
  paymentIntentId: string,
  wallet: Partial<{ type: string; token: string }> = {},
): ConfirmPaymentInput {
  return {
    payment_intent_id: paymentIntentId,
    payment_method: {
      wallet: { type: 'google_pay', token: 'demo-wallet-token', ...wallet },
    } as ConfirmPaymentInput['payment_method'],
    billing_details: { name: 'Alex Rivera', email: CUSTOMER_EMAIL },
  };
}
