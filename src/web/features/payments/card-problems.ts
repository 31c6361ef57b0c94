import type { CardFormValues } from '../../../contract/payments';
import { HttpError } from '../../lib/api';

type CardField = 'cardNumber' | 'expiryDate' | 'cvc' | 'nameOnCard' | 'email';

/** What was wrong with the card, said at the field it concerns. */
export type CardProblem = { field: CardField & keyof CardFormValues; message: string };

/**
 * What a payment came to: paid, or not (with the card's problems to show at their fields). Nothing
 * means not paid, the reason already told (a toast, the offline notice).
 */
export type PaymentOutcome = { isPaid: boolean; problems?: CardProblem[] } | void;

/** The confirm call's body paths (contract `toConfirmPayload`) by the form field they came from. */
const FIELD_BY_PATH: Record<string, CardField> = {
  'body.payment_method.card.number': 'cardNumber',
  'body.payment_method.card.exp_month': 'expiryDate',
  'body.payment_method.card.exp_year': 'expiryDate',
  'body.payment_method.card.cvc': 'cvc',
  'body.billing_details.name': 'nameOnCard',
  'body.billing_details.email': 'email',
};

/**
 * The card's own problems in a failed payment: each refused field with the server's words, and a
 * decline (no field named) at the card number with `message`. Other failures have none.
 */
export function cardProblems(error: unknown, message: string): CardProblem[] {
  if (!(error instanceof HttpError)) return [];
  if (error.code === 'PAYMENT_DECLINED') return [{ field: 'cardNumber', message }];
  const issues = error.json?.issues;
  if (!Array.isArray(issues)) return [];
  return (issues as { path?: unknown; message?: unknown }[]).flatMap((issue) => {
    const field = typeof issue.path === 'string' ? FIELD_BY_PATH[issue.path] : undefined;
    return field && typeof issue.message === 'string' ? [{ field, message: issue.message }] : [];
  });
}
