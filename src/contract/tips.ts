import { z } from 'zod';
import { dollarsToCents } from './money';

// A tip at checkout goes to the vendor: none, a share of the food subtotal, or an amount the
// customer types. The server only checks and adds the amount; the client works out a share with
// tipForPercent from the quote's subtotal, so both show the same cents.

/** The shares offered at checkout, in per cent of the food subtotal. */
export const TIP_PERCENTS = [10, 15, 20] as const;
export type TipPercent = (typeof TIP_PERCENTS)[number];

/** The most a tip may be: $100.00, a flat cap so a typo cannot charge a card far more. */
export const MAX_TIP_CENTS = 10_000;

export const TIP_FORMAT_MESSAGE = 'Tip must be an amount such as 2.50';
export const TIP_TOO_LARGE_MESSAGE = `Tip cannot be more than $${MAX_TIP_CENTS / 100}.00`;
export const TIP_NEEDS_CARD_MESSAGE =
  'A tip is paid by card, so it cannot be added to an order paid with a meal ticket';

/** The food subtotal a share is taken of: what the customer pays for the food (after an offer). */
export const tipBaseCents = (price: { subtotalCents: number; discountCents: number }) =>
  price.subtotalCents - price.discountCents;

/** `percent` of the food subtotal in whole cents, half a cent rounded up, never over the cap. */
export function tipForPercent(foodSubtotalCents: number, percent: number): number {
  const cents = Math.floor((Math.max(0, foodSubtotalCents) * percent + 50) / 100);
  return Math.min(cents, MAX_TIP_CENTS);
}

/**
 * A custom tip as typed or sent (dollars, at most two decimals) -> cents, or the message saying
 * why not: one rule for the request's `tip` and the checkout's input.
 */
export function readTip(value: number | string): { cents: number } | { message: string } {
  const cents = dollarsToCents(value);
  if (cents === null) return { message: TIP_FORMAT_MESSAGE };
  if (cents > MAX_TIP_CENTS) return { message: TIP_TOO_LARGE_MESSAGE };
  return { cents };
}

/** `tip` in an order or quote body: dollars (a number or text such as '2.50') -> integer cents. */
export const tipSchema = z
  .union([z.number({ error: TIP_FORMAT_MESSAGE }), z.string().max(20, TIP_FORMAT_MESSAGE)], {
    error: TIP_FORMAT_MESSAGE,
  })
  .transform((value, ctx) => {
    const tip = readTip(value);
    if ('cents' in tip) return tip.cents;
    ctx.addIssue({ code: 'custom', message: tip.message });
    return z.NEVER;
  });

/** The checkout's choice, remembered on the device as the customer's last one. */
export const tipChoiceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('none') }),
  z.object({ kind: z.literal('percent'), percent: z.union(TIP_PERCENTS.map((p) => z.literal(p))) }),
  z.object({ kind: z.literal('custom'), amount: z.string().max(20) }),
]);
export type TipChoice = z.infer<typeof tipChoiceSchema>;

/** The cents a choice comes to on this food subtotal; null for a custom amount that is not valid. */
export function tipCentsOf(choice: TipChoice, foodSubtotalCents: number): number | null {
  if (choice.kind === 'none') return 0;
  if (choice.kind === 'percent') return tipForPercent(foodSubtotalCents, choice.percent);
  if (choice.amount.trim() === '') return 0;
  const tip = readTip(choice.amount);
  return 'cents' in tip ? tip.cents : null;
}
